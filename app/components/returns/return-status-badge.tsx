import clsx from 'clsx';
import { ArrowLeftRight, Ban, CircleCheck, Clock, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@common/returns/rules';

/** Each state has its colour, its icon and its words: never the colour alone. */
export const RETURN_STATUS_LOOK: Record<ReturnStatus, { icon: LucideIcon; tone: string }> = {
  requested: { icon: Clock, tone: 'bg-warning/12 text-warning ring-warning/30' },
  picked_up: { icon: Truck, tone: 'bg-info/10 text-info ring-info/30' },
  received: { icon: PackageCheck, tone: 'bg-primary/10 text-primary ring-primary/30' },
  refunded: { icon: CircleCheck, tone: 'bg-success/12 text-success ring-success/30' },
  exchange_sent: { icon: ArrowLeftRight, tone: 'bg-success/12 text-success ring-success/30' },
  rejected: { icon: Ban, tone: 'bg-danger/10 text-danger ring-danger/30' },
};

/** 'Solicitada', 'Reembolsada'…: the return's state as a small pill. */
export function ReturnStatusBadge({ status, className }: { status: ReturnStatus; className?: string }) {
  const { icon: Icon, tone } = RETURN_STATUS_LOOK[status];
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
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
