import { ArrowLeft, MessagesSquare, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { GuestSupportOverview, SupportConversation } from '@common/support/contracts';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { SupportConversationList } from './support-conversation-list';
import { SupportConversationView } from './support-conversation-view';
import { NewConversationForm } from './support-forms';

/** The form's contract (and zod) load when the guest reaches for it, not with the page (issue 36). */
const loadContracts = () => import('@common/support/contracts');

/** What proves a guest's right: the order's number and the e-mail it was made with. */
export interface GuestAccess {
  number: string;
  email: string;
}

type Step = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; conversation: SupportConversation };

const NOT_FOUND = 'No encontramos ninguna conversación con ese número de pedido y ese email.';

/** The proof as a JSON body. */
const proof = (access: GuestAccess) => ({ number: access.number, email: access.email });

/** The guest's proof added to a multipart form. */
function withAccess(form: FormData, access: GuestAccess): FormData {
  form.set('number', access.number);
  form.set('email', access.email);
  return form;
}

/**
 * Support for those who bought without an account: the order's number and e-mail open their
 * conversations (and a new one about that order). Nothing of it goes in the address: every call
 * sends the two again. With `access` given (the order lookup already has them) the form is skipped.
 */
export function GuestSupport({ access: given, headingLevel = 'h2' }: { access?: GuestAccess; headingLevel?: 'h2' | 'h3' }) {
  const [access, setAccess] = useState<GuestAccess | null>(given ?? null);
  const [overview, setOverview] = useState<GuestSupportOverview | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [loadError, setLoadError] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel;

  const accessForm = useFieldForm({
    initial: { number: '', email: '' },
    schema: async () => (await loadContracts()).GuestSupportAccessBody,
    send: async (values) => {
      const body = (await loadContracts()).GuestSupportAccessBody.parse(values);
      return { access: body, overview: (await api('POST /support/guest', { body })).data };
    },
    onSaved: (found) => {
      setAccess(found.access);
      setOverview(found.overview);
      setStep(found.overview.conversations.length ? { kind: 'list' } : { kind: 'new' });
    },
    describeFailure: (error) =>
      error instanceof ApiRequestError && error.status === 404
        ? { fieldErrors: {}, message: error.hasServerMessage ? error.message : NOT_FOUND }
        : formFailure(error, 'No hemos podido buscar tus conversaciones. Inténtalo de nuevo.'),
  });

  async function refresh(current: GuestAccess) {
    setLoadError(null);
    try {
      setOverview((await api('POST /support/guest', { body: proof(current) })).data);
    } catch (error) {
      setLoadError(error instanceof ApiRequestError && error.hasServerMessage ? error.message : 'No hemos podido cargar tus conversaciones. Inténtalo de nuevo.');
    }
  }

  // Access handed over by the order lookup: the conversations load straight away.
  useEffect(() => {
    if (given) void refresh(given);
  }, [given?.number, given?.email]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (overview && step.kind === 'list') resultRef.current?.focus();
  }, [overview, step.kind]);

  if (!access) {
    return (
      <form ref={accessForm.formRef} noValidate onSubmit={accessForm.submit} className="card grid gap-5 p-5 sm:grid-cols-2 sm:p-6" aria-label="Entrar en soporte sin cuenta">
        <TextField label="Número de pedido" placeholder="TD-2026-000123" autoCapitalize="characters" autoComplete="off" required {...accessForm.field('number')} />
        <TextField label="Email del pedido" type="email" autoComplete="email" inputMode="email" required {...accessForm.field('email')} />
        <FormError message={accessForm.formError} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={accessForm.isSaving}>
            {accessForm.isSaving ? 'Buscando…' : 'Ver mis conversaciones'}
          </button>
        </div>
      </form>
    );
  }

  const current = access;
  const back = (
    <button type="button" onClick={() => setStep({ kind: 'list' })} className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Todas tus conversaciones
    </button>
  );

  if (step.kind === 'thread') {
    const id = step.conversation.id;
    return (
      <div className="grid gap-4">
        {back}
        <SupportConversationView
          conversation={step.conversation}
          sendReply={async (form) => (await api('POST /support/guest/conversations/{id}/messages', { params: { id }, form: withAccess(form, current) })).data}
          resolve={async () => (await api('POST /support/guest/conversations/{id}/resolve', { params: { id }, body: proof(current) })).data}
          onChange={(conversation) => {
            setStep({ kind: 'thread', conversation });
            void refresh(current);
          }}
        />
      </div>
    );
  }

  if (step.kind === 'new') {
    return (
      <div className="grid gap-4">
        {overview?.conversations.length ? back : null}
        <section aria-labelledby="nueva-consulta-invitada" className="card p-5 sm:p-6">
          <Heading id="nueva-consulta-invitada" className="font-display text-xl font-semibold tracking-tight">
            Nueva consulta sobre el pedido {overview?.order_number ?? current.number}
          </Heading>
          <p className="mt-1.5 mb-6 text-sm text-muted">Te responderemos aquí y te avisaremos por email a {current.email}.</p>
          <NewConversationForm
            send={async (form) => (await api('POST /support/guest/conversations', { form: withAccess(form, current) })).data}
            onOpened={(conversation) => {
              setStep({ kind: 'thread', conversation });
              void refresh(current);
            }}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading ref={resultRef} tabIndex={-1} className="font-display text-xl font-semibold tracking-tight focus:outline-none">
            {overview ? `Hola, ${overview.customer_name}` : 'Tus conversaciones'}
          </Heading>
          <p className="mt-1 text-sm text-muted">Conversaciones con el email del pedido {overview?.order_number ?? current.number}.</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setStep({ kind: 'new' })}>
          <Plus aria-hidden="true" className="size-4" />
          Nueva consulta
        </button>
      </div>
      {loadError ? <FormError message={loadError} /> : null}
      {!overview && !loadError ? (
        <p role="status" className="text-sm text-muted">
          Cargando tus conversaciones…
        </p>
      ) : null}
      {overview && overview.conversations.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
          <MessagesSquare aria-hidden="true" className="size-7 text-primary" strokeWidth={1.5} />
          <p className="font-semibold">Aún no nos has escrito sobre este pedido</p>
          <p className="max-w-md text-sm text-muted">Cuéntanos qué necesitas: un cambio de talla, un paquete que no llega, una duda sobre una prenda.</p>
        </div>
      ) : null}
      {overview && overview.conversations.length > 0 ? (
        <SupportConversationList
          label="Tus conversaciones"
          conversations={overview.conversations}
          onOpen={(summary) =>
            void api('POST /support/guest/conversations/{id}/view', { params: { id: summary.id }, body: proof(current) })
              .then((reply) => setStep({ kind: 'thread', conversation: reply.data }))
              .catch(() => setLoadError('No hemos podido abrir esa conversación. Inténtalo de nuevo.'))
          }
        />
      ) : null}
    </div>
  );
}
