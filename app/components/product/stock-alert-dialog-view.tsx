import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import type { StoreProduct } from '@common/catalog/contracts';
import { useFocusHandOver } from '~/components/ui/deferred';
import { StockAlertForm } from './stock-alert-form';
import { STOCK_ALERT_FOCUS_KEY, StockAlertTrigger } from './stock-alert-dialog';

/**
 * The dialog of "Avísame cuando vuelva" (Radix) with its form, loaded by StockAlertDialog when the
 * shopper shows intent or presses the trigger (issue 36).
 */
export function StockAlertDialogView({
  productName,
  options,
  chosenId,
  accountEmail,
  isProminent,
  defaultOpen,
}: {
  productName: string;
  options: StoreProduct['variants'];
  chosenId: number | null;
  accountEmail: string | null;
  isProminent: boolean;
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [done, setDone] = useState<string | null>(null);
  useFocusHandOver(STOCK_ALERT_FOCUS_KEY);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) setDone(null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <StockAlertTrigger isProminent={isProminent} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.5rem] bg-surface p-6 text-fg shadow-2xl focus:outline-none sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold">Avísame cuando vuelva</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">
                Te escribiremos una sola vez, en cuanto vuelva «{productName}» en la talla que elijas.
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
          ) : (
            <StockAlertForm options={options} chosenId={chosenId} accountEmail={accountEmail} onDone={setDone} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
