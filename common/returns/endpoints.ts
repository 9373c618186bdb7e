import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { OrderNumberParam } from '../orders/customer-contracts';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  AdminReceiveBody,
  AdminRefundPaidBody,
  AdminRejectBody,
  AdminReturn,
  AdminReturnListQuery,
  AdminReturnPage,
  CustomerReturnListQuery,
  GuestReturnAccessBody,
  GuestReturnQuoteBody,
  GuestReturnRequestBody,
  GuestWithdrawalBody,
  GuestWithdrawalQuoteBody,
  RefundQuote,
  Return,
  ReturnNumberParam,
  ReturnOptions,
  ReturnPage,
  ReturnQuoteBody,
  ReturnRequestBody,
  ReturnSheetQuery,
  ReturnStats,
  WithdrawalBody,
  WithdrawalQuoteBody,
} from './contracts';

const customer = { tag: 'Devoluciones', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const guest = { tag: 'Devoluciones', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const staff = { tag: 'Admin · Devoluciones', access: 'admin', permission: 'returns.manage' } as const satisfies Pick<EndpointSpec, 'tag' | 'access' | 'permission'>;

const WINDOW =
  'Solo pedidos entregados: devoluciones y cambios dentro del plazo de la tienda (30 días desde la entrega, en la configuración), y el desistimiento siempre dentro de los 14 días de la ley. Las prendas personalizadas o hechas a medida no se pueden devolver.';
const RULES =
  'Cada línea con su motivo y reembolso o cambio (el cambio reserva en el acto la talla o el color nuevo; si está agotado, 409 con el reembolso como alternativa). Nunca más unidades de las entregadas menos las que ya están en otra devolución (422). El reembolso se fija al confirmar; se envía un email con las instrucciones de recogida y la hoja de devolución en PDF.';
const GUEST = 'Para pedidos hechos sin cuenta: el número de pedido y su email deben coincidir (404 con el mismo mensaje si no). Limitado por IP (429).';

/** The customer's returns: from their delivered orders, their list, one return and its sheet. */
export const customerReturnEndpoints = defineEndpoints({
  'GET /user/returns': {
    ...customer,
    operationId: 'listMyReturns',
    summary: 'Mis devoluciones',
    description: 'Las devoluciones, cambios y desistimientos de la clienta, la más reciente primero.',
    query: CustomerReturnListQuery,
    reply: Success(ReturnPage),
  },
  'GET /user/returns/{number}': {
    ...customer,
    operationId: 'getMyReturn',
    summary: 'Una de mis devoluciones',
    description: 'La devolución entera: prendas, reembolso, estado e historia. 404 si no existe o es de otra persona.',
    params: ReturnNumberParam,
    reply: Success(Return),
    errors: [404],
  },
  'GET /user/returns/{number}/sheet': {
    ...customer,
    operationId: 'getMyReturnSheet',
    summary: 'La hoja de devolución (PDF)',
    description: 'El PDF para meter en el paquete: pedido, prendas, motivos y el número de devolución como código QR.',
    params: ReturnNumberParam,
    replyMediaType: 'application/pdf',
    reply: z.string().meta({ format: 'binary' }),
    errors: [404],
  },
  'GET /user/orders/{number}/returns/options': {
    ...customer,
    operationId: 'getMyOrderReturnOptions',
    summary: 'Qué puedo devolver de un pedido',
    description: `Cada línea con las unidades que aún se pueden devolver y las tallas o colores por los que cambiarla, los plazos y adónde va el reembolso. ${WINDOW}`,
    params: OrderNumberParam,
    reply: Success(ReturnOptions),
    errors: [404],
  },
  'POST /user/orders/{number}/returns/quote': {
    ...customer,
    operationId: 'quoteMyOrderReturn',
    summary: 'Calcula el reembolso antes de confirmar',
    description: 'Lo que se devolverá por esas prendas (su precio, menos su parte del descuento; el envío solo si vuelve el pedido entero o hay una prenda defectuosa), sin escribir nada.',
    params: OrderNumberParam,
    body: ReturnQuoteBody,
    reply: Success(RefundQuote),
    errors: [404, 409],
  },
  'POST /user/orders/{number}/returns': {
    ...customer,
    operationId: 'requestMyOrderReturn',
    summary: 'Pide una devolución o un cambio',
    description: `${RULES} ${WINDOW}`,
    params: OrderNumberParam,
    body: ReturnRequestBody,
    status: 201,
    reply: Success(Return),
    errors: [404, 409],
  },
  'POST /user/orders/{number}/withdrawal/quote': {
    ...customer,
    operationId: 'quoteMyOrderWithdrawal',
    summary: 'Calcula el reembolso del desistimiento antes de confirmar',
    description:
      'Lo que se devolverá si desistes del contrato de esas líneas (sin lista: todo lo que aún se puede devolver), con las mismas reglas que el desistimiento, sin escribir nada. 409 fuera de los 14 días.',
    params: OrderNumberParam,
    body: WithdrawalQuoteBody,
    reply: Success(RefundQuote),
    errors: [404, 409],
  },
  'POST /user/orders/{number}/withdrawal': {
    ...customer,
    operationId: 'withdrawFromMyOrder',
    summary: 'Desiste del contrato',
    description:
      'La función de desistimiento (art. 11 bis de la Directiva 2011/83/UE): dentro de los 14 días desde la entrega, sin dar motivos, todo lo que aún se puede devolver del pedido (o las líneas indicadas). Se confirma con confirm: true y se acusa recibo por email con la fecha y la hora. 409 fuera de plazo.',
    params: OrderNumberParam,
    body: WithdrawalBody,
    status: 201,
    reply: Success(Return),
    errors: [404, 409],
  },
});

/** Guests: the same, reached with the order's number and e-mail. */
export const guestReturnEndpoints = defineEndpoints({
  'POST /guest/returns/search': {
    ...guest,
    operationId: 'listGuestReturns',
    summary: 'Las devoluciones de un pedido de invitada',
    description: `Las devoluciones del pedido, la más reciente primero. ${GUEST}`,
    body: GuestReturnAccessBody,
    reply: Success(z.array(Return)),
    errors: [404, 429],
  },
  'POST /guest/returns/options': {
    ...guest,
    operationId: 'getGuestReturnOptions',
    summary: 'Qué puedo devolver de un pedido de invitada',
    description: `Como GET /user/orders/{number}/returns/options. ${GUEST}`,
    body: GuestReturnAccessBody,
    reply: Success(ReturnOptions),
    errors: [404, 429],
  },
  'POST /guest/returns/quote': {
    ...guest,
    operationId: 'quoteGuestReturn',
    summary: 'Calcula el reembolso de una invitada',
    description: `Como POST /user/orders/{number}/returns/quote. ${GUEST}`,
    body: GuestReturnQuoteBody,
    reply: Success(RefundQuote),
    errors: [404, 409, 429],
  },
  'POST /guest/returns': {
    ...guest,
    operationId: 'requestGuestReturn',
    summary: 'Pide una devolución o un cambio sin cuenta',
    description: `${RULES} ${GUEST}`,
    body: GuestReturnRequestBody,
    status: 201,
    reply: Success(Return),
    errors: [404, 409, 429],
  },
  'POST /guest/withdrawal/quote': {
    ...guest,
    operationId: 'quoteGuestWithdrawal',
    summary: 'Calcula el reembolso del desistimiento de una invitada',
    description: `Como POST /user/orders/{number}/withdrawal/quote. ${GUEST}`,
    body: GuestWithdrawalQuoteBody,
    reply: Success(RefundQuote),
    errors: [404, 409, 429],
  },
  'POST /guest/withdrawal': {
    ...guest,
    operationId: 'withdrawAsGuest',
    summary: 'Desiste del contrato sin cuenta',
    description: `Como POST /user/orders/{number}/withdrawal. ${GUEST}`,
    body: GuestWithdrawalBody,
    status: 201,
    reply: Success(Return),
    errors: [404, 409, 429],
  },
  'GET /returns/{number}/sheet': {
    ...guest,
    operationId: 'getReturnSheet',
    summary: 'La hoja de devolución desde el email',
    description: 'El PDF de la hoja de devolución con el enlace del email de confirmación (token); 404 si el enlace no es válido.',
    params: ReturnNumberParam,
    query: ReturnSheetQuery,
    replyMediaType: 'application/pdf',
    reply: z.string().meta({ format: 'binary' }),
    errors: [404],
  },
});

/** The back-office: the queue, one return, and each step staff take. */
export const adminReturnEndpoints = defineEndpoints({
  'GET /admin/returns': {
    ...staff,
    operationId: 'listAdminReturns',
    summary: 'Devoluciones, paginadas',
    description: 'La cola de devoluciones, cambios y desistimientos, la más reciente primero, filtrable por estado, tipo, motivo y fechas (días de Madrid), buscable por número de devolución o de pedido, email o nombre; con el número de cada estado.',
    query: AdminReturnListQuery,
    reply: Success(AdminReturnPage),
  },
  'GET /admin/returns/stats': {
    ...staff,
    operationId: 'getReturnStats',
    summary: 'Tasa y motivos de devolución (30 días)',
    description: 'Unidades devueltas por cada 100 vendidas en los últimos 30 días, y los motivos más repetidos, por producto y por talla.',
    reply: Success(ReturnStats),
  },
  'GET /admin/returns/{id}': {
    ...staff,
    operationId: 'getAdminReturn',
    summary: 'Una devolución',
    description: 'La devolución con su pedido, la clienta, sus reembolsos en el libro de pagos y lo que el staff puede hacer ahora.',
    params: IdParam,
    reply: Success(AdminReturn),
    errors: [404],
  },
  'POST /admin/returns/{id}/pickup': {
    ...staff,
    operationId: 'markReturnPickedUp',
    summary: 'Marca la devolución como recogida',
    description: 'El transportista ya tiene el paquete. 409 si no está solicitada.',
    params: IdParam,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
  'POST /admin/returns/{id}/receive': {
    ...staff,
    operationId: 'receiveReturnLines',
    summary: 'Recibe prendas de la devolución',
    description: 'Cada prenda que llega con su estado: apta para la venta vuelve al stock, dañada se da de baja (las dos quedan en el diario de stock). Una prenda se recibe una sola vez: 409 si ya se recibió o la devolución está cerrada.',
    params: IdParam,
    body: AdminReceiveBody,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
  'POST /admin/returns/{id}/refund': {
    ...staff,
    operationId: 'refundReturn',
    summary: 'Reembolsa la devolución',
    description:
      'Con todas las prendas recibidas: al medio de pago original a través de la pasarela, o, si se pagó contra reembolso o por transferencia, queda pendiente de transferir al IBAN que dio la clienta. Nunca dos veces: repetir la llamada devuelve el mismo reembolso. Si la pasarela falla se reintenta una vez y queda pendiente de reintentar.',
    params: IdParam,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
  'POST /admin/returns/{id}/refund/paid': {
    ...staff,
    operationId: 'markReturnRefundPaid',
    summary: 'Marca hecha la transferencia del reembolso',
    description: 'Para los reembolsos por transferencia: el staff ya la ha hecho. 409 si no hay ninguna pendiente.',
    params: IdParam,
    body: AdminRefundPaidBody,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
  'POST /admin/returns/{id}/exchange': {
    ...staff,
    operationId: 'shipReturnExchange',
    summary: 'Envía el cambio',
    description: 'Crea el pedido a 0 € con las tallas o colores reservados, enlazado a la devolución, listo para preparar. Una sola vez (409 después).',
    params: IdParam,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
  'POST /admin/returns/{id}/reject': {
    ...staff,
    operationId: 'rejectReturn',
    summary: 'Rechaza la devolución',
    description: 'Con el motivo, que se envía a la clienta. Las unidades reservadas para un cambio vuelven al stock y las prendas vuelven a poder devolverse. Solo antes de recibirla (409).',
    params: IdParam,
    body: AdminRejectBody,
    reply: Success(AdminReturn),
    errors: [404, 409],
  },
});
