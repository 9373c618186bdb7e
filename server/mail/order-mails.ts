import { eq } from 'drizzle-orm';
import { bankAccountOf, describeBankAccount } from '../../common/checkout/bank-transfer';
import { PAYMENT_METHOD_NAMES, SHIPPING_METHOD_NAMES, linePromotionText, subtotalBeforePromotions } from '../../common/checkout/pricing';
import { centsToEuros, eurosToCents, formatPrice } from '../../common/money';
import type { Order } from '../../common/orders/contracts';
import type { StoreSettings } from '../../common/settings/contracts';
import { readStoreSettings } from '../settings/store-settings';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { sendMail } from './outbox';
import { absoluteUrl, renderMail, spanishDateTime, type MailContent, type MailSection } from './render';

// The three e-mails of an order's life, in Spanish, as HTML and text: the confirmation (what was
// bought, what it costs, where it goes and how it is paid), the parcel on its way (carrier and
// tracking) and the cancellation (why, and the money back when it had been paid). Written to the
// outbox inside the caller's transaction, like every mail of the store (server/mail/outbox.ts).

export type OrderMailKind = 'confirmation' | 'shipped' | 'cancelled';

export const ORDER_MAIL_KINDS: Record<OrderMailKind, string> = {
  confirmation: 'order-confirmation',
  shipped: 'order-shipped',
  cancelled: 'order-cancelled',
};

/** The invoice an order e-mail carries: the sale's with the confirmation, the corrective one with the cancellation. */
export function mailedInvoice(order: Order, kind: OrderMailKind): Order['invoices'][number] | null {
  const purpose = kind === 'confirmation' ? ['sale'] : kind === 'cancelled' ? ['cancellation'] : [];
  return order.invoices.find((invoice) => purpose.includes(invoice.purpose)) ?? null;
}

export async function queueOrderMail(db: Db, order: Order, kind: OrderMailKind): Promise<void> {
  const settings = await readStoreSettings(db);
  const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id)).limit(1);
  const userId = owner?.userId ?? null;
  const mail = renderOrderMail(order, kind, { settings, signedUpCustomer: userId !== null });
  const invoice = mailedInvoice(order, kind);
  await sendMail(db, {
    to: order.email,
    userId,
    kind: ORDER_MAIL_KINDS[kind],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: invoice ? [{ kind: 'invoice', id: invoice.id }] : [],
  });
}

export interface OrderMailContext {
  settings: Pick<
    StoreSettings,
    'store_name' | 'support_email' | 'phone' | 'cash_on_delivery_fee' | 'legal_name' | 'bank_transfer_holder' | 'bank_transfer_iban' | 'bank_transfer_bank'
  >;
  /** The order belongs to an account: the link opens it in 'Mi cuenta › Pedidos'; a guest's goes to the look-up by number and e-mail. */
  signedUpCustomer: boolean;
}

/** The subject, HTML and text of one of an order's e-mails (pure: the tests read it). */
export function renderOrderMail(order: Order, kind: OrderMailKind, context: OrderMailContext): { subject: string; html: string; text: string } {
  const content = kind === 'confirmation' ? confirmation(order, context) : kind === 'shipped' ? shipped(order, context) : cancelled(order, context);
  const { html, text } = renderMail(content);
  return { subject: content.title, html, text };
}

function confirmation(order: Order, context: OrderMailContext): MailContent {
  const total = formatPrice(order.totals.total);
  const opening: string[] = [`Hola, ${order.customer_name}:`];
  const closing: string[] = [];
  switch (order.payment_method) {
    case 'card':
    case 'bizum':
      opening.push(
        order.paid_at
          ? `Gracias por tu compra. Hemos recibido tu pedido ${order.number} y el pago de ${total} con ${paymentName(order)}. Ya lo estamos preparando y te escribiremos cuando salga hacia tu casa.`
          : `Hemos recibido tu pedido ${order.number}. En cuanto se confirme el pago de ${total} con ${paymentName(order)} empezaremos a prepararlo.`,
      );
      break;
    case 'cash_on_delivery':
      opening.push(
        `Gracias por tu compra. Hemos recibido tu pedido ${order.number} y ya lo estamos preparando. Lo pagas al recibirlo: ten preparados ${total} para el transportista.`,
      );
      if (order.totals.payment_fee > 0) {
        closing.push(`El importe a pagar en la entrega incluye ${formatPrice(order.totals.payment_fee)} de recargo por el pago contra reembolso.`);
      }
      break;
    case 'bank_transfer':
      opening.push(`Gracias por tu compra. Hemos recibido tu pedido ${order.number}. Lo prepararemos en cuanto llegue tu transferencia de ${total}.`);
      closing.push(...bankTransferInstructions(order, context));
      break;
  }
  const invoice = mailedInvoice(order, 'confirmation');
  if (invoice) closing.push(`Adjuntamos la ${invoice.kind_label.toLowerCase()} ${invoice.number} en PDF; la tienes también en tu pedido.`);
  closing.push(`Las condiciones de compra que aceptaste con este pedido están en ${absoluteUrl('/terms')}.`);
  closing.push(`¿Alguna duda? Escríbenos a ${context.settings.support_email}${phoneSuffix(context)} indicando el número de pedido.`);
  return {
    title: `Hemos recibido tu pedido ${order.number}`,
    paragraphs: opening,
    sections: [linesSection(order), totalsSection(order), shippingSection(order), paymentSection(order)],
    closing,
    action: orderLink(order, context),
    footer: footer(context),
  };
}

