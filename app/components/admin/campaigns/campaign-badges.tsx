import clsx from 'clsx';
import { CAMPAIGN_STATE_LABELS, type CampaignState } from '@common/campaigns/rules';

const STATE_TONE: Record<CampaignState, string> = {
  programada: 'bg-info/10 text-info ring-info/25',
  activa: 'bg-success/12 text-success ring-success/25',
  terminada: 'bg-surface-muted text-muted ring-line',
  cancelada: 'bg-danger/10 text-danger ring-danger/25',
};

/** Programada / Activa / Terminada / Cancelada. */
export function CampaignStateBadge({ state, className }: { state: CampaignState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATE_TONE[state], className)}>
      {CAMPAIGN_STATE_LABELS[state]}
    </span>
  );
}
