import {
  accountLinkPath,
  EMAIL_CONFIRM_PATH,
  EMAIL_UNDO_PATH,
  FORGOT_PASSWORD_PATH,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_PASSWORD_PATH,
} from '../../common/auth/account-links';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail, spanishDateTime } from './render';

/**
 * To the OLD address, once the new one is confirmed: whoever lost the account can put the old
 * address back with the undo link (`EMAIL_UNDO_TTL_DAYS`), which also ends every session.
 */
export async function sendEmailChangedMail(
  db: Db,
  input: { userId: number; name: string; oldEmail: string; newEmail: string; when: Date; undoToken: string; undoUntil: Date },
): Promise<void> {
  const { support_email: supportEmail } = await readStoreSettings(db);
  const subject = 'Tu correo de Tienda Diverso ha cambiado';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `El ${spanishDateTime(input.when)} se confirmó el cambio del email de tu cuenta de ${input.oldEmail} a ${input.newEmail}. Desde ahora los avisos de la cuenta llegarán a la dirección nueva.`,
      `Si no has sido tú, deshaz el cambio con el botón de abajo antes del ${spanishDateTime(input.undoUntil)}: tu cuenta volverá a esta dirección y cerraremos todas sus sesiones. El enlace sirve una sola vez.`,
      `Si tienes cualquier duda, escríbenos a ${supportEmail} desde esta dirección.`,
    ],
    action: { label: 'No he sido yo: deshacer el cambio', path: accountLinkPath(EMAIL_UNDO_PATH, input.undoToken) },
  });
  await sendMail(db, { to: input.oldEmail, userId: input.userId, kind: 'email-changed', subject, ...body });
}

/** To the NEW address: the link that makes the change happen (the account keeps its address until then). */
export async function sendEmailChangeConfirmMail(
  db: Db,
  input: { userId: number; name: string; newEmail: string; token: string; expiresAt: Date },
): Promise<void> {
  const subject = 'Confirma tu nuevo email de Tienda Diverso';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `Has pedido que tu cuenta de Tienda Diverso use esta dirección, ${input.newEmail}. Hasta que lo confirmes, la cuenta sigue con su email de siempre.`,
      `El enlace sirve una sola vez, hasta el ${spanishDateTime(input.expiresAt)}. Si pides otro cambio, este deja de servir.`,
      'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    ],
    action: { label: 'Confirmar mi nuevo email', path: accountLinkPath(EMAIL_CONFIRM_PATH, input.token) },
  });
  await sendMail(db, { to: input.newEmail, userId: input.userId, kind: 'email-change-confirm', subject, ...body });
}

/**
 * To a new address that already has an account: no link (one address, one account), and the
 * person asking is answered exactly as for any other address.
 */
export async function sendEmailTakenMail(db: Db, input: { ownerId: number; email: string }): Promise<void> {
  const subject = 'Ya tienes una cuenta en Tienda Diverso con este email';
  const body = renderMail({
    title: subject,
    paragraphs: [
      'Hola:',
      `Alguien ha pedido usar esta dirección, ${input.email}, en otra cuenta de Tienda Diverso. Como ya hay una cuenta con ella, no hemos cambiado nada.`,
      'Si has sido tú y no recuerdas la contraseña de la cuenta que ya tienes, puedes elegir una nueva. Si no, ignora este correo.',
    ],
    action: { label: 'Elegir una contraseña nueva', path: FORGOT_PASSWORD_PATH },
  });
  await sendMail(db, { to: input.email, userId: input.ownerId, kind: 'email-change-taken', subject, ...body });
}

/** To the address an undo put back: the sessions are closed, and whoever changed it may know the password. */
export async function sendEmailRestoredMail(db: Db, input: { userId: number; name: string; email: string; when: Date }): Promise<void> {
  const subject = 'Tu cuenta vuelve a usar este email';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `El ${spanishDateTime(input.when)} deshiciste el cambio de email: tu cuenta de Tienda Diverso vuelve a usar ${input.email} y hemos cerrado todas sus sesiones.`,
      'Si no cambiaste tú el email, elige ahora una contraseña nueva: quien lo cambió podría conocer la de antes.',
    ],
    action: { label: 'Elegir una contraseña nueva', path: FORGOT_PASSWORD_PATH },
  });
  await sendMail(db, { to: input.email, userId: input.userId, kind: 'email-restored', subject, ...body });
}

