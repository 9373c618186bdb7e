import * as Dialog from '@radix-ui/react-dialog';
import { BellRing, CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import type { StoreProduct } from '@common/catalog/contracts';
import { deferModule } from '~/components/ui/deferred';
import { useAuth } from '~/lib/auth';
import { isSoldOut, type Choice } from './variant-rules';

const alertForm = deferModule(() => import('./stock-alert-form'));

/** The sold-out sizes the shopper may ask for: of the chosen colour when there is one, else all. */
export function soldOutOptions(product: Pick<StoreProduct, 'variants'>, color: string | null) {
  return product.variants.filter((v) => v.stock <= 0 && (color === null || v.color_name === color));
}

/**
 * "Avísame cuando vuelva" (issue 25): for a sold-out size, an e-mail when it is back. A signed-in
 * customer's own address is used as it is; a guest's is confirmed by e-mail first. Shown when the
 * product has a sold-out size (in the chosen colour): as the main action when nothing can be
 * bought or the chosen size is the sold-out one, as a quiet link otherwise. The form's code loads
 * when the browser is idle, or when the dialog opens.
 */
export function StockAlertDialog({ product, choice }: { product: StoreProduct; choice: Choice }) {
  const { status, user } = useAuth();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const loaded = alertForm.useModule({ now: open });
  const options = soldOutOptions(product, choice.color);
  const chosen = options.find((v) => v.size === choice.size && v.color_name === choice.color) ?? null;
  // The form starts on the chosen size when it is the sold-out one, or on the only one sold out.
  const preset = chosen ?? (options.length === 1 ? options[0]! : null);
  const accountEmail = status === 'authenticated' && user !== null ? user.email : null;
  const prominent = chosen !== null || isSoldOut(product);
  if (options.length === 0) return null;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) setDone(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={
          prominent
            ? 'btn-secondary mt-4 inline-flex h-12 w-full items-center justify-center gap-2 text-base'
            : 'mt-3 inline-flex items-center gap-1.5 text-sm font-medium underline decoration-line underline-offset-4 hover:decoration-fg'
        }
      >
        <BellRing aria-hidden="true" className={prominent ? 'size-5' : 'size-4'} />
        {prominent ? 'Avísame cuando vuelva' : '¿Tu talla está agotada? Avísame cuando vuelva'}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.5rem] bg-surface p-6 text-fg shadow-2xl focus:outline-none sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold">Avísame cuando vuelva</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">
                Te escribiremos una sola vez, en cuanto vuelva «{product.name}» en la talla que elijas.
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Cerrar" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {done ? (
            <div className="mt-6 grid gap-5">
              <p role="status" className="flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {done}
              </p>
              <Dialog.Close className="btn-primary">Entendido</Dialog.Close>
            </div>
          ) : loaded ? (
            <loaded.StockAlertForm options={options} chosenId={preset?.id ?? null} accountEmail={accountEmail} onDone={setDone} />
          ) : (
            <p role="status" className="mt-6 text-sm text-muted">
              Un momento…
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
