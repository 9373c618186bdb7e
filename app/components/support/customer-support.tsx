import { ArrowLeft, MessagesSquare, Plus } from 'lucide-react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { SupportConversation, SupportOverview } from '@common/support/contracts';
import { AccountPage, SectionCard } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { SupportContacts } from '~/components/account/support-contacts';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { SupportConversationList } from './support-conversation-list';
import { SupportConversationView } from './support-conversation-view';
import { NewConversationForm } from './support-forms';

export const CUSTOMER_SUPPORT_PATH = '/user/support';
export const conversationHref = (id: number) => `${CUSTOMER_SUPPORT_PATH}?c=${id}`;
const NEW_HREF = `${CUSTOMER_SUPPORT_PATH}?nueva=1`;

export const SUPPORT_SCREEN = {
  eyebrow: 'Ayuda',
  title: 'Soporte',
  description: 'Escríbenos sobre un pedido, una devolución o una talla. Te responde una persona del equipo, aquí mismo y por email.',
};

export type CustomerSupportView = { kind: 'list' } | { kind: 'new' } | { kind: 'thread'; conversation: SupportConversation } | { kind: 'missing' };

/** /user/support: the customer's conversations, a new one, or one of them; the ways to reach the team below. */
export function CustomerSupport({ overview, view }: { overview: SupportOverview; view: CustomerSupportView }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const back = (
    <Link to={CUSTOMER_SUPPORT_PATH} className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Todas tus conversaciones
    </Link>
  );

  let body;
  if (view.kind === 'thread') {
    const id = view.conversation.id;
    body = (
      <div className="grid gap-4">
        {back}
        <SupportConversationView
          conversation={view.conversation}
          sendReply={async (form) => (await api('POST /user/support/{id}/messages', { params: { id }, form })).data}
          resolve={async () => (await api('POST /user/support/{id}/resolve', { params: { id } })).data}
          onChange={(conversation) => {
            if (conversation.status === 'resolved') toast({ message: 'Nos alegra que esté resuelta. Si necesitas algo más, escríbenos cuando quieras.', type: 'success' });
            void revalidator.revalidate();
          }}
          orderHref={(number) => `/user/orders/${number}`}
        />
      </div>
    );
  } else if (view.kind === 'new') {
    body = (
      <div className="grid gap-4">
        {back}
        <SectionCard id="nueva-consulta" title="Nueva consulta" description="Cuanto más nos cuentes, antes podremos ayudarte. Si es sobre un pedido, elígelo: así lo vemos todo junto.">
          <NewConversationForm
            orders={overview.orders}
            returns={overview.returns}
            send={async (form) => (await api('POST /user/support', { form })).data}
            onOpened={(conversation) => {
              toast({ message: 'Hemos recibido tu consulta. Te avisaremos por email cuando te respondamos.', type: 'success' });
              void navigate(conversationHref(conversation.id));
            }}
            secondary={
              <Link to={CUSTOMER_SUPPORT_PATH} className="btn-secondary">
                Cancelar
              </Link>
            }
          />
        </SectionCard>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        {view.kind === 'missing' ? (
          <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
            No encontramos esa conversación en tu cuenta. Aquí tienes todas las tuyas.
          </p>
        ) : null}
        {overview.conversations.length === 0 ? (
          <EmptyState
            icon={MessagesSquare}
            title="Aún no nos has escrito"
            description="Cuando abras una consulta, aquí verás la conversación entera, con nuestras respuestas y en qué punto está."
            action={{ label: 'Escribir al equipo', to: NEW_HREF }}
          />
        ) : (
          <SupportConversationList label="Tus conversaciones" conversations={overview.conversations} hrefFor={(conversation) => conversationHref(conversation.id)} />
        )}
      </div>
    );
  }

  return (
    <AccountPage
      {...SUPPORT_SCREEN}
      actions={
        view.kind === 'list' || view.kind === 'missing' ? (
          <Link to={NEW_HREF} className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Nueva consulta
          </Link>
        ) : undefined
      }
    >
      {body}
      <section aria-labelledby="otras-vias" className="mt-12 border-t border-line pt-10">
        <h2 id="otras-vias" className="font-display text-xl font-semibold tracking-tight">
          Otras formas de contactar
        </h2>
        <p className="mt-1.5 mb-6 text-sm text-muted">Si lo prefieres, también nos encuentras por email y por teléfono.</p>
        <SupportContacts />
      </section>
    </AccountPage>
  );
}
