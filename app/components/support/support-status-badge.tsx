import clsx from 'clsx';
import { CircleCheck, Hourglass, MessageCircle, type LucideIcon } from 'lucide-react';
import { SUPPORT_STAFF_STATUS_LABELS, SUPPORT_STATUS_LABELS, type SupportStatus } from '@common/support/rules';

/** Each state has its colour, its icon and its words: never the colour alone. */
const LOOK: Record<SupportStatus, { icon: LucideIcon; tone: string }> = {
  open: { icon: MessageCircle, tone: 'bg-info/10 text-info ring-info/30' },
  waiting_customer: { icon: Hourglass, tone: 'bg-warning/12 text-warning ring-warning/30' },
  resolved: { icon: CircleCheck, tone: 'bg-success/12 text-success ring-success/30' },
};

/** 'Abierta', 'Esperando tu respuesta', 'Resuelta' (staff read 'Esperando a la clienta'). */
export function SupportStatusBadge({ status, audience = 'customer', className }: { status: SupportStatus; audience?: 'customer' | 'staff'; className?: string }) {
  const { icon: Icon, tone } = LOOK[status];
  const label = (audience === 'staff' ? SUPPORT_STAFF_STATUS_LABELS : SUPPORT_STATUS_LABELS)[status];
  return (
    <span
      data-status={status}
      className={clsx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tone, className)}
    >
      <Icon aria-hidden="true" className="size-3.5" strokeWidth={2} />
      {label}
    </span>
  );
}
