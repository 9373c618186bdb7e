import { deferModule } from '~/components/ui/deferred';
import { useCart } from '~/lib/cart';

const cartPanel = deferModule(() => import('./cart-panel'));

/** The cart drawer, whose code loads when the browser is idle or when the cart opens first (issue 14). */
export function DeferredCartPanel() {
  const { isOpen } = useCart();
  const module = cartPanel.useModule({ now: isOpen });
  return module ? <module.CartPanel /> : null;
}
