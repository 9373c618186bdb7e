import { customerConversationPath, GUEST_SUPPORT_PATH } from '../../common/support/rules';
import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail } from './render';

/** The longest part of a reply quoted in the e-mail; the whole text waits in the conversation. */
const QUOTE_MAX = 600;

/**
 * To the customer, when staff answer a conversation (never for an internal note): who answered,
 * the start of the answer, and the way back to the conversation — the account's support page, or
 * for a guest the contact page, where the order number and e-mail open it again.
 */
export async function sendSupportReplyMail(
  db: Db,
  input: { conversationId: number; userId: number | null; to: string; customerName: string; subject: string; staffName: string; body: string },
): Promise<void> {
  const quoted = input.body.length > QUOTE_MAX ? `${input.body.slice(0, QUOTE_MAX).trimEnd()}…` : input.body;
  const guest = input.userId === null;
  const subject = `Te hemos respondido: ${input.subject}`;
  const content = renderMail({
    title: 'Tienes una respuesta del equipo',
    paragraphs: [
      `Hola, ${input.customerName}:`,
      `${input.staffName} ha respondido a tu consulta «${input.subject}».`,
    ],
    sections: [{ heading: 'Su respuesta', rows: [{ label: quoted }] }],
    closing: [
      guest
        ? 'Para leerla entera y contestar, entra en la página de contacto con tu número de pedido y el email con el que lo hiciste.'
        : 'Para leerla entera y contestar, entra en tu cuenta: la conversación te espera en Soporte.',
    ],
    action: { label: 'Ver la conversación', path: guest ? GUEST_SUPPORT_PATH : customerConversationPath(input.conversationId) },
    footer: 'Tienda Diverso · Atención al cliente. Responde desde la conversación para que todo quede en un mismo sitio.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'support-reply', subject, ...content });
}
