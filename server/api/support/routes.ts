import { success } from '../../../common/api/replies';
import { supportEndpoints as endpoints } from '../../../common/support/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { serve } from '../route-kit';
import { assignConversation, closeConversation, listInbox, readAdminConversation, staffMessage } from './admin-support-service';
import {
  customerOverview,
  customerReply,
  customerResolve,
  customerViewer,
  guestOverview,
  guestViewer,
  openConversation,
  readConversation,
} from './support-service';

/** /api/user/support (the customer), /api/support/guest (a guest with order number and e-mail), /api/admin/support (staff). */
export function registerSupportRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const { storage } = deps;

  // The customer
  serve(app, deps, endpoints['GET /user/support'], async (_input, c) => success(await customerOverview(db, c.get('auth').user.id)));
  serve(app, deps, endpoints['POST /user/support'], async ({ body, files }, c) => {
    const viewer = await customerViewer(db, c.get('auth').user.id);
    return success(await openConversation(db, storage, viewer, body, files[0]?.data, deps.now()));
  });
  serve(app, deps, endpoints['GET /user/support/{id}'], async ({ params }, c) =>
    success(await readConversation(db, await customerViewer(db, c.get('auth').user.id), params.id)));
  serve(app, deps, endpoints['POST /user/support/{id}/messages'], async ({ params, body, files }, c) =>
    success(await customerReply(db, storage, await customerViewer(db, c.get('auth').user.id), params.id, body.message, files[0]?.data, deps.now())));
  serve(app, deps, endpoints['POST /user/support/{id}/resolve'], async ({ params }, c) =>
    success(await customerResolve(db, await customerViewer(db, c.get('auth').user.id), params.id, deps.now())));

  // A guest: every call proves the order's number and e-mail again, and counts against the IP's limit.
  const guest = async (c: Parameters<typeof deps.clientIp>[0], number: string, email: string) => {
    await limitPublicWrite(db, 'guestSupport', deps.clientIp(c), deps.now());
    return guestViewer(db, number, email);
  };
  serve(app, deps, endpoints['POST /support/guest'], async ({ body }, c) => {
    await limitPublicWrite(db, 'guestSupport', deps.clientIp(c), deps.now());
    return success(await guestOverview(db, body.number, body.email));
  });
  serve(app, deps, endpoints['POST /support/guest/conversations'], async ({ body, files }, c) => {
    const { number, email, ...input } = body;
    return success(await openConversation(db, storage, await guest(c, number, email), input, files[0]?.data, deps.now()));
  });
  serve(app, deps, endpoints['POST /support/guest/conversations/{id}/view'], async ({ params, body }, c) =>
    success(await readConversation(db, await guest(c, body.number, body.email), params.id)));
  serve(app, deps, endpoints['POST /support/guest/conversations/{id}/messages'], async ({ params, body, files }, c) =>
    success(await customerReply(db, storage, await guest(c, body.number, body.email), params.id, body.message, files[0]?.data, deps.now())));
  serve(app, deps, endpoints['POST /support/guest/conversations/{id}/resolve'], async ({ params, body }, c) =>
    success(await customerResolve(db, await guest(c, body.number, body.email), params.id, deps.now())));

  // Staff
  serve(app, deps, endpoints['GET /admin/support'], async ({ query }, c) => success(await listInbox(db, c.get('auth').user.id, query)));
  serve(app, deps, endpoints['GET /admin/support/{id}'], async ({ params }) => success(await readAdminConversation(db, params.id)));
  serve(app, deps, endpoints['POST /admin/support/{id}/assign'], async ({ params, body }, c) =>
    success(await assignConversation(db, auditActor(c, deps), params.id, body.user_id, deps.now())));
  serve(app, deps, endpoints['POST /admin/support/{id}/messages'], async ({ params, body }, c) =>
    success(await staffMessage(db, auditActor(c, deps), params.id, { message: body.message, internal: body.internal }, deps.now())));
  serve(app, deps, endpoints['POST /admin/support/{id}/close'], async ({ params }, c) => success(await closeConversation(db, auditActor(c, deps), params.id, deps.now())));
}
