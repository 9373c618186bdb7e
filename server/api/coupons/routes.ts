import { success } from '../../../common/api/replies';
import { couponEndpoints } from '../../../common/coupons/endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { createAdminCoupon, deleteAdminCoupon, findCoupon, listAdminCoupons, presentAdminCoupon, updateAdminCoupon } from './admin-service';
import { buyerOf } from '../checkout/checkout-service';
import { customerCoupons } from './customer-service';

/** Coupons in the back-office, and the customer's own list. */
export function registerCouponRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = couponEndpoints;

  serve(app, deps, endpoint['GET /admin/coupons'], async ({ query }) => success(await listAdminCoupons(db, query, deps.now())));

  serve(app, deps, endpoint['POST /admin/coupons'], async ({ body }, c) => {
    const now = deps.now();
    return success(presentAdminCoupon(await createAdminCoupon(db, auditActor(c, deps), body, now), now));
  });

  serve(app, deps, endpoint['GET /admin/coupons/{id}'], async ({ params }) => success(presentAdminCoupon(await findCoupon(db, params.id), deps.now())));

  serve(app, deps, endpoint['PATCH /admin/coupons/{id}'], async ({ params, body }, c) => {
    const now = deps.now();
    return success(presentAdminCoupon(await updateAdminCoupon(db, auditActor(c, deps), params.id, body, now), now));
  });

  serve(app, deps, endpoint['DELETE /admin/coupons/{id}'], async ({ params }, c) => {
    await deleteAdminCoupon(db, auditActor(c, deps), params.id);
    return success({ message: 'Cupón eliminado.' });
  });

  serve(app, deps, endpoint['GET /user/coupons'], async (_input, c) => success(await customerCoupons(db, buyerOf(c.get('auth').user, null), deps.now())));
}
