import { Ban } from 'lucide-react';
import { useFetcher } from 'react-router';
import type { Order } from '@common/orders/contracts';
import { CUSTOMER_CANCEL_REASON_MAX } from '@common/orders/customer-contracts';
import { formatPrice } from '@common/money';
import { useAlertDialog } from '~/components/ui/alert-dialog';

/**
 * 'Cancelar pedido', behind a dialog that says what happens (stock back, refund when it was paid)
 * and takes an optional reason; the route's action makes the change and says so in a toast.
 */
export function CancelOrderButton({ number, refunds }: { number: string; refunds: boolean }) {
  const { show } = useAlertDialog();
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';

  async function ask() {
    let reason = '';
    const answer = await show({
      type: 'warning',
      title: `¿Cancelar el pedido ${number}?`,
      message: (
        <>
          {refunds
            ? 'Te devolveremos el importe por el mismo medio con el que pagaste. Esta acción no se puede deshacer.'
            : 'No se te cobrará nada. Esta acción no se puede deshacer.'}
          <label className="mt-4 block text-left text-sm font-medium text-fg">
            Motivo (opcional)
            <textarea
              name="reason"
              rows={3}
              maxLength={CUSTOMER_CANCEL_REASON_MAX}
              onChange={(event) => {
                reason = event.target.value;
              }}
              className="mt-1.5 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm font-normal text-fg"
            />
          </label>
        </>
      ),
      confirmText: 'Sí, cancelar pedido',
      cancelText: 'No, mantener pedido',
    });
    if (answer !== 'confirm') return;
    void fetcher.submit({ intent: 'cancel', reason: reason.trim() }, { method: 'post' });
  }

  return (
    <button type="button" onClick={() => void ask()} disabled={busy} className="btn-secondary">
      <Ban aria-hidden="true" className="size-4" />
      {busy ? 'Cancelando…' : 'Cancelar pedido'}
    </button>
  );
}

/** What the customer is told once the order is cancelled: whether money comes back, and how much. */
export function cancelledMessage(order: Order): string {
  const refunded = order.payments.filter((payment) => payment.kind === 'refund' && payment.status !== 'failed').reduce((sum, payment) => sum + payment.amount, 0);
  if (refunded > 0) return `Pedido ${order.number} cancelado. Te devolvemos ${formatPrice(refunded)}: lo verás en tu cuenta en unos días.`;
  return `Pedido ${order.number} cancelado. No se te ha cobrado nada.`;
}
