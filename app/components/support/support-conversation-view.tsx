import { CheckCircle2, Package, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SupportConversation } from '@common/support/contracts';
import { FormError } from '~/components/forms/form-error';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { apiErrorMessage } from '~/lib/api/errors';
import { SupportReplyBox, type SendSupportForm } from './support-forms';
import { SupportStatusBadge } from './support-status-badge';
import { SupportThread } from './support-thread';

interface SupportConversationViewProps {
  conversation: SupportConversation;
  sendReply: SendSupportForm;
  resolve: () => Promise<SupportConversation>;
  /** The conversation after a reply or after it was resolved. */
  onChange: (conversation: SupportConversation) => void;
  /** Where the order it is about opens (the customer's order page); a guest sees the number only. */
  orderHref?: (number: string) => string;
}

/** One conversation as the customer (or a guest) reads it: what it is about, the messages, a reply and 'resolved'. */
export function SupportConversationView({ conversation, sendReply, resolve, onChange, orderHref }: SupportConversationViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `conversacion-${conversation.id}`;

  // A conversation opened (or just created) takes the focus, so it is read from its subject.
  useEffect(() => {
    headingRef.current?.focus();
  }, [conversation.id]);

  async function markResolved() {
    setResolving(true);
    setError(null);
    try {
      onChange(await resolve());
    } catch (err) {
      setError(apiErrorMessage(err, 'No hemos podido marcarla como resuelta. Inténtalo de nuevo.'));
    } finally {
      setResolving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="card overflow-hidden">
      <header className="flex flex-col gap-3 border-b border-line p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{conversation.topic_label}</p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 font-display text-xl font-semibold tracking-tight text-balance focus:outline-none">
            {conversation.subject}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            <SupportStatusBadge status={conversation.status} />
            {conversation.order_number ? (
              <span className="inline-flex items-center gap-1.5">
                <Package aria-hidden="true" className="size-4" />
                {orderHref ? (
                  <Link to={orderHref(conversation.order_number)} className="font-medium text-fg underline-offset-4 hover:underline">
                    Pedido {conversation.order_number}
                  </Link>
                ) : (
                  <>Pedido {conversation.order_number}</>
                )}
              </span>
            ) : null}
            {conversation.return_number ? (
              <span className="inline-flex items-center gap-1.5">
                <Undo2 aria-hidden="true" className="size-4" />
                Devolución {conversation.return_number}
              </span>
            ) : null}
            <span>Abierta el {formatOrderDateTime(conversation.created_at)}</span>
          </div>
        </div>
        {conversation.can_resolve ? (
          <button type="button" className="btn-secondary shrink-0" onClick={() => void markResolved()} disabled={resolving}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {resolving ? 'Guardando…' : 'Ya está resuelta'}
          </button>
        ) : null}
      </header>
      <div className="bg-surface-muted/40 p-5 sm:p-6">
        {conversation.status === 'waiting_customer' ? (
          <p role="status" className="mb-5 rounded-xl border border-warning/30 bg-warning/8 px-4 py-3 text-sm text-fg">
            Te hemos respondido. Si con eso queda todo claro, márcala como resuelta; si no, contéstanos aquí abajo.
          </p>
        ) : null}
        <FormError message={error} className="mb-4" />
        <SupportThread messages={conversation.messages} viewer="customer" labelledBy={headingId} />
      </div>
      <div className="border-t border-line p-5 sm:p-6">
        <SupportReplyBox send={sendReply} onSent={onChange} reopens={conversation.status === 'resolved'} />
      </div>
    </section>
  );
}
