import { success } from '../../../common/api/replies';
import { adminCatalogEndpoints } from '../../../common/catalog/admin-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { addProductImages } from './admin-service';
import { listAdminProductImages, removeProductImage, reorderProductImages, updateProductImage } from './product-image-service';
import { presentImage } from './product-presenter';

/** A product's photos: upload, list, reorder (the first is the main one), alt text and colour, remove. */
export function registerAdminProductImageRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const endpoint = adminCatalogEndpoints;

  serve(app, deps, endpoint['POST /admin/products/{id}/images'], async ({ params, files }, c) => {
    // With the job queue the upload stores the widest copy and a job draws the narrower ones.
    const jobs = deps.jobs;
    const rows = await addProductImages(db, deps.storage, params.id, files, auditActor(c, deps), { widestOnly: Boolean(jobs) });
    if (jobs) {
      await Promise.all(rows.map((row) => jobs.send('draw-image-variants', { data: { imageId: row.id } }))).catch((err: unknown) =>
        deps.logger.warn({ err, productId: params.id }, 'queueing the image variants failed: the widest copy serves every size meanwhile'),
      );
    }
    return success(rows.map(presentImage));
  });

  serve(app, deps, endpoint['GET /admin/products/{id}/images'], async ({ params }) => success((await listAdminProductImages(db, params.id)).map(presentImage)));

  serve(app, deps, endpoint['PUT /admin/products/{id}/images/order'], async ({ params, body }, c) => {
    const rows = await reorderProductImages(db, params.id, body.image_ids, deps.now(), auditActor(c, deps));
    return success(rows.map(presentImage));
  });

  serve(app, deps, endpoint['PATCH /admin/products/{id}/images/{imageId}'], async ({ params, body }, c) =>
    success(presentImage(await updateProductImage(db, params.id, params.imageId, body, auditActor(c, deps)))));

  serve(app, deps, endpoint['DELETE /admin/products/{id}/images/{imageId}'], async ({ params }, c) => {
    await removeProductImage(
      db,
      deps.storage,
      params.id,
      params.imageId,
      (key, err) => deps.logger.warn({ key, err }, 'product image file could not be removed'),
      auditActor(c, deps),
    );
    return success({ message: 'Imagen eliminada.' });
  });
}
