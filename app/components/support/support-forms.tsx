import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { SupportConversation } from '@common/support/contracts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '@common/support/rules';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderShortDay } from '~/components/orders/order-format';
import { PhotoPicker } from './photo-picker';

/** Sends a form (the text fields and the photo) and resolves with the conversation as it is now. */
export type SendSupportForm = (form: FormData) => Promise<SupportConversation>;

/** The values as text fields of a multipart form; empty optional ones left out. */
function formDataOf(values: Record<string, string>, photo: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') form.append(key, value);
  if (photo) form.append('photo', photo);
  return form;
}

const nonEmpty = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** The forms' contracts (and zod) load at the first submit, not with the guest's page (issue 36). */
const loadContracts = () => import('@common/support/contracts');

interface ReplyFormProps {
  send: SendSupportForm;
  onSent: (conversation: SupportConversation) => void;
  /** 'Escribe aquí tu respuesta…' unless the screen says otherwise. */
  placeholder?: string;
  /** Said over the box when the conversation was resolved: writing opens it again. */
  reopens?: boolean;
}

/** A reply with an optional photo, under a conversation. */
export function SupportReplyBox({ send, onSent, placeholder = 'Escribe aquí tu respuesta…', reopens = false }: ReplyFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { field, submit, formRef, formError, isSaving, errorAt, clearError } = useFieldForm({
    initial: { message: '' },
    validate: async (values) => schemaErrors((await loadContracts()).SupportReplyForm, values),
    send: (values) => send(formDataOf(values, photo)),
    onSaved: (conversation) => {
      setPhoto(null);
      onSent(conversation);
      return { message: '' };
    },
    failureMessage: 'No hemos podido enviar tu mensaje. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label="Responder">
      {reopens ? <p className="text-sm text-muted">Esta conversación está resuelta. Si nos escribes, la volvemos a abrir.</p> : null}
      <TextAreaField label="Tu mensaje" rows={4} maxLength={SUPPORT_MESSAGE_MAX} placeholder={placeholder} required {...field('message')} />
      <PhotoPicker
        file={photo}
        onChange={(file) => {
          setPhoto(file);
          clearError('photo');
        }}
        error={errorAt('photo')}
        disabled={isSaving}
      />
      <FormError message={formError} />
      <div>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <Send aria-hidden="true" className="size-4" />
          {isSaving ? 'Enviando…' : 'Enviar mensaje'}
        </button>
      </div>
    </form>
  );
}

export interface OrderChoice {
  number: string;
  status_label: string;
  created_at: string;
}

export interface ReturnChoice {
  id: number;
  number: string;
  order_number: string;
}

interface NewConversationFormProps {
  send: SendSupportForm;
  onOpened: (conversation: SupportConversation) => void;
  /** The customer's orders, to say which one it is about; a guest's conversation is about the order they came with. */
  orders?: readonly OrderChoice[];
  /** The customer's returns (the choice shows only when there is one). */
  returns?: readonly ReturnChoice[];
  /** Beside the send button (Cancelar). */
  secondary?: ReactNode;
}

/** A new conversation: what it is about, a subject, the first message and an optional photo. */
export function NewConversationForm({ send, onOpened, orders, returns = [], secondary }: NewConversationFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { field, submit, formRef, formError, isSaving, errorAt, clearError } = useFieldForm({
    initial: { topic: '', subject: '', message: '', ...(orders ? { order_number: '' } : {}), ...(returns.length ? { return_id: '' } : {}) } as Record<string, string>,
    // The guest's fields (order number and e-mail) are added when the form is sent.
    validate: async (values) => schemaErrors((await loadContracts()).CustomerSupportOpenForm, nonEmpty(values)),
    send: (values) => send(formDataOf(values, photo)),
    onSaved: (conversation) => {
      setPhoto(null);
      onOpened(conversation);
    },
    failureMessage: 'No hemos podido enviar tu consulta. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="Nueva consulta">
      <SelectField label="¿De qué trata?" required {...field('topic')}>
        <option value="">Elige un tema</option>
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {SUPPORT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>
      {orders ? (
        <SelectField label="Pedido" hint={orders.length ? undefined : 'Aún no tienes pedidos: puedes escribirnos igualmente.'} {...field('order_number')}>
          <option value="">Ninguno en concreto</option>
          {orders.map((order) => (
            <option key={order.number} value={order.number}>
              {`${order.number} · ${formatOrderShortDay(order.created_at)} · ${order.status_label}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      {returns.length ? (
        <SelectField label="Devolución" {...field('return_id')}>
          <option value="">Ninguna</option>
          {returns.map((ret) => (
            <option key={ret.id} value={String(ret.id)}>
              {`${ret.number} · pedido ${ret.order_number}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField label="Asunto" className="sm:col-span-2" maxLength={150} placeholder="Por ejemplo: Cambio de talla del vestido" required {...field('subject')} />
      <TextAreaField
        label="Tu mensaje"
        className="sm:col-span-2"
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        placeholder="Cuéntanos qué ha pasado con el mayor detalle que puedas."
        required
        {...field('message')}
      />
      <div className="sm:col-span-2">
        <PhotoPicker
          file={photo}
          onChange={(file) => {
            setPhoto(file);
            clearError('photo');
          }}
          error={errorAt('photo')}
          disabled={isSaving}
        />
      </div>
      <FormError message={formError} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          <Send aria-hidden="true" className="size-4" />
          {isSaving ? 'Enviando…' : 'Enviar consulta'}
        </button>
        {secondary}
      </div>
    </form>
  );
}
