import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail, spanishDateTime } from './render';

/** The copy of the account's data is ready (issue 33): the link with its token, which only this e-mail carries. */
export async function sendDataExportReadyMail(db: Db, input: { to: string; userId: number; name: string; path: string; expiresAt: Date }): Promise<void> {
  const content = renderMail({
    title: 'Tu copia de datos está lista',
    paragraphs: [
      `Hola, ${input.name}:`,
      'Ya hemos preparado la copia de los datos de tu cuenta que pediste: perfil, direcciones, pedidos, devoluciones, facturas, opiniones, mensajes de soporte, avisos, consentimientos y sesiones, en un archivo ZIP.',
      `El enlace funciona hasta el ${spanishDateTime(input.expiresAt)}. No lo compartas: quien lo tenga puede descargar tus datos.`,
    ],
    closing: ['Si no la has pedido tú, cambia tu contraseña y escríbenos.'],
    action: { label: 'Descargar mis datos', path: input.path },
    footer: 'Tienda Diverso · Te escribimos porque pediste una copia de tus datos en Mi cuenta › Privacidad.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'data-export-ready', subject: 'Tu copia de datos está lista', ...content });
}
