import { readStoreSettings } from '../api/settings/settings-service';
import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail, spanishDateTime } from './render';

/** To the OLD address, after the account's e-mail changed: whoever lost the account can react. */
export async function sendEmailChangedMail(
  db: Db,
  input: { userId: number; name: string; oldEmail: string; newEmail: string; when: Date },
): Promise<void> {
  const { support_email: supportEmail } = await readStoreSettings(db);
  const subject = 'Tu correo de Tienda Diverso ha cambiado';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hola, ${input.name}:`,
      `El ${spanishDateTime(input.when)} se cambió el email de tu cuenta de ${input.oldEmail} a ${input.newEmail}. Desde ahora los avisos de la cuenta llegarán a la dirección nueva.`,
      `Si no has sido tú, escríbenos cuanto antes a ${supportEmail} desde esta dirección y revisa tus sesiones abiertas.`,
    ],
    action: { label: 'Revisar la seguridad de mi cuenta', path: '/user/security' },
  });
  await sendMail(db, { to: input.oldEmail, userId: input.userId, kind: 'email-changed', subject, ...body });
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
