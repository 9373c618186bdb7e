import { deferModule, preload } from '~/components/ui/deferred';
import { useCartSummary } from '~/lib/cart-state';

const cartPanel = deferModule(() => import('./cart-panel'));

/** The cart button's pointer or focus starts the drawer's download (issue 23: loaded on use). */
export const preloadCartPanel = () => preload(cartPanel);

/** The cart drawer, whose code loads when the cart opens first (issue 14), or as the shopper reaches for it. */
export function DeferredCartPanel() {
  const { isOpen } = useCartSummary();
  const module = cartPanel.useModule({ now: isOpen, idle: false });
  return module ? <module.CartPanel /> : null;
}
