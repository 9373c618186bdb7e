import clsx from 'clsx';
import { COUPON_STATE_LABELS, type CouponState } from '@common/coupons/contracts';

const STATE_TONE: Record<CouponState, string> = {
  activo: 'bg-success/12 text-success ring-success/25',
  programado: 'bg-info/10 text-info ring-info/25',
  caducado: 'bg-surface-muted text-muted ring-line',
  agotado: 'bg-danger/10 text-danger ring-danger/25',
  inactivo: 'bg-warning/12 text-warning ring-warning/25',
};

/** Activo / Programado / Caducado / Agotado / Inactivo. */
export function CouponStateBadge({ state, className }: { state: CouponState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATE_TONE[state], className)}>
      {COUPON_STATE_LABELS[state]}
    </span>
  );
}
