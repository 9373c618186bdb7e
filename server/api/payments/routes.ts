import { success } from '../../../common/api/replies';
import { paymentGatewayEndpoints as endpoints } from '../../../common/payments/endpoints';
import { isTestGateway } from '../../payments/test-gateway';
import type { ApiApp, ApiDeps } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { serve } from '../route-kit';
import { limitPublicWrite } from './public-rate-limit';

/** /api/payments/test-gateway/*: the test gateway's own calls (a real gateway serves these itself). */
export function registerPaymentGatewayRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, endpoints['POST /payments/test-gateway/tokens'], async ({ body }, c) => {
    const gateway = deps.payments;
    if (!isTestGateway(gateway)) throw new NotFoundError('La tienda no está en modo de pruebas: la tarjeta se introduce en la pasarela de pago.');
    const now = deps.now();
    await limitPublicWrite(db, 'cardTokens', deps.clientIp(c), now);
    const result = await gateway.tokenise({ number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc }, now);
    if (!result.ok) throw new ValidationError({ [result.field]: [result.message] });
    const { card } = result;
    return success({ token: card.token, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear });
  });
}
