import { accountEndpoints as account } from '../../../common/account/endpoints';
import { success } from '../../../common/api/replies';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './address-service';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, readEmailChangeLink, undoEmailChange } from './email-change';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-service';
import { changePassword, replaceProfilePhoto, updateProfile } from './profile-service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service';
import { getSettings, updateSettings } from './settings-service';

/** /api/user/*: the signed-in customer's own account; /api/email-change*: the links of its e-mails, for whoever holds one. */
export function registerAccountRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  // Profile
  serve(app, deps, account['PUT /user/profile'], async ({ body }, c) => success(await updateProfile(db, c.get('auth').user.id, body, deps.now())));
  serve(app, deps, account['POST /user/profile/photo'], async ({ files }, c) =>
    success(await replaceProfilePhoto(db, deps.storage, c.get('auth').user.id, files[0]!.data, deps.now())));
  serve(app, deps, account['DELETE /user/profile/photo'], async (_input, c) =>
    success(await replaceProfilePhoto(db, deps.storage, c.get('auth').user.id, null, deps.now())));

  // E-mail change (issue 33): pending until the new address confirms; the links work without a session.
  serve(app, deps, account['GET /user/email-change'], async (_input, c) => success(await pendingEmailChange(db, c.get('auth').user.id, deps.now())));
  serve(app, deps, account['DELETE /user/email-change'], async (_input, c) => success(await cancelEmailChange(db, c.get('auth').user.id, deps.now())));
  serve(app, deps, account['GET /email-change'], async ({ query }) => success(await readEmailChangeLink(db, query.token, deps.now())));
  serve(app, deps, account['POST /email-change/confirm'], async ({ body }, c) => {
    await limitPublicWrite(db, 'accountLinks', deps.clientIp(c), deps.now());
    return success(await confirmEmailChange(db, body.token, deps.now()));
  });
  serve(app, deps, account['POST /email-change/undo'], async ({ body }, c) => {
    await limitPublicWrite(db, 'accountLinks', deps.clientIp(c), deps.now());
    return success(await undoEmailChange(db, body.token, deps.now()));
  });

  // Password and sessions
  serve(app, deps, account['PUT /user/password'], async ({ body }, c) => {
    const { user, tokenId } = c.get('auth');
    return success(await changePassword(db, user.id, tokenId, body, deps.now()));
  });
  serve(app, deps, account['GET /user/sessions'], async (_input, c) => {
    const { user, tokenId } = c.get('auth');
    return success(await listSessions(db, user.id, tokenId, deps.now()));
  });
  serve(app, deps, account['DELETE /user/sessions/{id}'], async ({ params }, c) => {
    await revokeSession(db, c.get('auth').user.id, params.id, deps.now());
    return success({ message: 'Sesión cerrada.' });
  });
  serve(app, deps, account['DELETE /user/sessions'], async (_input, c) => {
    const { user, tokenId } = c.get('auth');
    return success(await revokeOtherSessions(db, user.id, tokenId, deps.now()));
  });

  // Settings
  serve(app, deps, account['GET /user/settings'], async (_input, c) => success(await getSettings(db, c.get('auth').user.id)));
  serve(app, deps, account['PUT /user/settings'], async ({ body }, c) => success(await updateSettings(db, c.get('auth').user.id, body, deps.now())));

  // Addresses
  serve(app, deps, account['GET /user/addresses'], async (_input, c) => success(await listAddresses(db, c.get('auth').user.id)));
  serve(app, deps, account['POST /user/addresses'], async ({ body }, c) => success(await createAddress(db, c.get('auth').user.id, body)));
  serve(app, deps, account['PUT /user/addresses/{id}'], async ({ params, body }, c) =>
    success(await updateAddress(db, c.get('auth').user.id, params.id, body, deps.now())));
  serve(app, deps, account['POST /user/addresses/{id}/default'], async ({ params }, c) => success(await setDefaultAddress(db, c.get('auth').user.id, params.id)));
  serve(app, deps, account['DELETE /user/addresses/{id}'], async ({ params }, c) => {
    await deleteAddress(db, c.get('auth').user.id, params.id);
    return success({ message: 'Dirección eliminada.' });
  });

  // Notifications
  serve(app, deps, account['GET /user/notifications'], async ({ query }, c) =>
    success(await listNotifications(db, c.get('auth').user.id, { page: query.page, perPage: query.per_page })));
  serve(app, deps, account['POST /user/notifications/{id}/read'], async ({ params }, c) => {
    await markNotificationRead(db, c.get('auth').user.id, params.id, deps.now());
    return success({ message: 'Marcada como leída.' });
  });
  serve(app, deps, account['POST /user/notifications/read-all'], async (_input, c) => success(await markAllNotificationsRead(db, c.get('auth').user.id, deps.now())));
  serve(app, deps, account['DELETE /user/notifications/{id}'], async ({ params }, c) => {
    await deleteNotification(db, c.get('auth').user.id, params.id);
    return success({ message: 'Notificación eliminada.' });
  });
}
