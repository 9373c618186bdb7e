import { success } from '../../../common/api/replies';
import { adminBrandEndpoints } from '../../../common/brands/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createBrand, deleteBrand, getAdminBrand, listAdminBrands, replaceBrandLogo, setBrandActive, updateBrand } from './brand-service';

/** Brands in the back-office: list, create, edit, activate or deactivate, delete an unused one, logo. */
export function registerBrandAdminRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminBrandEndpoints;

  serve(app, deps, endpoint['GET /admin/brands'], async ({ query }) => success(await listAdminBrands(db, query)));

  serve(app, deps, endpoint['POST /admin/brands'], async ({ body }, c) => {
    const id = await createBrand(db, auditActor(c, deps), body, deps.now());
    return success(await getAdminBrand(db, id));
  });

  serve(app, deps, endpoint['GET /admin/brands/{id}'], async ({ params }) => success(await getAdminBrand(db, params.id)));

  serve(app, deps, endpoint['PUT /admin/brands/{id}'], async ({ params, body }, c) => {
    await updateBrand(db, auditActor(c, deps), params.id, body, deps.now());
    return success(await getAdminBrand(db, params.id));
  });

  serve(app, deps, endpoint['POST /admin/brands/{id}/activate'], async ({ params }, c) => {
    await setBrandActive(db, auditActor(c, deps), params.id, true, deps.now());
    return success(await getAdminBrand(db, params.id));
  });

  serve(app, deps, endpoint['POST /admin/brands/{id}/deactivate'], async ({ params }, c) => {
    await setBrandActive(db, auditActor(c, deps), params.id, false, deps.now());
    return success(await getAdminBrand(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/brands/{id}'], async ({ params }, c) => {
    const name = await deleteBrand(db, deps.storage, auditActor(c, deps), params.id);
    return success({ message: `Marca «${name}» borrada.` });
  });

  serve(app, deps, endpoint['POST /admin/brands/{id}/logo'], async ({ params, files }, c) => {
    await replaceBrandLogo(db, deps.storage, auditActor(c, deps), params.id, files[0]!.data, deps.now());
    return success(await getAdminBrand(db, params.id));
  });

  serve(app, deps, endpoint['DELETE /admin/brands/{id}/logo'], async ({ params }, c) => {
    await replaceBrandLogo(db, deps.storage, auditActor(c, deps), params.id, null, deps.now());
    return success(await getAdminBrand(db, params.id));
  });
}
