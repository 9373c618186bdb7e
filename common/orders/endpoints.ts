import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { Order } from './contracts';
import { CustomerOrderCancelBody, CustomerOrderListQuery, CustomerOrderPage, OrderNumberParam } from './customer-contracts';

const customer = { tag: 'Pedidos', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

/** The signed-in customer's own orders. */
export const customerOrderEndpoints = defineEndpoints({
  'GET /user/orders': {
    ...customer,
    operationId: 'listMyOrders',
    summary: 'Mis pedidos, paginados',
    description:
      "Los pedidos de la clienta, el más reciente primero. `status` filtra por estado (o `active`: pendientes de pago, pagados, en preparación y enviados); `period` por fecha (`30d`, `6m`, `year` — este año —, `all` o un año como `2026`, en hora de Madrid); `search` busca por número de pedido o nombre de prenda. Los intentos con el pago no completado (`payment_failed`) solo salen si se piden con `status=payment_failed`.",
    query: CustomerOrderListQuery,
    reply: Success(CustomerOrderPage),
  },
  'GET /user/orders/{number}': {
    ...customer,
    operationId: 'getMyOrder',
    summary: 'Uno de mis pedidos',
    description: 'El pedido entero (líneas, importes, dirección, pagos, seguimiento e historia); 404 si no existe o es de otra persona.',
    params: OrderNumberParam,
    reply: Success(Order),
    errors: [404],
  },
  'POST /user/orders/{number}/cancel': {
    ...customer,
    operationId: 'cancelMyOrder',
    summary: 'Cancela uno de mis pedidos',
    description:
      'Cancela el pedido mientras no haya salido del almacén (pendiente de pago, pagado o en preparación): devuelve las prendas al stock y, si estaba cobrado, reembolsa el pago. 409 si ya no se puede cancelar; 404 si no existe o es de otra persona.',
    params: OrderNumberParam,
    body: CustomerOrderCancelBody,
    reply: Success(Order),
    errors: [404, 409],
  },
});
