import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AuthLoginBody, AuthRegisterBody, AuthReply, AuthUser } from '../../../common/auth';
import type { ApiApp, ApiDeps } from '../context';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import { requireAuth } from './middleware';
import { login, register, type RequestInfo } from './service';
import { revokeToken } from './tokens';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  422: json(ValidationErrorReply, 'Datos no válidos'),
  429: json(ErrorReply, 'Demasiados intentos; Retry-After dice cuándo volver'),
};

export function requestInfo(c: Context, deps: ApiDeps): RequestInfo {
  return { ipAddress: deps.clientIp(c), device: c.req.header('User-Agent') ?? null, now: deps.now() };
}

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags: ['Auth'],
  summary: 'Crea una cuenta de cliente y abre sesión',
  request: { body: { content: { 'application/json': { schema: AuthRegisterBody } }, required: true } },
  responses: { 201: json(AuthReply, 'Cuenta creada'), ...errors },
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Auth'],
  summary: 'Abre sesión',
  request: { body: { content: { 'application/json': { schema: AuthLoginBody } }, required: true } },
  responses: { 200: json(AuthReply, 'Sesión abierta'), ...errors },
});

const userRoute = createRoute({
  method: 'get',
  path: '/user',
  tags: ['Auth'],
  summary: 'El usuario de la sesión, con roles y permisos',
  security: [{ bearer: [] }],
  responses: { 200: json(AuthUser, 'Usuario'), 401: json(ErrorReply, 'Sin sesión') },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Auth'],
  summary: 'Cierra la sesión: el token deja de valer al instante',
  security: [{ bearer: [] }],
  responses: { 200: json(z.object({ message: z.string() }), 'Sesión cerrada'), 401: json(ErrorReply, 'Sin sesión') },
});

export function registerAuthRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid('json');
    const reply = await register(db, body, deps.auth, requestInfo(c, deps));
    return c.json(reply, 201);
  });

  app.openapi(loginRoute, async (c) => {
    const reply = await login(db, c.req.valid('json'), deps.auth, requestInfo(c, deps));
    return c.json(reply, 200);
  });

  app.use('/user', requireAuth(deps));
  app.openapi(userRoute, (c) => c.json(c.get('auth').user, 200));

  app.use('/logout', requireAuth(deps));
  app.openapi(logoutRoute, async (c) => {
    await revokeToken(db, c.get('auth').tokenId, deps.now());
    return c.json({ message: 'Sesión cerrada.' }, 200);
  });
}

/** The other reading of the login call (spec §7): POST /auth/login → { success, user, token }. */
export function registerLegacyAuthRoutes(app: ApiApp, deps: ApiDeps) {
  app.openapi({ ...loginRoute, responses: { 200: json(AuthReply.extend({ success: z.literal(true) }), 'Sesión abierta'), ...errors } }, async (c) => {
    const reply = await login(deps.database.db, c.req.valid('json'), deps.auth, requestInfo(c, deps));
    return c.json({ success: true as const, user: reply.user, token: reply.token }, 200);
  });
}
