import * as Dialog from '@radix-ui/react-dialog';
import { Landmark, Smartphone } from 'lucide-react';
import { formatPrice } from '@common/money';

interface PaymentActionDialogProps {
  open: boolean;
  kind: 'three_d_secure' | 'bizum';
  /** The bank's words from the server. */
  message: string;
  amount: number;
  /** While the answer is on its way. */
  isAnswering: boolean;
  onAnswer: (approve: boolean) => void;
}

/**
 * The bank's confirmation, simulated as the test gateway does it: 3-D Secure (the bank's page) or
 * Bizum (the bank's app). Closing it counts as cancelling the payment.
 */
export function PaymentActionDialog({ open, kind, message, amount, isAnswering, onAnswer }: PaymentActionDialogProps) {
  const isBizum = kind === 'bizum';
  const Icon = isBizum ? Smartphone : Landmark;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !isAnswering) onAnswer(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Content
          onEscapeKeyDown={(event) => isAnswering && event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl border border-line bg-surface p-6 text-fg shadow-2xl focus:outline-none sm:p-8"
        >
          <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
          </span>
          <p className="mt-4 eyebrow">{isBizum ? 'Bizum · simulación de pruebas' : 'Tu banco · simulación de pruebas'}</p>
          <Dialog.Title className="mt-1 font-display text-2xl font-semibold">
            {isBizum ? 'Acepta el pago en Bizum' : 'Confirma el pago con tu banco'}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-sm leading-relaxed">
            {isBizum ? `Abre tu app del banco y acepta el pago de ${formatPrice(amount)}.` : message}
          </Dialog.Description>
          {isBizum ? <p className="mt-2 text-sm text-muted">{message}</p> : null}
          <p className="mt-5 flex items-baseline justify-between gap-4 rounded-xl bg-surface-muted px-4 py-3 text-sm">
            <span className="text-muted">Importe</span>
            <strong className="font-display text-xl tabular-nums">{formatPrice(amount)}</strong>
          </p>
          <p className="mt-3 text-xs text-muted">
            La tienda funciona con la pasarela de pruebas: aquí decides tú lo que respondería el banco.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" disabled={isAnswering} onClick={() => onAnswer(false)}>
              {isBizum ? 'Rechazar en la app' : 'Cancelar'}
            </button>
            <button type="button" className="btn-primary" disabled={isAnswering} onClick={() => onAnswer(true)}>
              {isAnswering ? 'Procesando pago…' : isBizum ? 'Aceptar en la app' : 'Autorizar pago'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
