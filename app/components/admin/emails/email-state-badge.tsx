import clsx from 'clsx';
import { EMAIL_STATE_LABELS, type EmailState } from '@common/emails/contracts';

const STATE_TONE: Record<EmailState, string> = {
  sent: 'bg-success/12 text-success ring-success/25',
  queued: 'bg-surface-muted text-fg ring-line',
  error: 'bg-danger/10 text-danger ring-danger/25',
};

/** Enviado / En cola / Error. */
export function EmailStateBadge({ state, className }: { state: EmailState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATE_TONE[state], className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {EMAIL_STATE_LABELS[state]}
    </span>
  );
}

const whenFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** '24 nov 2026, 19:48', Madrid time; the text as it came for an unreadable date. */
export function formatEmailWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
}
