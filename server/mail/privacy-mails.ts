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

/** The last e-mail of a deleted account (issue 33), to the address it had: what went, what the law keeps. */
export async function sendAccountDeletedMail(db: Db, input: { to: string; userId: number; name: string }): Promise<void> {
  const content = renderMail({
    title: 'Hemos eliminado tu cuenta',
    paragraphs: [
      `Hola, ${input.name}:`,
      'Como pediste, hemos eliminado tu cuenta de Tienda Diverso: tus datos personales se han borrado o anonimizado, tus sesiones se han cerrado y no volverás a recibir avisos ni recordatorios.',
      'La ley nos obliga a conservar tus facturas y sus registros VERI*FACTU, y los pedidos durante los plazos fiscales, sin tus datos de contacto.',
    ],
    closing: ['Si no lo has pedido tú, escríbenos cuanto antes respondiendo a este email.', 'Gracias por haber comprado con nosotros.'],
    footer: 'Tienda Diverso · Este es el último email que te enviamos sobre tu cuenta.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'account-deleted', subject: 'Hemos eliminado tu cuenta', ...content });
}