/**
 * The reset e-mail, rendered before the store knows whether the address has an account (the same
 * work either way), so it greets nobody by name.
 */
export function passwordResetMail(input: { token: string; expiresAt: Date }): { subject: string; html: string; text: string } {
  const subject = 'Elige una contraseña nueva para Tienda Diverso';
  const body = renderMail({
    title: subject,
    paragraphs: [
      'Hola:',
      'Alguien (esperamos que tú) ha pedido elegir una contraseña nueva para la cuenta de Tienda Diverso de esta dirección.',
      `El enlace sirve una sola vez, hasta el ${spanishDateTime(input.expiresAt)} (${PASSWORD_RESET_TTL_MINUTES} minutos). Si pides otro, este deja de servir.`,
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    ],
    action: { label: 'Elegir una contraseña nueva', path: accountLinkPath(RESET_PASSWORD_PATH, input.token) },
  });
  return { subject, ...body };
}

/** After a reset: every session was closed; whoever did not ask for it can take the account back the same way. */
export async function sendPasswordChangedMail(db: Db, input: { userId: number; name: string; email: string; when: Date }): Promise<void> {
  const { support_email: supportEmail } = await readStoreSettings(db);
  const subject = 'Tu contraseña ha cambiado';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `El ${spanishDateTime(input.when)} se eligió una contraseña nueva para tu cuenta de Tienda Diverso con el enlace que te enviamos. Hemos cerrado todas las sesiones abiertas: entra de nuevo con la contraseña nueva.`,
      `Si no has sido tú, pide ahora otro enlace para elegir una contraseña y escríbenos a ${supportEmail}.`,
    ],
    action: { label: 'Entrar en mi cuenta', path: '/login' },
  });
  await sendMail(db, { to: input.email, userId: input.userId, kind: 'password-changed', subject, ...body });
}

/** To the owner, once a window, when the failed sign-ins for the account pass the threshold. */
export async function sendLoginFailuresMail(
  db: Db,
  input: { userId: number; name: string; email: string; when: Date; failures: number },
): Promise<void> {
  const subject = 'Intentos de acceso fallidos en tu cuenta';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `Alguien ha intentado entrar en tu cuenta ${input.failures} veces con una contraseña equivocada (el último intento, el ${spanishDateTime(input.when)}).`,
      'Tu cuenta no está bloqueada: tú sigues entrando desde los dispositivos y redes que ya usas, y a quien prueba desde otra dirección le hacemos esperar antes de cada nuevo intento.',
      'Si no has sido tú, no hace falta hacer nada más, pero te recomendamos cambiar la contraseña por una larga y que no uses en otras webs.',
    ],
    action: { label: 'Revisar la seguridad de mi cuenta', path: '/user/security' },
  });
  await sendMail(db, { to: input.email, userId: input.userId, kind: 'login-failures', subject, ...body });
}

/**
 * To the owner whenever their second factor changes (issue 33): an app or a passkey added or
 * removed, new recovery codes, or staff resetting it. Whoever did not do it learns at once.
 */
export async function sendSecondFactorChangedMail(
  db: Db,
  input: { userId: number; name: string; email: string; when: Date; change: string; byStaff?: boolean },
): Promise<void> {
  const { support_email: supportEmail } = await readStoreSettings(db);
  const subject = 'Cambio en la verificación en dos pasos de tu cuenta';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `El ${spanishDateTime(input.when)}: ${input.change}`,
      input.byStaff
        ? 'Lo ha hecho el equipo de la tienda, porque nos pediste ayuda para volver a entrar. Hemos cerrado tus sesiones: al entrar de nuevo con tu contraseña podrás configurar una app o una llave de acceso.'
        : 'Si has sido tú, no hace falta hacer nada.',
      `Si no lo reconoces, cambia tu contraseña y escríbenos a ${supportEmail} cuanto antes.`,
    ],
    action: { label: 'Revisar la seguridad de mi cuenta', path: '/user/security' },
  });
  await sendMail(db, { to: input.email, userId: input.userId, kind: 'second-factor-changed', subject, ...body });
}
