import { formatPrice } from '../../common/money';
import type { Return } from '../../common/returns/contracts';
import { renderMail, spanishDateTime, type MailContent } from './render';

// The e-mails of a return, in Spanish (pure: the tests read them). The request's is the
// acknowledgement on a durable medium the law asks for (art. 11a CRD): what, when, and what next.

export type ReturnMailKind = 'requested' | 'rejected' | 'refunded' | 'exchange_sent';

export const RETURN_MAIL_KINDS: Record<ReturnMailKind, string> = {
  requested: 'return-requested',
  rejected: 'return-rejected',
  refunded: 'return-refunded',
  exchange_sent: 'return-exchange-sent',
};

export interface ReturnMailContext {
  customerName: string;
  /** The return's page for an account; the order look-up for a guest. */
  pagePath: string;
  requestedAt: Date;
  storeName: string;
  supportEmail: string;
  /** The corrective invoice attached to the refund's e-mail, if one was issued. */
  invoiceNumber?: string | null;
}

function linesSection(ret: Return) {
  return {
    heading: 'Prendas',
    rows: ret.lines.map((line) => ({
      label: `${line.quantity} × ${line.product_name}${line.size ? ` · talla ${line.size}` : ''}${line.color_name ? ` · ${line.color_name}` : ''}`,
      value:
        line.resolution === 'exchange' && line.exchange
          ? `Cambio por talla ${line.exchange.size} · ${line.exchange.color_name}`
          : `${line.reason_label} · ${formatPrice(line.refund)}`,
    })),
  };
}

export function renderReturnMail(ret: Return, kind: ReturnMailKind, context: ReturnMailContext): { subject: string; html: string; text: string } {
  const hello = `Hola, ${context.customerName}:`;
  const withdrawal = ret.kind === 'withdrawal';
  let content: MailContent;
  switch (kind) {
    case 'requested':
      content = {
        title: withdrawal ? `Hemos recibido tu desistimiento del pedido ${ret.order_number}` : `Tu devolución ${ret.number} está en marcha`,
        paragraphs: [
          hello,
          withdrawal
            ? `Te confirmamos que el ${spanishDateTime(context.requestedAt)} recibimos tu decisión de desistir del contrato del pedido ${ret.order_number} (número de desistimiento ${ret.number}). No necesitas darnos ningún motivo.`
            : `Hemos registrado tu solicitud ${ret.number} del pedido ${ret.order_number} el ${spanishDateTime(context.requestedAt)}.`,
          `Pasamos a recogerlo gratis por ${ret.pickup_address.street}, ${ret.pickup_address.postal_code} ${ret.pickup_address.city} en los próximos días laborables: el transportista te avisará por SMS al ${ret.pickup_address.phone}.`,
          'Mete las prendas en un paquete, sin usar y con sus etiquetas, e imprime la hoja de devolución (enlace abajo) para meterla dentro. Si no tienes impresora, escribe el número de devolución en un papel.',
        ],
        sections: [
          linesSection(ret),
          {
            heading: 'Reembolso',
            rows: [
              ...(ret.refund.coupon_share > 0 ? [{ label: ret.refund.coupon_code ? `Descuento del cupón ${ret.refund.coupon_code}` : 'Descuento del cupón', value: `−${formatPrice(ret.refund.coupon_share)}` }] : []),
              ...(ret.refund.shipping > 0 ? [{ label: 'Gastos de envío', value: formatPrice(ret.refund.shipping) }] : []),
              { label: 'Total a devolver', value: formatPrice(ret.refund.total), strong: true },
              { label: 'Cómo', value: ret.refund_method_label },
            ],
          },
        ],
        closing: [
          withdrawal
            ? 'Te devolveremos el dinero, por el mismo medio de pago, en cuanto recibamos las prendas y en un máximo de 14 días desde hoy.'
            : 'Te devolveremos el dinero en cuanto recibamos y revisemos las prendas; si pediste un cambio, te lo enviamos entonces sin coste.',
          `¿Alguna duda? Escríbenos a ${context.supportEmail}.`,
        ],
        action: { label: 'Ver la devolución y la hoja', path: context.pagePath },
        footer: `${context.storeName} · Guarda este email: es el justificante de tu solicitud.`,
      };
      break;
    case 'rejected':
      content = {
        title: `No podemos aceptar la devolución ${ret.number}`,
        paragraphs: [hello, `Hemos revisado tu devolución ${ret.number} del pedido ${ret.order_number} y no podemos aceptarla: ${ret.rejection_reason ?? ''}`, `Si no estás de acuerdo, responde a ${context.supportEmail} y lo vemos contigo.`],
        action: { label: 'Ver la devolución', path: context.pagePath },
      };
      break;
    case 'refunded':
      content = {
        title: `Te hemos devuelto ${formatPrice(ret.refund.total)}`,
        paragraphs: [hello, `Hemos recibido las prendas de la devolución ${ret.number} y te hemos devuelto ${formatPrice(ret.refund.total)}: ${ret.refund_method_label.charAt(0).toLowerCase()}${ret.refund_method_label.slice(1)}. Según tu banco, puede tardar unos días en aparecer.`],
        sections: [linesSection(ret)],
        ...(context.invoiceNumber ? { closing: [`Adjuntamos en PDF la factura rectificativa ${context.invoiceNumber}, que descuenta lo devuelto de la factura del pedido.`] } : {}),
        action: { label: 'Ver la devolución', path: context.pagePath },
      };
      break;
    case 'exchange_sent':
      content = {
        title: `Tu cambio ya está en camino`,
        paragraphs: [hello, `Hemos recibido las prendas de la devolución ${ret.number} y te enviamos las nuevas tallas sin coste en el pedido ${ret.exchange_order_number ?? ''}.`],
        sections: [linesSection(ret)],
        action: { label: 'Ver la devolución', path: context.pagePath },
      };
      break;
  }
  const { html, text } = renderMail(content);
  return { subject: content.title, html, text };
}
