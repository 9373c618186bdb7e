import { success } from '../../../common/api/replies';
import { directoryEndpoints } from '../../../common/directory/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { directoryLocations, getDirectoryEntry, listDirectory } from './public-service';

/** The business directory: visitors read it and propose entries; staff moderate it. */
export function registerDirectoryRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = directoryEndpoints;

  serve(app, deps, endpoint['GET /directory'], async ({ query }) => success(await listDirectory(db, query)));

  serve(app, deps, endpoint['GET /directory/locations'], async () => success(await directoryLocations(db)));

  serve(app, deps, endpoint['GET /directory/entries/{slug}'], async ({ params }) => success(await getDirectoryEntry(db, params.slug)));
}
