import { success } from '../../../common/api/replies';
import { stockAlertEndpoints as endpoints } from '../../../common/stock-alerts/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { serve } from '../route-kit';
import { cancelMyStockAlert, cancelStockAlertByToken, confirmStockAlert, myStockAlerts, requestStockAlert } from './stock-alerts';

/** /api/stock-alerts (anyone, limited per IP) and /api/user/stock-alerts (the customer's own). */
export function registerStockAlertRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;
  const limit = (c: Parameters<typeof deps.clientIp>[0]) => limitPublicWrite(db, 'stockAlerts', deps.clientIp(c), deps.now());

  serve(app, deps, endpoints['POST /stock-alerts'], async ({ body }, c) => {
    await limit(c);
    const user = c.get('auth')?.user;
    return success(await requestStockAlert(db, body, user ? { id: user.id, email: user.email } : null, deps.now()));
  });
  serve(app, deps, endpoints['POST /stock-alerts/confirm'], async ({ body }, c) => {
    await limit(c);
    const confirmed = await confirmStockAlert(db, body.token, deps.now());
    // Already back in stock: the job sends it now rather than at the next sweep (which catches it if this fails).
    if (confirmed.alert.variant.in_stock) await deps.jobs?.send('notify-stock-alerts').catch((err: unknown) => deps.logger.warn({ err }, 'queueing the back-in-stock alerts failed'));
    return success(confirmed);
  });
  serve(app, deps, endpoints['POST /stock-alerts/cancel'], async ({ body }, c) => {
    await limit(c);
    return success(await cancelStockAlertByToken(db, body.token, deps.now()));
  });
  serve(app, deps, endpoints['GET /user/stock-alerts'], async (_input, c) => success(await myStockAlerts(db, c.get('auth').user.id)));
  serve(app, deps, endpoints['DELETE /user/stock-alerts/{id}'], async ({ params }, c) => success(await cancelMyStockAlert(db, c.get('auth').user.id, params.id, deps.now())));
}
