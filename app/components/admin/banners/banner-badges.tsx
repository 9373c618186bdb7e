import clsx from 'clsx';
import { AD_BANNER_STATE_LABELS, type AdBannerState } from '@common/banners/admin-contracts';

const STATE_TONE: Record<AdBannerState, string> = {
  activo: 'bg-success/12 text-success ring-success/25',
  programado: 'bg-info/10 text-info ring-info/25',
  caducado: 'bg-surface-muted text-muted ring-line',
  pausado: 'bg-warning/12 text-warning ring-warning/25',
};

/** Activo / Programado / Caducado / Pausado. */
export function BannerStateBadge({ state, className }: { state: AdBannerState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATE_TONE[state], className)}>
      {AD_BANNER_STATE_LABELS[state]}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatBannerDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The rules in words: 'Todas las páginas', '/store y lo que cuelga de /store/'… */
export function describeRules(rules: readonly string[]): string {
  if (rules.includes('*')) return 'Todas las páginas';
  if (rules.length === 0) return 'Ninguna página';
  return rules.map((rule) => (rule.endsWith('/*') ? `${rule.slice(0, -1)}…` : rule)).join(', ');
}
