import { ShoppingBag } from 'lucide-react';
import type { StoreProduct } from '@common/catalog/contracts';
import { deferModule, useDeferredOpen, useFocusHandOver } from '~/components/ui/deferred';
import { quickAddFor } from './card-rules';
import type { AddToCartHandler } from './product-card';

export const QUICK_ADD_BUTTON =
  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition-colors hover:border-fg hover:bg-fg hover:text-bg disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-muted';

export const quickAddFocusKey = (productId: number | string) => `quick-add-${productId}`;

const quickAddPicker = deferModule(() => import('./quick-add-picker'));

export function QuickAddLabel() {
  return (
    <>
      <ShoppingBag aria-hidden="true" className="size-4" />
      Añadir al carrito
    </>
  );
}

/**
 * The card's add-to-cart button: disabled when sold out, adds at once when there is one choice,
 * otherwise opens a small picker of the sizes in stock, grouped by colour (whose code loads when
 * the browser is idle, or at the first click: issue 14).
 */
export function QuickAddButton({
  product,
  describedBy,
  onAdd,
}: {
  product: StoreProduct;
  describedBy: string;
  onAdd: AddToCartHandler;
}) {
  const quickAdd = quickAddFor(product);
  const { module, openOnLoad, requestOpen } = useDeferredOpen(quickAddPicker);

  if (quickAdd.kind === 'sold_out') {
    return (
      <button type="button" disabled aria-describedby={describedBy} className={QUICK_ADD_BUTTON}>
        Agotado
      </button>
    );
  }

  if (quickAdd.kind === 'direct') {
    return (
      <button
        type="button"
        aria-describedby={describedBy}
        onClick={() => onAdd(product, quickAdd.variant)}
        className={QUICK_ADD_BUTTON}
      >
        <QuickAddLabel />
      </button>
    );
  }

  if (module) {
    return (
      <module.QuickAddPicker
        product={product}
        quickAdd={quickAdd}
        describedBy={describedBy}
        onAdd={onAdd}
        defaultOpen={openOnLoad}
      />
    );
  }
  return <ClosedPickerButton productId={product.id} describedBy={describedBy} onClick={requestOpen} />;
}

function ClosedPickerButton({
  productId,
  describedBy,
  onClick,
}: {
  productId: number | string;
  describedBy: string;
  onClick: () => void;
}) {
  const focusKey = quickAddFocusKey(productId);
  useFocusHandOver(focusKey, { gives: true });
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      aria-describedby={describedBy}
      data-focus-key={focusKey}
      onClick={onClick}
      className={QUICK_ADD_BUTTON}
    >
      <QuickAddLabel />
    </button>
  );
}
