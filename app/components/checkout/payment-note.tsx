import { Banknote, Landmark } from 'lucide-react';
import type { Order } from '@common/orders/contracts';
import { formatPrice } from '@common/money';

/**
 * What the shopper still has to do about paying: the transfer (the server's sentence with the
 * account and the reference, when the checkout has it) or the cash on delivery.
 */
export function PaymentNote({ order, message }: { order: Pick<Order, 'payment_method' | 'status' | 'number' | 'totals'>; message?: string | null }) {
  if (order.payment_method === 'cash_on_delivery' && order.status !== 'cancelled') {
    return (
      <p className="flex items-start gap-3 rounded-xl bg-surface-muted px-4 py-3 text-sm">
        <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          Contra reembolso: pagarás <strong className="tabular-nums">{formatPrice(order.totals.total)}</strong> en efectivo al recibir el paquete.
        </span>
      </p>
    );
  }
  if (order.payment_method === 'bank_transfer' && order.status === 'pending_payment') {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-surface-muted px-4 py-3 text-sm leading-relaxed">
        <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">Cómo pagar por transferencia</p>
          <p className="mt-1">
            {message ??
              `Haz una transferencia de ${formatPrice(order.totals.total)} con el concepto ${order.number}. Te hemos enviado los datos de la cuenta por email y prepararemos tu pedido en cuanto llegue.`}
          </p>
        </div>
      </div>
    );
  }
  return null;
}
