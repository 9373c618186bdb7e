import { success } from '../../../common/api/replies';
import { searchRuleEndpoints } from '../../../common/search/endpoints';
import { auditActor } from '../audit/record-audit';
import { cacheCatalogueReads, catalogueReadCache } from '../catalog/read-cache';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createSearchRedirect, deleteSearchRedirect, findSearchRedirect, listSearchRedirects, presentSearchRedirect, updateSearchRedirect } from './redirect-service';
import { followSearchRuleChanges, searchRedirectFor } from './search-rules';
import { createSearchSynonym, deleteSearchSynonym, findSearchSynonym, listSearchSynonyms, presentSearchSynonym, updateSearchSynonym } from './synonym-service';

/** Staff's synonyms and redirects for the search (issue 37). */
export function registerSearchRuleRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = searchRuleEndpoints;
  // The search keeps the rules in memory and drops them with the cached answers at every catalogue change.
  followSearchRuleChanges(db, catalogueReadCache(deps));

  serve(app, deps, endpoint['GET /admin/search/synonyms'], async ({ query }) => success(await listSearchSynonyms(db, query)));
  serve(app, deps, endpoint['POST /admin/search/synonyms'], async ({ body }, c) => success(presentSearchSynonym(await createSearchSynonym(db, auditActor(c, deps), body, deps.now()))));
  serve(app, deps, endpoint['GET /admin/search/synonyms/{id}'], async ({ params }) => success(presentSearchSynonym(await findSearchSynonym(db, params.id))));
  serve(app, deps, endpoint['PATCH /admin/search/synonyms/{id}'], async ({ params, body }, c) =>
    success(presentSearchSynonym(await updateSearchSynonym(db, auditActor(c, deps), params.id, body, deps.now()))),
  );
  serve(app, deps, endpoint['DELETE /admin/search/synonyms/{id}'], async ({ params }, c) => {
    await deleteSearchSynonym(db, auditActor(c, deps), params.id);
    return success({ message: 'Sinónimo eliminado.' });
  });

  serve(app, deps, endpoint['GET /admin/search/redirects'], async ({ query }) => success(await listSearchRedirects(db, query, deps.now())));
  serve(app, deps, endpoint['POST /admin/search/redirects'], async ({ body }, c) => {
    const now = deps.now();
    return success(await presentSearchRedirect(db, await createSearchRedirect(db, auditActor(c, deps), body, now), now));
  });
  serve(app, deps, endpoint['GET /admin/search/redirects/{id}'], async ({ params }) => success(await presentSearchRedirect(db, await findSearchRedirect(db, params.id), deps.now())));
  serve(app, deps, endpoint['PATCH /admin/search/redirects/{id}'], async ({ params, body }, c) => {
    const now = deps.now();
    return success(await presentSearchRedirect(db, await updateSearchRedirect(db, auditActor(c, deps), params.id, body, now), now));
  });
  serve(app, deps, endpoint['DELETE /admin/search/redirects/{id}'], async ({ params }, c) => {
    await deleteSearchRedirect(db, auditActor(c, deps), params.id);
    return success({ message: 'Redirección eliminada.' });
  });

  // Public, answered from the catalogue cache like the search itself.
  cacheCatalogueReads(app, deps, [endpoint['GET /search/redirect']]);
  serve(app, deps, endpoint['GET /search/redirect'], async ({ query }) => success({ redirect: await searchRedirectFor(db, query.q, deps.now()) }));
}
