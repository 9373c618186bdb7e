import clsx from 'clsx';
import { ArrowLeft, CheckCircle2, ExternalLink, Lock, Package, Send, Undo2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { formatPrice } from '@common/money';
import { AdminSupportMessageBody, type AdminSupportConversation } from '@common/support/contracts';
import { SUPPORT_MESSAGE_MAX } from '@common/support/rules';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderDateTime, formatOrderShortDay } from '~/components/orders/order-format';
import { SupportStatusBadge } from '~/components/support/support-status-badge';
import { SupportThread } from '~/components/support/support-thread';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { Placeholder } from '../kit/detail-route';
import { ADMIN_SUPPORT_PATH } from './admin-support-inbox';

interface AdminSupportThreadProps {
  conversation: AdminSupportConversation;
  me: Pick<AuthUser, 'id' | 'name'>;
}

/** One support conversation in the back-office: the thread with internal notes, the reply box, and the customer beside it. */
export function AdminSupportThread({ conversation: initial, me }: AdminSupportThreadProps) {
  const [conversation, setConversation] = useState(initial);
  const [closing, setClosing] = useState(false);
  const { show } = useAlertDialog();

  async function close() {
    const answer = await show({
      type: 'info',
      title: '¿Cerrar la conversación?',
      message: 'Quedará como resuelta. Si la clienta vuelve a escribir, se abrirá de nuevo.',
      confirmText: 'Cerrar conversación',
      cancelText: 'Volver',
    });
    if (answer !== 'confirm') return;
    setClosing(true);
    try {
      setConversation((await api('POST /admin/support/{id}/close', { params: { id: conversation.id } })).data);
      toast({ message: 'Conversación cerrada.', type: 'success' });
    } catch (error) {
      toast({ message: apiErrorMessage(error, 'No se pudo cerrar la conversación.'), type: 'error' });
    } finally {
      setClosing(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_SUPPORT_PATH} className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a la bandeja
      </Link>
      <AdminPageHeader
        eyebrow={`Soporte · ${conversation.topic_label}`}
        title={conversation.subject}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <SupportStatusBadge status={conversation.status} audience="staff" />
            <span>Abierta el {formatOrderDateTime(conversation.created_at)}</span>
            {conversation.order_number ? <span>· Pedido {conversation.order_number}</span> : null}
            {conversation.return_number ? <span>· Devolución {conversation.return_number}</span> : null}
          </span>
        }
        actions={
          conversation.can_close ? (
            <button type="button" className="btn-secondary" onClick={() => void close()} disabled={closing}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {closing ? 'Cerrando…' : 'Cerrar conversación'}
            </button>
          ) : undefined
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="support-thread-title" className="card p-5 sm:p-6">
            <h2 id="support-thread-title" className="mb-5 font-display text-lg font-semibold tracking-tight">
              Conversación
            </h2>
            <SupportThread messages={conversation.messages} viewer="staff" labelledBy="support-thread-title" />
          </section>
          <Composer conversation={conversation} onSaved={setConversation} />
        </div>

        <aside aria-label="La clienta" className="flex flex-col gap-6">
          <CustomerCard conversation={conversation} />
          <AssignCard conversation={conversation} me={me} onSaved={setConversation} />
          <RelatedCard conversation={conversation} />
        </aside>
      </div>
    </div>
  );
}

function Composer({ conversation, onSaved }: { conversation: AdminSupportConversation; onSaved: (conversation: AdminSupportConversation) => void }) {
  const [internal, setInternal] = useState(false);
  const { field, submit, formRef, formError, isSaving } = useFieldForm({
    initial: { message: '' },
    schema: AdminSupportMessageBody,
    send: (values) => api('POST /admin/support/{id}/messages', { params: { id: conversation.id }, body: { message: values.message, internal } }),
    onSaved: (reply) => {
      onSaved(reply.data);
      toast({ message: internal ? 'Nota guardada: solo la ve el equipo.' : `Respuesta enviada. ${conversation.customer_name} la recibirá también por email.`, type: 'success' });
      return { message: '' };
    },
    failureMessage: 'No se pudo enviar. Inténtalo de nuevo.',
  });
  const modes = [
    { value: false, label: 'Responder a la clienta', icon: Send },
    { value: true, label: 'Nota interna', icon: Lock },
  ];
  return (
    <section aria-labelledby="support-composer-title" className={clsx('card p-5 sm:p-6', internal && 'border-dashed border-warning/60')}>
      <h2 id="support-composer-title" className="font-display text-lg font-semibold tracking-tight">
        {internal ? 'Nota interna' : 'Responder'}
      </h2>
      <div role="radiogroup" aria-label="Qué escribes" className="mt-4 inline-flex rounded-full border border-line bg-surface-muted/60 p-1">
        {modes.map(({ value, label, icon: Icon }) => (
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={internal === value}
            onClick={() => setInternal(value)}
            className={clsx(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium transition-colors',
              internal === value ? 'bg-surface text-fg shadow-xs ring-1 ring-line' : 'text-muted hover:text-fg',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <TextAreaField
          label={internal ? 'Nota para el equipo' : 'Tu respuesta'}
          hint={
            internal
              ? 'Solo la ve el equipo: la clienta nunca la lee y no se envía por email.'
              : `Le llegará a ${conversation.email} con un enlace a la conversación, y la conversación pasará a esperar su respuesta.`
          }
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          required
          {...field('message')}
        />
        <FormError message={formError} />
        <button type="submit" className={internal ? 'btn-secondary w-fit' : 'btn-primary w-fit'} disabled={isSaving}>
          {internal ? <Lock aria-hidden="true" className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          {isSaving ? 'Enviando…' : internal ? 'Guardar nota' : 'Enviar respuesta'}
        </button>
      </form>
    </section>
  );
}

function CustomerCard({ conversation }: { conversation: AdminSupportConversation }) {
  return (
    <section aria-labelledby="support-customer-title" className="card p-5">
      <h2 id="support-customer-title" className="flex items-center gap-2 font-display text-lg font-semibold tracking-tight">
        <UserRound aria-hidden="true" className="size-5 text-primary" />
        Clienta
      </h2>
      <p className="mt-3 font-semibold text-fg">{conversation.customer_name}</p>
      <p className="text-sm break-all text-muted">{conversation.email}</p>
      {conversation.user_id !== null ? (
        <Link to={`/admin/users/${conversation.user_id}`} className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
          Ver su cuenta
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </Link>
      ) : (
        <p className="mt-3 text-sm text-muted">Compró sin cuenta: entra con su número de pedido y su email.</p>
      )}
    </section>
  );
}

function AssignCard({ conversation, me, onSaved }: { conversation: AdminSupportConversation; me: Pick<AuthUser, 'id' | 'name'>; onSaved: (conversation: AdminSupportConversation) => void }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = conversation.assigned_to?.id ?? null;

  async function assign(userId: number | null) {
    setSaving(true);
    setError(null);
    try {
      const reply = await api('POST /admin/support/{id}/assign', { params: { id: conversation.id }, body: { user_id: userId } });
      onSaved(reply.data);
      toast({ message: reply.data.assigned_to ? `Asignada a ${reply.data.assigned_to.name}.` : 'La conversación queda sin asignar.', type: 'success' });
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo asignar la conversación.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="support-assign-title" className="card p-5">
      <h2 id="support-assign-title" className="font-display text-lg font-semibold tracking-tight">
        Quién la atiende
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <SelectField label="Asignada a" value={current === null ? '' : String(current)} disabled={saving} onChange={(event) => void assign(event.target.value ? Number(event.target.value) : null)} optionalText={null}>
          <option value="">Sin asignar</option>
          {conversation.assignable.map((member) => (
            <option key={member.id} value={member.id}>
              {member.id === me.id ? `${member.name} (tú)` : member.name}
            </option>
          ))}
        </SelectField>
        {current !== me.id && conversation.assignable.some((member) => member.id === me.id) ? (
          <button type="button" className="btn-secondary w-fit" onClick={() => void assign(me.id)} disabled={saving}>
            Asignármela
          </button>
        ) : null}
        <FormError message={error} />
      </div>
    </section>
  );
}

function RelatedCard({ conversation }: { conversation: AdminSupportConversation }) {
  return (
    <section aria-labelledby="support-related-title" className="card p-5">
      <h2 id="support-related-title" className="font-display text-lg font-semibold tracking-tight">
        Pedidos y devoluciones
      </h2>
      <h3 className="mt-4 flex items-center gap-1.5 text-sm font-semibold text-fg">
        <Package aria-hidden="true" className="size-4 text-muted" />
        Pedidos
      </h3>
      {conversation.orders.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No tiene pedidos.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {conversation.orders.map((order) => (
            <li key={order.id} className={clsx('flex items-center justify-between gap-3 py-2 text-sm', order.number === conversation.order_number && 'font-semibold')}>
              <span className="min-w-0">
                <Link to={`/admin/orders/${order.id}`} className="text-fg tabular-nums hover:text-primary hover:underline">
                  {order.number}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {formatOrderShortDay(order.created_at)} · {order.status_label}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{formatPrice(order.total)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 flex items-center gap-1.5 text-sm font-semibold text-fg">
        <Undo2 aria-hidden="true" className="size-4 text-muted" />
        Devoluciones
      </h3>
      {conversation.returns.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No tiene devoluciones.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {conversation.returns.map((ret) => (
            <li key={ret.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <Link to={`/admin/returns/${ret.id}`} className="text-fg tabular-nums hover:text-primary hover:underline">
                  {ret.number}
                </Link>
                <span className="block text-xs text-muted">
                  {formatOrderShortDay(ret.requested_at)} · pedido {ret.order_number}
                </span>
              </span>
              <span className="shrink-0 text-xs text-muted">{ret.status_label}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The loading screen's blocks of a conversation, in the shape the page takes. */
export function SupportThreadSkeleton() {
  return (
    <>
      <Placeholder className="h-8 w-64 rounded bg-surface-muted" />
      <Placeholder className="card h-64" />
    </>
  );
}
