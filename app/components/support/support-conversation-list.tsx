import clsx from 'clsx';
import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { SupportConversationSummary } from '@common/support/contracts';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { SupportStatusBadge } from './support-status-badge';

interface SupportConversationListProps {
  conversations: readonly SupportConversationSummary[];
  /** A link to each conversation; or a button, when the screen keeps it in its own state (a guest). */
  hrefFor?: (conversation: SupportConversationSummary) => string;
  onOpen?: (conversation: SupportConversationSummary) => void;
  label: string;
}

/** The customer's conversations, newest activity first: subject, state, what and when, and a new answer marked. */
export function SupportConversationList({ conversations, hrefFor, onOpen, label }: SupportConversationListProps) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {conversations.map((conversation) => {
        const answered = conversation.status === 'waiting_customer' && conversation.last_message_author === 'staff';
        const content = (
          <>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fg">{conversation.subject}</span>
                {answered ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">Respuesta nueva</span> : null}
              </span>
              <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <span>{conversation.topic_label}</span>
                {conversation.order_number ? (
                  <span className="inline-flex items-center gap-1">
                    <Package aria-hidden="true" className="size-3.5" />
                    {conversation.order_number}
                  </span>
                ) : null}
                <span>
                  Último mensaje: <time dateTime={conversation.last_message_at}>{formatOrderDateTime(conversation.last_message_at)}</time>
                </span>
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-3">
              <SupportStatusBadge status={conversation.status} />
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </span>
          </>
        );
        const look = clsx(
          'card flex w-full flex-col gap-3 p-4 text-left transition-colors hover:border-primary/50 hover:bg-surface-muted/40 sm:flex-row sm:items-center sm:p-5',
          answered && 'border-primary/40',
        );
        return (
          <li key={conversation.id}>
            {hrefFor ? (
              <Link to={hrefFor(conversation)} className={look}>
                {content}
              </Link>
            ) : (
              <button type="button" onClick={() => onOpen?.(conversation)} className={look}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
