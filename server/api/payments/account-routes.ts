import type { Context } from 'hono';
import { success } from '../../../common/api/replies';
import { accountPaymentEndpoints } from '../../../common/payments/account-endpoints';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';
import { serve } from '../route-kit';
import { paymentHistory } from './payment-history-service';
import { deleteSavedCard, listSavedCards, presentSavedCard, saveCard, setDefaultCard } from './saved-cards-service';

const userId = (c: Context<ApiEnv>) => c.get('auth').user.id;

/** The customer's saved cards and payment history. */
export function registerAccountPaymentRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const endpoint = accountPaymentEndpoints;

  serve(app, deps, endpoint['GET /user/payment-methods'], async (_input, c) => success(await listSavedCards(db, userId(c), deps.now())));

  serve(app, deps, endpoint['POST /user/payment-methods'], async ({ body }, c) => {
    const now = deps.now();
    return success(presentSavedCard(await saveCard(db, deps.payments, userId(c), body, now), now));
  });

  serve(app, deps, endpoint['PATCH /user/payment-methods/{id}/default'], async ({ params }, c) =>
    success(presentSavedCard(await setDefaultCard(db, userId(c), params.id), deps.now())));

  serve(app, deps, endpoint['DELETE /user/payment-methods/{id}'], async ({ params }, c) => {
    await deleteSavedCard(db, userId(c), params.id);
    return success({ message: 'Tarjeta eliminada.' });
  });

  serve(app, deps, endpoint['GET /user/payment-history'], async ({ query }, c) => success(await paymentHistory(db, userId(c), query)));
}
