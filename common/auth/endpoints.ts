import { defineEndpoints } from '../api/contract';
import { LegacyLoginReply, LoginReply } from '../second-factor/contracts';
import { Message, Success } from '../api/replies';
import {
  AuthLoginBody,
  AuthRegisterBody,
  AuthReply,
  AuthUser,
  PasswordForgotBody,
  PasswordResetBody,
  PasswordResetDone,
  PasswordResetLink,
  PasswordResetQuery,
} from './contracts';

const LOGIN_DESCRIPTION =
  'Comprueba email y contraseña y abre una sesión nueva. Una contraseña equivocada responde 422 sin decir si el email existe. Los intentos fallidos se frenan por IP y por email + IP (429 con Retry-After); pasado el límite de fallos de una cuenta, solo las IP desde las que su dueña ya entró siguen probando (las demás, 429), así nadie puede bloquear la cuenta de otra persona, y la dueña recibe un aviso y un correo. Una cuenta desactivada responde 422 con el motivo y no abre sesión. Si la cuenta tiene segundo factor, la contraseña correcta no abre sesión: responde `second_factor_required` con el paso para POST /login/second-factor (o una llave de acceso).';

export const authEndpoints = defineEndpoints({
  'POST /register': {
    operationId: 'register',
    tag: 'Auth',
    access: 'public',
    summary: 'Crea una cuenta de cliente y abre sesión',
    description: 'Crea la cuenta (rol customer) con la contraseña guardada como hash argon2id y devuelve el token de la sesión. La contraseña: de 12 a 128 caracteres y no una de las filtradas más comunes, un carácter repetido, el email ni el nombre de la tienda (422). Limitado por IP (429).',
    body: AuthRegisterBody,
    status: 201,
    reply: AuthReply,
    errors: [429],
  },
  'POST /login': {
    operationId: 'login',
    tag: 'Auth',
    access: 'public',
    summary: 'Abre sesión',
    description: LOGIN_DESCRIPTION,
    body: AuthLoginBody,
    reply: LoginReply,
    errors: [429],
  },
  'GET /user': {
    operationId: 'getCurrentUser',
    tag: 'Auth',
    access: 'customer',
    summary: 'La persona de la sesión',
    description: 'El usuario del token, con sus roles y permisos (sin envoltorio, como dice la spec).',
    reply: AuthUser,
  },
  'POST /logout': {
    operationId: 'logout',
    tag: 'Auth',
    access: 'customer',
    summary: 'Cierra la sesión',
    description: 'Revoca el token de la petición: deja de valer al instante.',
    reply: Message,
  },
  'POST /password/forgot': {
    operationId: 'requestPasswordReset',
    tag: 'Auth',
    access: 'public',
    summary: 'Pide un enlace para elegir una contraseña nueva',
    description:
      'Responde siempre lo mismo, y tras el mismo trabajo, haya o no una cuenta con ese email: nunca dice si existe. Si la hay (y no está desactivada), le escribe un enlace de un solo uso a /reset-password que caduca a los 30 minutos; pedir otro deja sin efecto los anteriores. Limitado por email y por IP (429 con Retry-After).',
    body: PasswordForgotBody,
    reply: Success(Message),
    errors: [429],
  },
  'GET /password/reset': {
    operationId: 'getPasswordResetLink',
    tag: 'Auth',
    access: 'public',
    summary: 'Si un enlace de restablecimiento sirve',
    description:
      'Con el código del enlace del email: la cuenta y hasta cuándo sirve. No cambia nada (los lectores de correo abren los enlaces por su cuenta). 404 si no es válido, ha caducado, ya se usó o hay uno más nuevo.',
    query: PasswordResetQuery,
    reply: Success(PasswordResetLink),
    errors: [404],
  },
  'POST /password/reset': {
    operationId: 'resetPassword',
    tag: 'Auth',
    access: 'public',
    summary: 'Elige una contraseña nueva con el enlace del email',
    description:
      'Con el código del enlace y la contraseña nueva dos veces: de 12 a 128 caracteres, que no sea una de las filtradas más comunes, un mismo carácter repetido, el email ni el nombre de la tienda (422 en `password`). El enlace deja de servir, se cierran todas las sesiones de la cuenta y se le avisa por email. No abre sesión: se entra después con la contraseña nueva. 404 si el enlace no es válido, ha caducado, ya se usó o hay uno más nuevo. Limitado por IP (429).',
    body: PasswordResetBody,
    reply: Success(PasswordResetDone),
    errors: [404, 429],
  },
});

/** `/auth/*`, outside /api: the spec's other reading of the login call. */
export const legacyAuthEndpoints = defineEndpoints({
  'POST /login': {
    operationId: 'legacyLogin',
    tag: 'Auth',
    access: 'public',
    summary: 'Abre sesión (lectura alternativa)',
    description: `${LOGIN_DESCRIPTION} Responde \`{ success, user, token }\`.`,
    body: AuthLoginBody,
    reply: LegacyLoginReply,
    errors: [429],
  },
});
