import { success } from '../../../common/api/replies';
import { serverCartEndpoints } from '../../../common/cart/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { readServerCart, saveServerCart } from './cart-service';

/** The signed-in customer's cart on the server (merged with the browser's at login). */
export function registerServerCartRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  serve(app, deps, serverCartEndpoints['GET /user/cart'], async (_input, c) => success(await readServerCart(db, c.get('auth').user.id)));
  serve(app, deps, serverCartEndpoints['PUT /user/cart'], async ({ body }, c) => success(await saveServerCart(db, c.get('auth').user.id, body, deps.now())));
}
