import clsx from 'clsx';
import { Link } from 'react-router';
import { APP_VERSION, FOOTER_STATUS_REFRESH_MS } from '@common/constants';
import { FOOTER_STATUS_LABELS, type FooterStatus as Phase } from '@common/status/rules';
import { useSystemStatus } from '~/lib/system-status';

const DOT: Record<Phase, string> = {
  checking: 'bg-warning animate-pulse',
  online: 'bg-success',
  offline: 'bg-danger',
  unknown: 'bg-muted',
};

/** Footer system-status indicator (spec §2, §4): checks now and every 60 s. */
export function FooterStatus({ className }: { className?: string }) {
  const { phase, result } = useSystemStatus(FOOTER_STATUS_REFRESH_MS);
  const version = result?.reply?.version ?? APP_VERSION;

  return (
    <Link
      to="/status"
      className={clsx(
        'group inline-flex items-center gap-3 rounded-full border border-line bg-surface px-4 py-2 text-sm text-fg transition-colors hover:bg-surface-muted',
        className,
      )}
    >
      <span className="inline-flex items-center gap-2" role="status" aria-live="polite">
        <span aria-hidden="true" className={clsx('size-2.5 rounded-full', DOT[phase])} />
        <span className="sr-only">Estado del sistema: </span>
        <span className="font-medium">{FOOTER_STATUS_LABELS[phase]}</span>
      </span>
      <span aria-hidden="true" className="h-4 w-px bg-line" />
      <span className="text-muted">
        <span className="sr-only">Versión </span>v{version}
      </span>
    </Link>
  );
}
