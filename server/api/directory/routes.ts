import { success } from '../../../common/api/replies';
import { directoryEndpoints } from '../../../common/directory/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { serve } from '../route-kit';
import {
  approveDirectoryEntry,
  createAdminDirectoryEntry,
  deleteDirectoryEntry,
  getAdminDirectoryEntry,
  listAdminDirectory,
  replaceDirectoryLogo,
  updateAdminDirectoryEntry,
} from './admin-service';
import { proposeDirectoryEntry } from './proposal-service';
import { directoryLocations, getDirectoryEntry, listDirectory } from './public-service';

/** The business directory: visitors read it and propose entries; staff moderate it. */
export function registerDirectoryRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = directoryEndpoints;

  serve(app, deps, endpoint['GET /directory'], async ({ query }) => success(await listDirectory(db, query)));

  serve(app, deps, endpoint['GET /directory/locations'], async () => success(await directoryLocations(db)));

  serve(app, deps, endpoint['GET /directory/entries/{slug}'], async ({ params }) => success(await getDirectoryEntry(db, params.slug)));

  serve(app, deps, endpoint['POST /directory/proposals'], async ({ body }, c) => {
    const now = deps.now();
    await limitPublicWrite(db, 'directoryProposal', deps.clientIp(c), now);
    return success(await proposeDirectoryEntry(db, body, now));
  });

  serve(app, deps, endpoint['GET /admin/directory'], async ({ query }) => success(await listAdminDirectory(db, query)));

  serve(app, deps, endpoint['POST /admin/directory'], async ({ body }, c) => {
    const id = await createAdminDirectoryEntry(db, auditActor(c, deps), body, deps.now());
    return success(await getAdminDirectoryEntry(db, id));
  });

  serve(app, deps, endpoint['GET /admin/directory/{id}'], async ({ params }) => success(await getAdminDirectoryEntry(db, params.id)));

  serve(app, deps, endpoint['PATCH /admin/directory/{id}'], async ({ params, body }, c) => {
    await updateAdminDirectoryEntry(db, auditActor(c, deps), params.id, body, deps.now());
    return success(await getAdminDirectoryEntry(db, params.id));
  });

  serve(app, deps, endpoint['POST /admin/directory/{id}/approve'], async ({ params }, c) => {
    await approveDirectoryEntry(db, auditActor(c, deps), params.id, deps.now());
    return success(await getAdminDirectoryEntry(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/directory/{id}'], async ({ params }, c) =>
    success({ message: await deleteDirectoryEntry(db, deps.storage, auditActor(c, deps), params.id) }),
  );

  serve(app, deps, endpoint['POST /admin/directory/{id}/logo'], async ({ params, files }, c) => {
    await replaceDirectoryLogo(db, deps.storage, auditActor(c, deps), params.id, files[0]!.data, deps.now());
    return success(await getAdminDirectoryEntry(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/directory/{id}/logo'], async ({ params }, c) => {
    await replaceDirectoryLogo(db, deps.storage, auditActor(c, deps), params.id, null, deps.now());
    return success(await getAdminDirectoryEntry(db, params.id));
  });
}
