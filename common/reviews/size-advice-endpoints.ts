import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { AdminSizeInsights } from './size-advice-contracts';
import { SIZE_ADVICE_MAJORITY, SIZE_ADVICE_MIN_SIGNALS, SIZE_RETURNS_MIN_SHARE } from './size-advice';

/** The staff's view of a product's fit (issue 25); the shopper's advice travels in the product answers. */
export const adminSizeAdviceEndpoints = defineEndpoints({
  'GET /admin/products/{id}/size-insights': {
    operationId: 'getProductSizeInsights',
    tag: 'Admin · Catálogo',
    access: 'admin',
    permission: 'products.view',
    summary: 'Devoluciones por talla y consejo de talla de un producto',
    description: `Por talla: unidades entregadas, devueltas por cualquier motivo (tasa por cada 100) y cuántas por «Talla pequeña» o «Talla grande»; las opiniones publicadas por ajuste y el consejo que ve quien compra. El consejo necesita al menos ${SIZE_ADVICE_MIN_SIGNALS} opiniones y devoluciones por talla y que un ajuste reúna el ${SIZE_ADVICE_MAJORITY * 100} %; las devoluciones por talla cuentan cuando son al menos el ${SIZE_RETURNS_MIN_SHARE * 100} % de lo entregado.`,
    params: IdParam,
    reply: Success(AdminSizeInsights),
    errors: [404],
  },
});
