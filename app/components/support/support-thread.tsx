import clsx from 'clsx';
import { Lock } from 'lucide-react';
import type { AdminSupportMessage, SupportMessage } from '@common/support/contracts';
import { formatOrderDateTime } from '~/components/orders/order-format';

type Message = SupportMessage & Partial<Pick<AdminSupportMessage, 'is_internal'>>;

interface SupportThreadProps {
  messages: readonly Message[];
  /** Whose screen: the customer's own messages, or the team's, sit on the right. */
  viewer: 'customer' | 'staff';
  /** The heading the list is named by. */
  labelledBy?: string;
}

/**
 * A conversation's messages, oldest first, as a chat: the reader's own side on the right, the other
 * on the left, each with who wrote it and when, and its photo. Staff also see their internal notes,
 * marked as such.
 */
export function SupportThread({ messages, viewer, labelledBy }: SupportThreadProps) {
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-4">
      {messages.map((message) => {
        const own = message.author === viewer;
        const internal = message.is_internal === true;
        const who =
          viewer === 'customer'
            ? message.author === 'customer'
              ? 'Tú'
              : `${message.author_name} · Equipo de Tienda Diverso`
            : message.author === 'customer'
              ? `${message.author_name} · Clienta`
              : message.author_name;
        return (
          <li key={message.id} className={clsx('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              aria-label={`${internal ? 'Nota interna de' : 'Mensaje de'} ${who}, ${formatOrderDateTime(message.created_at)}`}
              className={clsx(
                'w-full max-w-[36rem] rounded-2xl border px-4 py-3 sm:px-5 sm:py-4',
                internal
                  ? 'border-dashed border-warning/50 bg-warning/8'
                  : own
                    ? 'rounded-br-md border-primary/25 bg-primary/8'
                    : 'rounded-bl-md border-line bg-surface',
              )}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="flex items-center gap-1.5 text-sm font-semibold text-fg">
                  {internal ? <Lock aria-hidden="true" className="size-3.5 text-warning" /> : null}
                  {internal ? `Nota interna · ${message.author_name}` : who}
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={message.created_at}>{formatOrderDateTime(message.created_at)}</time>
                </p>
              </header>
              <p className="mt-2 text-[0.9375rem] leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">{message.body}</p>
              {message.attachment ? (
                <a
                  href={message.attachment.url}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-3 block w-fit overflow-hidden rounded-xl border border-line transition-opacity hover:opacity-90"
                >
                  <img
                    src={message.attachment.url}
                    width={message.attachment.width}
                    height={message.attachment.height}
                    alt={own && viewer === 'customer' ? 'Foto que adjuntaste' : `Foto que adjuntó ${message.author_name}`}
                    loading="lazy"
                    className="h-auto max-h-72 w-auto max-w-full object-contain"
                  />
                  <span className="sr-only"> (se abre en otra pestaña)</span>
                </a>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
