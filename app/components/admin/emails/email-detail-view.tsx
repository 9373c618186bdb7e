import { useId, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ArrowLeft, Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import type { EmailDetail } from '@common/emails/contracts';
import { Placeholder } from '../kit/detail-route';
import { ADMIN_EMAILS_PATH } from './email-query';
import { EmailStateBadge, formatEmailWhen } from './email-state-badge';

const TABS = [
  { id: 'html', label: 'Vista HTML' },
  { id: 'text', label: 'Versión de texto' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * One e-mail as the customer receives it: who, what, when and its state, then the HTML (in a
 * sandboxed frame: no scripts, no forms, no navigation, no access to this page) or its text.
 */
export function EmailDetailView({ email }: { email: EmailDetail }) {
  const [tab, setTab] = useState<TabId>('html');
  const id = useId();
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ html: null, text: null });

  // The tabs pattern: arrows (and Home/End) move between tabs and select them.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next]!.id;
    setTab(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_EMAILS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary underline-offset-2 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a los emails
      </Link>

      <div className="min-w-0">
        <p className="eyebrow">{email.kind_label}</p>
        <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight break-words text-fg sm:text-3xl">{email.subject}</h1>
      </div>

      <dl className="card grid grid-cols-1 gap-x-6 gap-y-3 p-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-medium text-muted">Para</dt>
        <dd className="break-all text-fg">{email.to}</dd>
        <dt className="font-medium text-muted">Creado</dt>
        <dd className="text-fg">
          <time dateTime={email.created_at}>{formatEmailWhen(email.created_at)}</time>
        </dd>
        <dt className="font-medium text-muted">Estado</dt>
        <dd className="flex flex-wrap items-center gap-2 text-fg">
          <EmailStateBadge state={email.state} />
          {email.sent_at && (
            <span>
              el <time dateTime={email.sent_at}>{formatEmailWhen(email.sent_at)}</time>
            </span>
          )}
          {email.state === 'queued' && <span className="text-muted">Se enviará cuando haya un servidor de correo configurado (SMTP_URL).</span>}
        </dd>
        {email.error && (
          <>
            <dt className="font-medium text-muted">Error</dt>
            <dd className="break-words text-danger">{email.error}</dd>
          </>
        )}
        {!email.html && !email.text && (
          <>
            <dt className="font-medium text-muted">Contenido</dt>
            <dd className="text-fg">Borrado al cumplir su plazo de conservación (Configuración › Conservación de datos).</dd>
          </>
        )}
        {email.attachments.length > 0 && (
          <>
            <dt className="font-medium text-muted">Adjuntos</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {email.attachments.map((file) => (
                  <li key={file.name}>
                    {file.url ? (
                      <a href={file.url} className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4" target="_blank" rel="noopener">
                        <Paperclip aria-hidden="true" className="size-4" />
                        {file.name}
                      </a>
                    ) : (
                      <span className="inline-flex items-center gap-1.5">
                        <Paperclip aria-hidden="true" className="size-4" />
                        {file.name}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>

      <div className="flex flex-col gap-3">
        <div role="tablist" aria-label="Versión del email" className="flex gap-1 border-b border-line">
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(node) => {
                tabRefs.current[t.id] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`${id}-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={onKeyDown}
              className={clsx(
                '-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold',
                tab === t.id ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel-html`} aria-labelledby={`${id}-tab-html`} hidden={tab !== 'html'}>
          <iframe
            title={`Vista HTML del email «${email.subject}»`}
            sandbox=""
            srcDoc={email.html}
            referrerPolicy="no-referrer"
            className="h-[70vh] min-h-96 w-full rounded-xl border border-line bg-white"
          />
        </div>
        <div role="tabpanel" id={`${id}-panel-text`} aria-labelledby={`${id}-tab-text`} hidden={tab !== 'text'} tabIndex={0} className="card p-4">
          <pre className="font-mono text-sm break-words whitespace-pre-wrap text-fg">{email.text}</pre>
        </div>
      </div>
    </div>
  );
}

/** The loading screen's blocks of an e-mail, in the shape the page takes. */
export function EmailDetailSkeleton() {
  return (
    <>
      <Placeholder className="h-5 w-32 rounded bg-surface-muted" />
      <Placeholder className="h-8 w-80 max-w-full rounded bg-surface-muted" />
      <Placeholder className="card h-28" />
      <Placeholder className="card h-96" />
    </>
  );
}
