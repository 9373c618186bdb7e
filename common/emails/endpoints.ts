import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { EmailDetail, EmailListQuery, EmailPage } from './contracts';

const TAG = 'Admin · Emails';

/** The store's e-mails (the outbox), for staff. */
export const adminEmailEndpoints = defineEndpoints({
  'GET /admin/emails': {
    operationId: 'listAdminEmails',
    tag: TAG,
    access: 'admin',
    permission: 'emails.view',
    summary: 'Los emails que envía la tienda, paginados',
    description:
      'Cada email que la tienda ha enviado o tiene en cola (confirmaciones y avisos de pedidos, avisos de la cuenta), los más recientes primero, con su estado: enviado, en cola (sin SMTP_URL se quedan aquí) o error. Se busca por destinatario o asunto y se filtra por tipo y estado.',
    query: EmailListQuery,
    reply: Success(EmailPage),
  },
  'GET /admin/emails/{id}': {
    operationId: 'getAdminEmail',
    tag: TAG,
    access: 'admin',
    permission: 'emails.view',
    summary: 'Un email con su HTML y su texto',
    description: 'El email tal como se envía: destinatario, asunto, estado, la versión HTML y la de texto.',
    params: IdParam,
    reply: Success(EmailDetail),
    errors: [404],
  },
});
