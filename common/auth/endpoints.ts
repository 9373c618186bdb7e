import { defineEndpoints } from '../api/contract';
import { Message } from '../api/replies';
import { AuthLoginBody, AuthRegisterBody, AuthReply, AuthUser, LegacyAuthReply } from './contracts';

const LOGIN_DESCRIPTION =
  'Comprueba email y contraseña y abre una sesión nueva. Una contraseña equivocada responde 422 sin decir si el email existe; los intentos fallidos se limitan por email y por IP (429 con Retry-After).';

export const authEndpoints = defineEndpoints({
  'POST /register': {
    operationId: 'register',
    tag: 'Auth',
    access: 'public',
    summary: 'Crea una cuenta de cliente y abre sesión',
    description: 'Crea la cuenta (rol customer) con la contraseña guardada como hash argon2id y devuelve el token de la sesión. Limitado por IP (429).',
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
    reply: AuthReply,
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
    reply: LegacyAuthReply,
    errors: [429],
  },
});
