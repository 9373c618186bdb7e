import { useId } from 'react';
import { ShoppingBag } from 'lucide-react';
import { EARLY_ADD_PATH } from '@common/cart/early-add';
import type { ListingProduct } from '@common/catalog/contracts';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from '~/components/ui/deferred';
import { FallbackForm } from '~/components/ui/fallback-form';
import { productPath, quickAddFor } from './card-rules';
import type { AddToCartHandler } from './product-card';

export const QUICK_ADD_BUTTON =
  'inline-flex h-10 w-full items-center justify-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-fg transition-colors hover:border-fg hover:bg-fg hover:text-bg disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-muted';

/**
 * The focus hand-over key of one card's button (ui/deferred): one per card, not per product, as a
 * product can be shown twice on a page (the store's featured row and its list); with a shared key
 * the loaded button of the other card took the focus and the window scrolled to it (issue 20).
 */
const quickAddFocusKey = (cardId: string) => `quick-add-${cardId}`;

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
 * the browser is idle, or at the first click: issue 14). Each is inside a form, so it does its job
 * before the page is hydrated (issue 23): the direct one posts the garment to /cart/add, the
 * picker's opens the product page at its sizes.
 */
export function QuickAddButton({
  product,
  describedBy,
  onAdd,
}: {
  product: ListingProduct;
  describedBy: string;
  onAdd: AddToCartHandler;
}) {
  const quickAdd = quickAddFor(product);
  const focusKey = quickAddFocusKey(useId());
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(quickAddPicker);

  if (quickAdd.kind === 'sold_out') {
    return (
      <button type="button" disabled aria-describedby={describedBy} className={QUICK_ADD_BUTTON}>
        Agotado
      </button>
    );
  }

  if (quickAdd.kind === 'direct') {
    return (
      <form
        method="post"
        action={EARLY_ADD_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(product, quickAdd.variant);
        }}
      >
        <input type="hidden" name="product" value={product.id} />
        {quickAdd.variant && <input type="hidden" name="variant" value={quickAdd.variant.id} />}
        <button type="submit" aria-describedby={describedBy} className={QUICK_ADD_BUTTON}>
          <QuickAddLabel />
        </button>
      </form>
    );
  }

  if (module) {
    return (
      <module.QuickAddPicker
        product={product}
        quickAdd={quickAdd}
        describedBy={describedBy}
        focusKey={focusKey}
        onAdd={onAdd}
        defaultOpen={openOnLoad}
      />
    );
  }
  return <ClosedPickerButton focusKey={focusKey} describedBy={describedBy} productHref={productPath(product)} onClick={requestOpen} intent={intent} />;
}

function ClosedPickerButton({
  focusKey,
  describedBy,
  productHref,
  onClick,
  intent,
}: {
  focusKey: string;
  describedBy: string;
  productHref: string;
  onClick: () => void;
  intent: IntentHandlers;
}) {
  useFocusHandOver(focusKey, { gives: true });
  return (
    <FallbackForm
      href={`${productHref}#comprar`}
      onClick={onClick}
      {...intent}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      aria-describedby={describedBy}
      data-focus-key={focusKey}
      className={QUICK_ADD_BUTTON}
    >
      <QuickAddLabel />
    </FallbackForm>
  );
}
