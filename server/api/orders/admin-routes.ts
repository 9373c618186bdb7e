import type { Context } from 'hono';
import { success } from '../../../common/api/replies';
import { adminOrderEndpoints } from '../../../common/orders/admin-endpoints';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';
import { serve } from '../route-kit';
import { addOrderNote, cancelOrderByStaff, changeOrderStatus, listAdminOrders, presentAdminOrder, type StaffChange } from './admin-order-service';

/** Orders in the back-office: list, one order, status changes, cancellation with refund, notes. */
export function registerAdminOrderRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = adminOrderEndpoints;
  const change = (c: Context<ApiEnv>): StaffChange => ({ audit: auditActor(c, deps), now: deps.now() });
  const detail = async (id: number) => success(await presentAdminOrder(db, id));

  serve(app, deps, endpoint['GET /admin/orders'], async ({ query }) => success(await listAdminOrders(db, query)));

  serve(app, deps, endpoint['GET /admin/orders/{id}'], async ({ params }) => detail(params.id));

  serve(app, deps, endpoint['POST /admin/orders/{id}/status'], async ({ params, body }, c) => {
    await changeOrderStatus(db, params.id, body, change(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['POST /admin/orders/{id}/cancel'], async ({ params, body }, c) => {
    await cancelOrderByStaff(db, deps, params.id, body.reason, change(c));
    return detail(params.id);
  });

  serve(app, deps, endpoint['POST /admin/orders/{id}/notes'], async ({ params, body }, c) => {
    await addOrderNote(db, params.id, body.note, change(c));
    return detail(params.id);
  });
}