function shipped(order: Order, context: OrderMailContext): MailContent {
  const tracking = order.tracking;
  const paragraphs = [
    `Hola, ${order.customer_name}:`,
    tracking
      ? `Tu pedido ${order.number} ya va de camino con ${tracking.carrier_name}. El número de seguimiento es ${tracking.tracking_number}.`
      : `Tu pedido ${order.number} ya ha salido de nuestro almacén.`,
  ];
  if (tracking?.tracking_url) paragraphs.push(`Puedes seguir el envío aquí: ${tracking.tracking_url}`);
  if (order.payment_method === 'cash_on_delivery') {
    paragraphs.push(`Recuerda que lo pagas al recibirlo: ${formatPrice(order.totals.total)} al transportista.`);
  }
  const sections: MailSection[] = [];
  if (tracking) {
    sections.push({
      heading: 'Seguimiento',
      rows: [
        { label: 'Empresa de transporte', value: tracking.carrier_name },
        { label: 'Número de seguimiento', value: tracking.tracking_number },
        ...(tracking.tracking_url ? [{ label: `Seguimiento en la web de ${tracking.carrier_name}:\n${tracking.tracking_url}` }] : []),
      ],
    });
  }
  sections.push(shippingSection(order), linesSection(order));
  return {
    title: `Tu pedido ${order.number} está en camino`,
    paragraphs,
    sections,
    closing: [`Si el paquete no llega o llega dañado, escríbenos a ${context.settings.support_email}${phoneSuffix(context)} indicando el número de pedido.`],
    action: orderLink(order, context),
    footer: footer(context),
  };
}

function cancelled(order: Order, context: OrderMailContext): MailContent {
  const paragraphs = [`Hola, ${order.customer_name}:`, `Tu pedido ${order.number} se ha cancelado.`];
  if (order.cancel_reason) paragraphs.push(`Motivo: ${order.cancel_reason}`);
  const refunded = refundedCents(order);
  if (refunded > 0) {
    paragraphs.push(`Te devolvemos ${formatPrice(centsToEuros(refunded))} ${refundWhen(order)}`);
  } else if (order.payment_method === 'cash_on_delivery') {
    paragraphs.push('Como ibas a pagarlo contra reembolso, no se te ha cobrado nada.');
  } else if (!order.paid_at) {
    paragraphs.push('No se te ha cobrado nada por este pedido.');
  }
  return {
    title: `Tu pedido ${order.number} se ha cancelado`,
    paragraphs,
    sections: [linesSection(order)],
    closing: [
      ...(mailedInvoice(order, 'cancelled') ? [`Adjuntamos en PDF la factura rectificativa ${mailedInvoice(order, 'cancelled')!.number}, que anula el importe de la factura del pedido.`] : []),
      `Si no esperabas esta cancelación o tienes alguna duda, escríbenos a ${context.settings.support_email}${phoneSuffix(context)}.`,
    ],
    action: orderLink(order, context),
    footer: footer(context),
  };
}

/** What went back to the customer: the refunds that went through, or the whole amount paid if the order says it was refunded before they are listed. */
function refundedCents(order: Order): number {
  const refunds = order.payments.filter((p) => p.kind === 'refund' && (p.status === 'succeeded' || p.status === 'pending'));
  if (refunds.length > 0) return refunds.reduce((sum, p) => sum + eurosToCents(p.amount), 0);
  if (order.payment_status === 'refunded') return eurosToCents(order.totals.total);
  return 0;
}

/** How the money goes back: the refund's own method (a refund staff make by hand is a transfer, whatever the order was paid with). */
function refundWhen(order: Order): string {
  const refund = order.payments.filter((p) => p.kind === 'refund' && p.status !== 'failed' && p.status !== 'cancelled').at(-1);
  switch (refund?.method ?? order.payment_method) {
    case 'card':
      return 'en la misma tarjeta con la que pagaste. Según tu banco, lo verás en tu cuenta en un plazo de 5 a 10 días hábiles.';
    case 'bizum':
      return 'por Bizum al mismo teléfono con el que pagaste. Suele llegar en unos minutos y, como mucho, en 2 días hábiles.';
    case 'bank_transfer':
      return order.payment_method === 'bank_transfer'
        ? 'por transferencia a la cuenta desde la que pagaste, en un plazo de 5 días hábiles.'
        : 'por transferencia bancaria, en un plazo de 5 días hábiles.';
    default:
      return 'por el mismo medio con el que pagaste.';
  }
}

