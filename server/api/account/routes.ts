import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  Address,
  AddressBody,
  IdParam,
  Notification,
  PageQuery,
  PasswordChangeBody,
  ProfileUpdateBody,
  Session,
  UserSettings,
  UserSettingsUpdate,
} from '../../../common/account';
import { AuthUser } from '../../../common/auth/contracts';
import { requireAuth } from '../auth/middleware';
import { registerWishlistRoutes } from '../wishlist/routes';
import { listLiveTokens, revokeOtherTokens, revokeUserToken } from '../auth/tokens';
import { loadAuthUser } from '../auth/users';
import type { ApiApp, ApiDeps } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { ErrorReply, ValidationErrorReply } from '../schemas';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-service';
import {
  changePassword,
  createAddress,
  deleteAddress,
  getSettings,
  listAddresses,
  processAvatar,
  replaceProfilePhoto,
  setDefaultAddress,
  updateAddress,
  updateProfile,
  updateSettings,
} from './service';

const ok = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema: z.object({ status: z.literal('success'), data: schema }) } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const failures = {
  401: { description: 'Sin sesión', content: { 'application/json': { schema: ErrorReply } } },
  404: { description: 'No encontrado (o no es tuyo)', content: { 'application/json': { schema: ErrorReply } } },
  422: { description: 'Datos no válidos', content: { 'application/json': { schema: ValidationErrorReply } } },
};
const route = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({ ...r, tags: ['Cuenta'], security: [{ bearer: [] }], responses: { ...failures, ...r.responses } });

const Message = z.object({ message: z.string() });

