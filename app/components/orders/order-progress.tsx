import clsx from 'clsx';
import { Ban, Check, CircleAlert } from 'lucide-react';
import type { Order } from '@common/orders/contracts';
import type { OrderStatus } from '@common/orders/rules';
import { formatOrderDateTime, formatOrderShortDay } from './order-format';

/** A whole order, or a row of a list (then the steps show without their dates). */
export type ProgressOrder = Pick<Order, 'status' | 'payment_method' | 'created_at'> &
  Partial<Pick<Order, 'paid_at' | 'shipped_at' | 'delivered_at' | 'cancelled_at' | 'cancel_reason' | 'events'>>;

interface Step {
  status: OrderStatus;
  label: string;
  at: string | null;
}

/** When the order first reached `status`, from its timeline. */
function reachedAt(order: ProgressOrder, status: OrderStatus): string | null {
  return order.events?.find((event) => event.to_status === status)?.created_at ?? null;
}

/**
 * The steps of the order's life: pending payment → paid → preparing → shipped → delivered. Cash on
 * delivery has no 'paid' step of its own: it is collected on delivery.
 */
export function orderSteps(order: ProgressOrder): Step[] {
  const cod = order.payment_method === 'cash_on_delivery';
  const steps: Step[] = [
    // Once paid, the first step is when the order was placed; while unpaid, what it waits for.
    { status: 'pending_payment', label: cod ? 'Pedido recibido' : order.status === 'pending_payment' ? 'Pendiente de pago' : 'Pedido realizado', at: order.created_at },
    { status: 'paid', label: 'Pagado', at: order.paid_at ?? reachedAt(order, 'paid') },
    { status: 'preparing', label: 'En preparación', at: reachedAt(order, 'preparing') },
    { status: 'shipped', label: 'Enviado', at: order.shipped_at ?? reachedAt(order, 'shipped') },
    { status: 'delivered', label: cod ? 'Entregado y pagado' : 'Entregado', at: order.delivered_at ?? reachedAt(order, 'delivered') },
  ];
  return cod ? steps.filter((step) => step.status !== 'paid') : steps;
}

/**
 * Where the order is in its life, as an ordered list (current step marked for screen readers).
 * A cancelled order or a payment that did not go through is said plainly instead.
 */
export function OrderProgress({ order, compact = false }: { order: ProgressOrder; compact?: boolean }) {
  if (order.status === 'cancelled') {
    return (
      <div role="note" className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted p-4 text-sm">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <p className="font-semibold text-fg">
            Pedido cancelado{order.cancelled_at ? ` el ${formatOrderDateTime(order.cancelled_at)}` : ''}
          </p>
          {order.cancel_reason ? <p className="mt-1 text-muted">Motivo: {order.cancel_reason}</p> : null}
        </div>
      </div>
    );
  }
  if (order.status === 'payment_failed') {
    return (
      <div role="note" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-semibold text-fg">El pago no se completó</p>
          <p className="mt-1 text-muted">No te hemos cobrado nada y las prendas han vuelto a la tienda.</p>
        </div>
      </div>
    );
  }

  const steps = orderSteps(order);
  const current = steps.findIndex((step) => step.status === order.status);
  return (
    <ol aria-label="Seguimiento del pedido" className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col">
      {steps.map((step, index) => {
        // A status the order has reached is done, the one it is in included: 'Pagado' gets its tick.
        const done = index <= current;
        const isCurrent = index === current;
        return (
          <li
            key={step.status}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
          >
            <span className="flex items-center gap-2 sm:w-full" aria-hidden="true">
              <span
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full border-2 text-xs font-bold',
                  done && 'border-primary bg-primary text-on-primary',
                  isCurrent && 'ring-4 ring-primary/20',
                  !done && !isCurrent && 'border-line bg-surface text-muted',
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className={clsx('hidden h-0.5 flex-1 rounded-full sm:block', index < current ? 'bg-primary' : 'bg-line', index === steps.length - 1 && 'invisible')} />
            </span>
            <span className="min-w-0">
              <span className={clsx('block text-sm', isCurrent ? 'font-semibold text-fg' : done ? 'text-fg' : 'text-muted')}>
                {step.label}
                <span className="sr-only">{isCurrent ? ' (estado actual)' : done ? ' (hecho)' : ' (pendiente)'}</span>
              </span>
              {!compact && (done || isCurrent) && step.at ? (
                <time dateTime={step.at} className="block text-xs text-muted">
                  {formatOrderShortDay(step.at)}
                </time>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
