import { success } from '../../../common/api/replies';
import { customerOrderEndpoints as endpoint } from '../../../common/orders/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { cancelCustomerOrder, getCustomerOrder, listCustomerOrders } from './customer-orders-service';

/** /api/user/orders: the signed-in customer's own orders. */
export function registerCustomerOrderRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;

  serve(app, deps, endpoint['GET /user/orders'], async ({ query }, c) =>
    success(await listCustomerOrders(db, c.get('auth').user.id, query, deps.now())),
  );

  serve(app, deps, endpoint['GET /user/orders/{number}'], async ({ params }, c) =>
    success(await getCustomerOrder(db, c.get('auth').user.id, params.number)),
  );

  serve(app, deps, endpoint['POST /user/orders/{number}/cancel'], async ({ params, body }, c) =>
    success(await cancelCustomerOrder(db, deps, c.get('auth').user, params.number, body.reason, deps.now())),
  );
}