export function registerAccountRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  app.use('/user/*', requireAuth(deps));
  registerWishlistRoutes(app, deps);

  // Profile
  app.openapi(route({ method: 'put', path: '/user/profile', summary: 'Actualiza nombre, email y teléfono', request: body(ProfileUpdateBody), responses: { 200: ok(AuthUser) } }), async (c) => {
    const { user } = c.get('auth');
    await updateProfile(db, user.id, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data: (await loadAuthUser(db, user.id))! }, 200);
  });

  app.post(
    '/user/profile/photo',
    bodyLimit({
      maxSize: deps.uploadMaxBytes + 64 * 1024,
      onError: (c) =>
        c.json({ message: 'La imagen es demasiado grande.', errors: { photo: [`La imagen no puede superar ${Math.round(deps.uploadMaxBytes / 1024 / 1024)} MB.`] } }, 422),
    }),
    async (c) => {
      const { user } = c.get('auth');
      const form = await c.req.parseBody().catch(() => null);
      const file = form?.photo;
      if (!(file instanceof File) || file.size === 0) {
        throw new ValidationError({ photo: ['Elige una imagen.'] });
      }
      if (file.size > deps.uploadMaxBytes) {
        throw new ValidationError({ photo: [`La imagen no puede superar ${Math.round(deps.uploadMaxBytes / 1024 / 1024)} MB.`] });
      }
      const image = await processAvatar(Buffer.from(await file.arrayBuffer()));
      await replaceProfilePhoto(db, deps.storage, user.id, image, deps.now());
      return c.json({ status: 'success' as const, data: (await loadAuthUser(db, user.id))! }, 200);
    },
  );

  app.openapi(route({ method: 'delete', path: '/user/profile/photo', summary: 'Quita la foto de perfil', responses: { 200: ok(AuthUser) } }), async (c) => {
    const { user } = c.get('auth');
    await replaceProfilePhoto(db, deps.storage, user.id, null, deps.now());
    return c.json({ status: 'success' as const, data: (await loadAuthUser(db, user.id))! }, 200);
  });

  // Password and sessions
  app.openapi(route({ method: 'put', path: '/user/password', summary: 'Cambia la contraseña (cierra las demás sesiones)', request: body(PasswordChangeBody), responses: { 200: ok(z.object({ revoked_sessions: z.number() })) } }), async (c) => {
    const { user, tokenId } = c.get('auth');
    const { revokedSessions } = await changePassword(db, user.id, tokenId, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data: { revoked_sessions: revokedSessions } }, 200);
  });

  app.openapi(route({ method: 'get', path: '/user/sessions', summary: 'Sesiones activas', responses: { 200: ok(z.array(Session)) } }), async (c) => {
    const { user, tokenId } = c.get('auth');
    const rows = await listLiveTokens(db, user.id, deps.now());
    const data = rows.map((row) => ({
      id: row.id,
      device: row.device,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
      expires_at: row.expiresAt.toISOString(),
      is_current: row.id === tokenId,
    }));
    return c.json({ status: 'success' as const, data }, 200);
  });

  app.openapi(route({ method: 'delete', path: '/user/sessions/{id}', summary: 'Cierra una sesión', request: { params: IdParam }, responses: { 200: ok(Message) } }), async (c) => {
    const { user } = c.get('auth');
    const revoked = await revokeUserToken(db, user.id, c.req.valid('param').id, deps.now());
    if (!revoked) throw new NotFoundError('Sesión no encontrada.');
    return c.json({ status: 'success' as const, data: { message: 'Sesión cerrada.' } }, 200);
  });

  app.openapi(route({ method: 'delete', path: '/user/sessions', summary: 'Cierra todas las demás sesiones', responses: { 200: ok(z.object({ revoked_sessions: z.number() })) } }), async (c) => {
    const { user, tokenId } = c.get('auth');
    const revoked = await revokeOtherTokens(db, user.id, tokenId, deps.now());
    return c.json({ status: 'success' as const, data: { revoked_sessions: revoked } }, 200);
  });

  // Settings
  app.openapi(route({ method: 'get', path: '/user/settings', summary: 'Preferencias', responses: { 200: ok(UserSettings) } }), async (c) => {
    return c.json({ status: 'success' as const, data: await getSettings(db, c.get('auth').user.id) }, 200);
  });

  app.openapi(route({ method: 'put', path: '/user/settings', summary: 'Guarda preferencias', request: body(UserSettingsUpdate), responses: { 200: ok(UserSettings) } }), async (c) => {
    const data = await updateSettings(db, c.get('auth').user.id, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data }, 200);
  });

  // Addresses
  app.openapi(route({ method: 'get', path: '/user/addresses', summary: 'Direcciones', responses: { 200: ok(z.array(Address)) } }), async (c) => {
    return c.json({ status: 'success' as const, data: await listAddresses(db, c.get('auth').user.id) }, 200);
  });

  app.openapi(route({ method: 'post', path: '/user/addresses', summary: 'Añade una dirección', request: body(AddressBody), responses: { 201: ok(Address) } }), async (c) => {
    const data = await createAddress(db, c.get('auth').user.id, c.req.valid('json'));
    return c.json({ status: 'success' as const, data }, 201);
  });

  app.openapi(route({ method: 'put', path: '/user/addresses/{id}', summary: 'Edita una dirección', request: { params: IdParam, ...body(AddressBody) }, responses: { 200: ok(Address) } }), async (c) => {
    const data = await updateAddress(db, c.get('auth').user.id, c.req.valid('param').id, c.req.valid('json'), deps.now());
    return c.json({ status: 'success' as const, data }, 200);
  });

  app.openapi(route({ method: 'post', path: '/user/addresses/{id}/default', summary: 'Marca la dirección por defecto', request: { params: IdParam }, responses: { 200: ok(Address) } }), async (c) => {
    const data = await setDefaultAddress(db, c.get('auth').user.id, c.req.valid('param').id);
    return c.json({ status: 'success' as const, data }, 200);
  });

  app.openapi(route({ method: 'delete', path: '/user/addresses/{id}', summary: 'Borra una dirección', request: { params: IdParam }, responses: { 200: ok(Message) } }), async (c) => {
    await deleteAddress(db, c.get('auth').user.id, c.req.valid('param').id);
    return c.json({ status: 'success' as const, data: { message: 'Dirección eliminada.' } }, 200);
  });

  // Notifications
  const NotificationPage = z.object({
    data: z.array(Notification),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    from: z.number().nullable(),
    to: z.number().nullable(),
    unread: z.number(),
  });

  app.openapi(route({ method: 'get', path: '/user/notifications', summary: 'Notificaciones, las más recientes primero', request: { query: PageQuery }, responses: { 200: ok(NotificationPage) } }), async (c) => {
    const { page, per_page } = c.req.valid('query');
    const { rows, total, unread } = await listNotifications(db, c.get('auth').user.id, { page, perPage: per_page });
    const from = rows.length ? (page - 1) * per_page + 1 : null;
    return c.json({
      status: 'success' as const,
      data: {
        data: rows.map((n) => ({ id: n.id, type: n.type, title: n.title, body: n.body, link: n.link, read_at: n.readAt?.toISOString() ?? null, created_at: n.createdAt.toISOString() })),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / per_page)),
        per_page,
        total,
        from,
        to: from === null ? null : from + rows.length - 1,
        unread,
      },
    }, 200);
  });

  app.openapi(route({ method: 'post', path: '/user/notifications/{id}/read', summary: 'Marca como leída', request: { params: IdParam }, responses: { 200: ok(Message) } }), async (c) => {
    if (!(await markNotificationRead(db, c.get('auth').user.id, c.req.valid('param').id, deps.now()))) {
      throw new NotFoundError('Notificación no encontrada.');
    }
    return c.json({ status: 'success' as const, data: { message: 'Marcada como leída.' } }, 200);
  });

  app.openapi(route({ method: 'post', path: '/user/notifications/read-all', summary: 'Marca todas como leídas', responses: { 200: ok(z.object({ updated: z.number() })) } }), async (c) => {
    const updated = await markAllNotificationsRead(db, c.get('auth').user.id, deps.now());
    return c.json({ status: 'success' as const, data: { updated } }, 200);
  });

  app.openapi(route({ method: 'delete', path: '/user/notifications/{id}', summary: 'Borra una notificación', request: { params: IdParam }, responses: { 200: ok(Message) } }), async (c) => {
    if (!(await deleteNotification(db, c.get('auth').user.id, c.req.valid('param').id))) {
      throw new NotFoundError('Notificación no encontrada.');
    }
    return c.json({ status: 'success' as const, data: { message: 'Notificación eliminada.' } }, 200);
  });
}
