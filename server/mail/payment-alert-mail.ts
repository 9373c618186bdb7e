import type { Db } from '../db/client';
import { readStoreSettings } from '../settings/store-settings';
import { sendMail } from './outbox';
import { renderMail } from './render';

/**
 * To the store (its contact address in /admin/settings): a payment provider took money the store
 * did not expect — a payment for an order already cancelled, expired or paid — and the refund has
 * been started. Staff check it reached the customer (the order's timeline says when it did).
 */
export async function queueStaffPaymentAlert(db: Db, input: { orderNumber: string; orderId: number; amount: string; why: string }): Promise<void> {
  const settings = await readStoreSettings(db);
  const content = renderMail({
    title: `Pago inesperado en el pedido ${input.orderNumber}`,
    paragraphs: [input.why, `Hemos pedido a la pasarela que devuelva ${input.amount} a la clienta. El historial del pedido dirá cuándo se ha hecho, o si falla y se reintenta.`],
    action: { label: 'Ver el pedido', path: `/admin/orders/${input.orderId}` },
    footer: 'Tienda Diverso · Aviso automático de la tienda para el equipo.',
  });
  await sendMail(db, { to: settings.contact_email, kind: 'payment-alert', subject: `Pago inesperado: pedido ${input.orderNumber}`, ...content });
}
