import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Message, Success } from '../api/replies';
import { AuthReply } from '../auth/contracts';
import { IdParam } from '../query-params';
import {
  PasskeyCreateBody,
  PasskeyCreated,
  PasskeySetupOptions,
  PasskeySignInBody,
  PasskeySignInOptions,
  PasswordConfirmBody,
  RecoveryCodes,
  SecondFactorEnrolled,
  SecondFactorSignInBody,
  SecondFactorStatus,
  SIGN_IN_CHALLENGE_MAX_FAILURES,
  SIGN_IN_CHALLENGE_MINUTES,
  TotpConfirmBody,
  TotpSetup,
} from './contracts';

const signIn = { tag: 'Auth', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const account = { tag: 'Segundo factor', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

const PASSWORD_AGAIN = 'Pide la contraseña actual (422 en `current_password` si no es).';

/** Two-factor sign-in and passkeys (issue 33). */
export const secondFactorEndpoints = defineEndpoints({
  'POST /login/second-factor': {
    ...signIn,
    operationId: 'completeSecondFactorSignIn',
    summary: 'Termina de entrar con el segundo factor',
    description: `Tras una contraseña correcta de una cuenta con segundo factor (POST /login respondió \`second_factor_required\`): el paso pendiente y un código de la app (no se acepta dos veces el mismo), un código de recuperación (de un solo uso) o una llave de acceso. Abre la sesión. El paso vale ${SIGN_IN_CHALLENGE_MINUTES} minutos y ${SIGN_IN_CHALLENGE_MAX_FAILURES} códigos equivocados; los fallos también se cuentan por cuenta e IP (429 con Retry-After) y quedan en el registro de auditoría y en la seguridad de la cuenta.`,
    body: SecondFactorSignInBody,
    reply: AuthReply,
    errors: [429],
  },
  'POST /login/passkey/options': {
    ...signIn,
    operationId: 'startPasskeySignIn',
    summary: 'Empieza a entrar con una llave de acceso',
    description: `Las opciones para navigator.credentials.get() (el navegador ofrece las llaves de la tienda que tenga) y el paso que las acompaña, válido ${SIGN_IN_CHALLENGE_MINUTES} minutos. Limitado por IP (429).`,
    reply: PasskeySignInOptions,
    errors: [429],
  },
  'POST /login/passkey': {
    ...signIn,
    operationId: 'completePasskeySignIn',
    summary: 'Entra con una llave de acceso, sin contraseña',
    description: 'El paso de POST /login/passkey/options y la respuesta del navegador. La llave cuenta como los dos factores (se pide verificación de la persona: huella, cara o PIN). 422 si no es una llave de una cuenta activa o la firma no vale. Limitado por IP (429).',
    body: PasskeySignInBody,
    reply: AuthReply,
    errors: [429],
  },
  'GET /user/second-factor': {
    ...account,
    operationId: 'getMySecondFactor',
    summary: 'Mi segundo factor',
    description: 'Si tu rol lo exige, qué tienes (app, códigos de recuperación que quedan, llaves de acceso), si esta sesión se abrió con él y la actividad reciente.',
    reply: Success(SecondFactorStatus),
  },
  'POST /user/second-factor/totp': {
    ...account,
    operationId: 'startTotpSetup',
    summary: 'Empieza a configurar una app de autenticación',
    description: `Una clave nueva (en QR y en texto) que no vale hasta confirmarla con un código. Sustituye a una configuración sin confirmar. 409 si ya hay una app: quítala antes. ${PASSWORD_AGAIN}`,
    body: PasswordConfirmBody,
    reply: Success(TotpSetup),
    errors: [409, 429],
  },
  'POST /user/second-factor/totp/confirm': {
    ...account,
    operationId: 'confirmTotpSetup',
    summary: 'Confirma la app con su primer código',
    description: 'Con el código que muestra la app, la activa; si es el primer factor de la cuenta, responde los diez códigos de recuperación (solo esta vez). Esta sesión queda confirmada con el segundo factor. 404 si no hay una configuración pendiente.',
    body: TotpConfirmBody,
    reply: Success(SecondFactorEnrolled),
    errors: [404, 429],
  },
  'POST /user/second-factor/totp/remove': {
    ...account,
    operationId: 'removeTotp',
    summary: 'Quita la app de autenticación',
    description: `${PASSWORD_AGAIN} 409 si tu rol exige segundo factor y no te quedaría ninguno. Sin ningún factor, los códigos de recuperación se borran también. Se avisa por email.`,
    body: PasswordConfirmBody,
    reply: Success(Message),
    errors: [404, 409, 429],
  },
  'POST /user/second-factor/recovery-codes': {
    ...account,
    operationId: 'regenerateRecoveryCodes',
    summary: 'Genera códigos de recuperación nuevos',
    description: `Diez códigos nuevos, que se muestran solo esta vez; los anteriores dejan de valer. Solo con un segundo factor activo (409 si no). ${PASSWORD_AGAIN}`,
    body: PasswordConfirmBody,
    status: 201,
    reply: Success(RecoveryCodes),
    errors: [409, 429],
  },
  'POST /user/second-factor/passkeys/options': {
    ...account,
    operationId: 'startPasskeySetup',
    summary: 'Empieza a añadir una llave de acceso',
    description: `Las opciones para navigator.credentials.create() y el paso que las acompaña (${SIGN_IN_CHALLENGE_MINUTES} minutos). ${PASSWORD_AGAIN}`,
    body: PasswordConfirmBody,
    reply: Success(PasskeySetupOptions),
    errors: [429],
  },
  'POST /user/second-factor/passkeys': {
    ...account,
    operationId: 'addPasskey',
    summary: 'Guarda una llave de acceso',
    description: 'Con la respuesta del navegador: comprueba la firma, el origen y el reto, y guarda la llave. Si es el primer factor, responde los diez códigos de recuperación (solo esta vez). 422 si no se pudo comprobar.',
    body: PasskeyCreateBody,
    status: 201,
    reply: Success(PasskeyCreated),
    errors: [429],
  },
  'POST /user/second-factor/passkeys/{id}/remove': {
    ...account,
    operationId: 'removePasskey',
    summary: 'Quita una llave de acceso',
    description: `${PASSWORD_AGAIN} 404 si no es tuya; 409 si tu rol exige segundo factor y no te quedaría ninguno. Se avisa por email.`,
    params: IdParam,
    body: PasswordConfirmBody,
    reply: Success(Message),
    errors: [404, 409, 429],
  },
  'POST /admin/users/{id}/second-factor/reset': {
    tag: 'Admin · Usuarios',
    access: 'admin',
    permission: 'users.manage',
    operationId: 'resetUserSecondFactor',
    summary: 'Restablece el segundo factor de una persona',
    description: 'Para quien ha perdido el móvil y sus códigos: borra su app, sus llaves de acceso y sus códigos de recuperación y cierra sus sesiones. Queda en el registro de auditoría y se le avisa por email. Si su rol lo exige, al volver a entrar tendrá que configurar uno. No sobre tu propia cuenta (409).',
    params: IdParam,
    reply: Success(Message),
    errors: [404, 409],
  },
});
