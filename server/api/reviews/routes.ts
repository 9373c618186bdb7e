import { success } from '../../../common/api/replies';
import { reviewEndpoints as endpoints } from '../../../common/reviews/endpoints';
import { auditActor } from '../audit/record-audit';
import { cacheCatalogueReads } from '../catalog/read-cache';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createReview, deleteMyReview, myReviews, reviewEligibility } from './customer-reviews';
import { listReviewsForModeration, publishReview, rejectReview, replyToReview } from './moderation';
import { markHelpful, productReviewsPage } from './public-reviews';

/** /api/products/{idOrSlug}/reviews (anyone), /api/user/reviews (the buyer), /api/admin/reviews (staff). */
export function registerReviewRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const { storage } = deps;

  // Published reviews are part of the catalogue: kept like its other answers, dropped on any change.
  cacheCatalogueReads(app, deps, [endpoints['GET /products/{idOrSlug}/reviews']]);
  serve(app, deps, endpoints['GET /products/{idOrSlug}/reviews'], async ({ params, query }) => success(await productReviewsPage(db, params.idOrSlug, query)));
  serve(app, deps, endpoints['POST /reviews/{id}/helpful'], async ({ params }, c) => success(await markHelpful(db, c.get('auth').user.id, params.id, deps.now())));

  serve(app, deps, endpoints['GET /user/reviews'], async (_input, c) => success(await myReviews(db, c.get('auth').user.id)));
  serve(app, deps, endpoints['GET /user/reviews/products/{id}'], async ({ params }, c) => success(await reviewEligibility(db, c.get('auth').user.id, params.id)));
  serve(app, deps, endpoints['POST /user/reviews'], async ({ body, files }, c) => {
    const { user } = c.get('auth');
    return success(await createReview(db, storage, { id: user.id, name: user.name }, body, files[0]?.data, deps.now()));
  });

  serve(app, deps, endpoints['DELETE /user/reviews/{id}'], async ({ params }, c) => {
    await deleteMyReview(db, storage, c.get('auth').user.id, params.id);
    return success({ message: 'Opinión borrada.' });
  });

  serve(app, deps, endpoints['GET /admin/reviews'], async ({ query }) => success(await listReviewsForModeration(db, query)));
  serve(app, deps, endpoints['POST /admin/reviews/{id}/publish'], async ({ params }, c) => success(await publishReview(db, auditActor(c, deps), params.id, deps.now())));
  serve(app, deps, endpoints['POST /admin/reviews/{id}/reject'], async ({ params, body }, c) =>
    success(await rejectReview(db, auditActor(c, deps), params.id, body.reason, deps.now())),
  );
  serve(app, deps, endpoints['PUT /admin/reviews/{id}/reply'], async ({ params, body }, c) =>
    success(await replyToReview(db, auditActor(c, deps), params.id, body.reply, deps.now())),
  );
}
