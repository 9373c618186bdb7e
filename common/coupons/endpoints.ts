import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import { AdminCoupon, AdminCouponBody, AdminCouponListQuery, AdminCouponPage, CustomerCoupons } from './contracts';

const TAG = 'Admin · Cupones';
const reader = { tag: TAG, access: 'admin', permission: 'orders.view' } as const;
const writer = { tag: TAG, access: 'admin', permission: 'orders.manage' } as const;

const RULES =
  'Reglas: código de 3 a 40 caracteres (A–Z, 0–9, guion y guion bajo; se guarda en mayúsculas y es único sin distinguir mayúsculas, 422 en `code` si ya existe); un porcentaje es entero de 1 a 100 y un importe fijo va en euros; la fecha de fin debe ser posterior a la de inicio. Cada error es un 422 en su campo.';

/** Coupons: staff manage them; a customer reads the ones they can use and the ones they used. */
export const couponEndpoints = defineEndpoints({
  'GET /admin/coupons': {
    ...reader,
    operationId: 'listAdminCoupons',
    summary: 'Cupones con su estado y sus usos, paginados',
    description: 'Todos los cupones, los más nuevos primero, filtrables por código (contiene) y por estado (activo, programado, caducado, agotado, inactivo).',
    query: AdminCouponListQuery,
    reply: Success(AdminCouponPage),
  },
  'POST /admin/coupons': {
    ...writer,
    operationId: 'createAdminCoupon',
    summary: 'Crea un cupón',
    description: `Crea el cupón; código, tipo y valor son obligatorios, lo demás toma su valor por defecto (sin pedido mínimo, sin fechas ni límites, activo). ${RULES}`,
    body: AdminCouponBody,
    status: 201,
    reply: Success(AdminCoupon),
  },
  'GET /admin/coupons/{id}': {
    ...reader,
    operationId: 'getAdminCoupon',
    summary: 'Un cupón',
    description: 'El cupón con ese id, con su estado y sus usos.',
    params: IdParam,
    reply: Success(AdminCoupon),
    errors: [404],
  },
  'PATCH /admin/coupons/{id}': {
    ...writer,
    operationId: 'updateAdminCoupon',
    summary: 'Edita, activa o desactiva un cupón',
    description: `Cambia solo los campos enviados; las reglas se comprueban sobre el resultado. Los usos ya hechos no cambian. ${RULES}`,
    params: IdParam,
    body: AdminCouponBody,
    reply: Success(AdminCoupon),
    errors: [404],
  },
  'DELETE /admin/coupons/{id}': {
    ...writer,
    operationId: 'deleteAdminCoupon',
    summary: 'Borra un cupón que nunca se ha usado',
    description: 'Borra el cupón si ningún pedido lo ha usado; si ya se usó es un 409 (desactívalo para que no se pueda usar más y los pedidos sigan mostrándolo).',
    params: IdParam,
    reply: Success(Message),
    errors: [404, 409],
  },
  'GET /user/coupons': {
    tag: 'Cuenta',
    access: 'customer',
    operationId: 'listCustomerCoupons',
    summary: 'Cupones disponibles y usados',
    description:
      'available: los cupones activos, dentro de sus fechas, no agotados, que el cliente no ha usado ya las veces permitidas (y los de primer pedido solo si aún no tiene pedidos), con su descuento, pedido mínimo y fecha de fin. Un pedido cancelado o con el pago fallido no gasta el uso. used: sus pedidos con cupón que lo conservan (código, número de pedido, fecha y descuento), los más recientes primero.',
    reply: Success(CustomerCoupons),
  },
});
