import clsx from 'clsx';
import { Ban, CircleAlert, CircleCheck, Clock, CreditCard, PackageOpen, Truck, type LucideIcon } from 'lucide-react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@common/orders/rules';

/** Each status has its colour, its icon and its words: never the colour alone. */
export const ORDER_STATUS_LOOK: Record<OrderStatus, { icon: LucideIcon; tone: string }> = {
  pending_payment: { icon: Clock, tone: 'bg-warning/12 text-warning ring-warning/30' },
  paid: { icon: CreditCard, tone: 'bg-info/10 text-info ring-info/30' },
  preparing: { icon: PackageOpen, tone: 'bg-info/10 text-info ring-info/30' },
  shipped: { icon: Truck, tone: 'bg-primary/10 text-primary ring-primary/30' },
  delivered: { icon: CircleCheck, tone: 'bg-success/12 text-success ring-success/30' },
  cancelled: { icon: Ban, tone: 'bg-surface-muted text-muted ring-line' },
  payment_failed: { icon: CircleAlert, tone: 'bg-danger/10 text-danger ring-danger/30' },
};

/** 'Enviado', 'Pendiente de pago'…: the order's state as a small pill. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { icon: Icon, tone } = ORDER_STATUS_LOOK[status];
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={2} />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
