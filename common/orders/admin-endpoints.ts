import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { AdminOrder, AdminOrderCancelBody, AdminOrderListQuery, AdminOrderNoteBody, AdminOrderPage, AdminOrderStatusBody } from './admin-contracts';

const TAG = 'Admin · Pedidos';

/** Orders in the back-office: the list, one order, and the staff's changes (status, cancellation, notes). */
export const adminOrderEndpoints = defineEndpoints({
  'GET /admin/orders': {
    operationId: 'listAdminOrders',
    tag: TAG,
    access: 'admin',
    permission: 'orders.view',
    summary: 'Pedidos, paginados',
    description:
      'Todos los pedidos, buscables por número, email o nombre de la clienta (sin distinguir mayúsculas ni acentos), filtrables por estado, forma y estado del pago y fechas (días de Madrid, ambos incluidos), ordenables por fecha o importe. Trae además el número de pedidos de cada estado.',
    query: AdminOrderListQuery,
    reply: Success(AdminOrderPage),
  },
  'GET /admin/orders/{id}': {
    operationId: 'getAdminOrder',
    tag: TAG,
    access: 'admin',
    permission: 'orders.view',
    summary: 'Un pedido',
    description: 'El pedido entero (líneas, importes, dirección, pagos, historia), la cuenta de la clienta si la tiene, los estados a los que se puede pasar y lo que se devolvería al cancelarlo.',
    params: IdParam,
    reply: Success(AdminOrder),
    errors: [404],
  },
  'POST /admin/orders/{id}/status': {
    operationId: 'changeAdminOrderStatus',
    tag: TAG,
    access: 'admin',
    permission: 'orders.manage',
    summary: 'Cambia el estado de un pedido',
    description:
      "Solo los pasos permitidos: una transferencia pendiente → pagado (se registra el cobro), pagado → en preparación (contra reembolso: desde pendiente), en preparación → enviado (con empresa de transporte y número de seguimiento, 422 por campo si faltan; se envía el email de 'tu pedido va de camino'), enviado → entregado (contra reembolso: se registra el cobro). Para cancelar se usa /cancel. Cualquier otro cambio es un 409 que dice por qué. Cada cambio queda en la historia del pedido con el nombre de quien lo hizo y en el registro de auditoría.",
    params: IdParam,
    body: AdminOrderStatusBody,
    reply: Success(AdminOrder),
    errors: [404, 409],
  },
  'POST /admin/orders/{id}/cancel': {
    operationId: 'cancelAdminOrder',
    tag: TAG,
    access: 'admin',
    permission: 'orders.manage',
    summary: 'Cancela un pedido y devuelve el dinero',
    description:
      'Cancela un pedido que aún no ha salido, con su motivo (3–300 caracteres): las unidades vuelven al stock y, si ya se cobró con tarjeta o Bizum, se devuelve el importe por el mismo medio. Un pedido enviado, entregado o ya cancelado es un 409.',
    params: IdParam,
    body: AdminOrderCancelBody,
    reply: Success(AdminOrder),
    errors: [404, 409],
  },
  'POST /admin/orders/{id}/notes': {
    operationId: 'addAdminOrderNote',
    tag: TAG,
    access: 'admin',
    permission: 'orders.manage',
    summary: 'Añade una nota interna',
    description: 'Una nota del staff en la historia del pedido (tipo note), con su autora. La clienta no la ve.',
    params: IdParam,
    body: AdminOrderNoteBody,
    status: 201,
    reply: Success(AdminOrder),
    errors: [404],
  },
});
