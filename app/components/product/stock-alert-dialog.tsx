import { BellRing } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { StoreProduct } from '@common/catalog/contracts';
import { deferModule, useDeferredOpen, useFocusHandOver } from '~/components/ui/deferred';
import { useAuth } from '~/lib/auth';
import { isSoldOut, type Choice } from './variant-rules';

export const STOCK_ALERT_FOCUS_KEY = 'stock-alert';

const dialogView = deferModule(() => import('./stock-alert-dialog-view'));

/** The sold-out sizes the shopper may ask for: of the chosen colour when there is one, else all. */
export function soldOutOptions(product: Pick<StoreProduct, 'variants'>, color: string | null) {
  return product.variants.filter((v) => v.stock <= 0 && (color === null || v.color_name === color));
}

/**
 * "Avísame cuando vuelva" (issue 25): for a sold-out size, an e-mail when it is back. A signed-in
 * customer's own address is used as it is; a guest's is confirmed by e-mail first. Shown when the
 * product has a sold-out size (in the chosen colour): as the main action when nothing can be
 * bought or the chosen size is the sold-out one, as a quiet link otherwise. The dialog, its form
 * and their libraries load only when the trigger is pressed, or as the pointer comes over it or it
 * takes the focus (issue 36), never before the shopper acts.
 */
export function StockAlertDialog({ product, choice }: { product: StoreProduct; choice: Choice }) {
  const { status, user } = useAuth();
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(dialogView);
  const options = soldOutOptions(product, choice.color);
  const chosen = options.find((v) => v.size === choice.size && v.color_name === choice.color) ?? null;
  // The form starts on the chosen size when it is the sold-out one, or on the only one sold out.
  const preset = chosen ?? (options.length === 1 ? options[0]! : null);
  const accountEmail = status === 'authenticated' && user !== null ? user.email : null;
  const isProminent = chosen !== null || isSoldOut(product);
  if (options.length === 0) return null;

  if (module) {
    return (
      <module.StockAlertDialogView
        productName={product.name}
        options={options}
        chosenId={preset?.id ?? null}
        accountEmail={accountEmail}
        isProminent={isProminent}
        defaultOpen={openOnLoad}
      />
    );
  }
  return <ClosedStockAlertTrigger isProminent={isProminent} onClick={requestOpen} {...intent} />;
}

function ClosedStockAlertTrigger(props: ComponentProps<typeof StockAlertTrigger>) {
  useFocusHandOver(STOCK_ALERT_FOCUS_KEY, { gives: true });
  return <StockAlertTrigger aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...props} />;
}

/** The trigger, the same before and after the dialog's code loads (Radix adds its state). */
export function StockAlertTrigger({ isProminent, ...props }: ComponentProps<'button'> & { isProminent: boolean }) {
  return (
    <button
      type="button"
      data-focus-key={STOCK_ALERT_FOCUS_KEY}
      className={
        isProminent
          ? 'btn-secondary mt-4 inline-flex h-12 w-full items-center justify-center gap-2 text-base'
          : 'mt-3 inline-flex items-center gap-1.5 text-sm font-medium underline decoration-line underline-offset-4 hover:decoration-fg'
      }
      {...props}
    >
      <BellRing aria-hidden="true" className={isProminent ? 'size-5' : 'size-4'} />
      {isProminent ? 'Avísame cuando vuelva' : '¿Tu talla está agotada? Avísame cuando vuelva'}
    </button>
  );
}