/** How to pay a bank transfer: the amount, the store's account, the order number as the reference and the deadline. */
function bankTransferInstructions(order: Order, context: OrderMailContext): string[] {
  const due = order.payment_due_at ? ` antes del ${spanishDateTime(new Date(order.payment_due_at))}` : '';
  const account = bankAccountOf(context.settings);
  const to = account ? ` a ${describeBankAccount(account)}` : '';
  return [
    `Cómo pagar: haz una transferencia de ${formatPrice(order.totals.total)}${due}${to}, y escribe ${order.number} como concepto, para que sepamos de qué pedido es.`,
    'Cuando llegue la transferencia (suele tardar 1 o 2 días hábiles) te avisaremos y prepararemos tu pedido.',
  ];
}

function linesSection(order: Order): MailSection {
  return {
    heading: 'Tu pedido',
    rows: order.lines.map((line) => {
      const details = [line.size ? `Talla ${line.size}` : null, line.color_name ? `Color ${line.color_name}` : null].filter(Boolean).join(' · ');
      const units = `${line.quantity} ${line.quantity === 1 ? 'unidad' : 'unidades'} × ${formatPrice(line.unit_price)}`;
      const promotion = line.promotion ? linePromotionText(line.promotion) : null;
      return { label: [line.product_name, details, units, promotion].filter(Boolean).join('\n'), value: formatPrice(line.line_total) };
    }),
  };
}

function totalsSection(order: Order): MailSection {
  const t = order.totals;
  // The goods at their price, then what the promotions took off: the lines above are after them.
  const rows: MailSection['rows'] = [{ label: 'Subtotal', value: formatPrice(subtotalBeforePromotions(t)) }];
  if (t.promotions > 0) rows.push({ label: 'Promociones', value: `−${formatPrice(t.promotions)}` });
  if (t.discount > 0) rows.push({ label: order.coupon_code ? `Descuento (cupón ${order.coupon_code})` : 'Descuento', value: `−${formatPrice(t.discount)}` });
  rows.push({ label: SHIPPING_METHOD_NAMES[order.shipping_method], value: t.shipping > 0 ? formatPrice(t.shipping) : 'Gratis' });
  if (t.payment_fee > 0) rows.push({ label: 'Recargo contra reembolso', value: formatPrice(t.payment_fee) });
  if (t.vat_exemption > 0) rows.push({ label: 'IVA no aplicable (Canarias, Ceuta y Melilla)', value: `−${formatPrice(t.vat_exemption)}` });
  rows.push({ label: 'Total', value: formatPrice(t.total), strong: true });
  rows.push({ label: t.vat > 0 ? `IVA incluido (${t.vat_rate} %)` : 'Sin IVA', value: formatPrice(t.vat) });
  return { heading: 'Importes', rows };
}

function shippingSection(order: Order): MailSection {
  const a = order.shipping_address;
  return {
    heading: 'Envío',
    rows: [
      { label: [a.recipient_name, a.street, `${a.postal_code} ${a.city} (${a.province})`, `Teléfono: ${a.phone}`].join('\n') },
      { label: 'Forma de envío', value: SHIPPING_METHOD_NAMES[order.shipping_method] },
    ],
  };
}

function paymentSection(order: Order): MailSection {
  const name = paymentName(order);
  const rows: MailSection['rows'] = [{ label: 'Forma de pago', value: name.charAt(0).toUpperCase() + name.slice(1) }];
  if (order.payment_method === 'cash_on_delivery') rows.push({ label: 'A pagar en la entrega', value: formatPrice(order.totals.total), strong: true });
  if (order.payment_method === 'bank_transfer' && order.payment_due_at) {
    rows.push({ label: 'Haz la transferencia antes del', value: spanishDateTime(new Date(order.payment_due_at)) });
  }
  return { heading: 'Pago', rows };
}

/** 'Tarjeta Visa ···· 4242' when the charge says which card; else the method's name. */
function paymentName(order: Order): string {
  if (order.payment_method === 'card') {
    const charge = order.payments.find((p) => p.kind === 'charge' && p.card_last4);
    if (charge?.card_last4) return `tarjeta ${charge.card_brand ?? ''} acabada en ${charge.card_last4}`.replace(/\s+/g, ' ');
    return 'tarjeta';
  }
  return order.payment_method === 'bizum' ? 'Bizum' : PAYMENT_METHOD_NAMES[order.payment_method].toLowerCase();
}

function orderLink(order: Order, context: OrderMailContext): MailContent['action'] {
  return context.signedUpCustomer
    ? { label: 'Ver mi pedido', path: `/user/orders/${encodeURIComponent(order.number)}` }
    : { label: 'Consultar mi pedido', path: '/orders/lookup' };
}

function phoneSuffix(context: OrderMailContext): string {
  return context.settings.phone ? ` o llámanos al ${context.settings.phone}` : '';
}

function footer(context: OrderMailContext): string {
  return `${context.settings.store_name} · Te enviamos este mensaje porque has hecho un pedido en nuestra tienda.`;
}
