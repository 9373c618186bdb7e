import { eq } from 'drizzle-orm';
import { INVOICE_KIND_LABELS, VERIFACTU_LEGEND, isRectifying, type InvoiceKind } from '../../common/invoices/rules';
import { centsToEuros, formatPrice } from '../../common/money';
import type { Db } from '../db/client';
import { orders, type InvoiceRow } from '../db/schema';
import { sendMail } from '../mail/outbox';
import { renderMail } from '../mail/render';
import { invoicePdfUrl } from './invoice-presenter';

// The e-mail of an invoice issued when no other e-mail of the order goes out at that moment (a
// transfer marked paid, cash paid at the door, a full invoice asked for later, one issued by the
// catch-up job): the PDF attached and its link. The confirmation, the cancellation and the
// refunded return carry theirs in their own e-mail.

export function renderInvoiceMail(invoice: InvoiceRow, orderNumber: string): { subject: string; html: string; text: string } {
  const kind = invoice.kind as InvoiceKind;
  const label = INVOICE_KIND_LABELS[kind];
  const amount = formatPrice(centsToEuros(Math.abs(invoice.totalCents)));
  const content = {
    title: `${label} ${invoice.number} · pedido ${orderNumber}`,
    paragraphs: [
      `Hola, ${invoice.recipient?.name ?? invoice.customerName}:`,
      isRectifying(kind)
        ? `Te enviamos la factura rectificativa ${invoice.number} del pedido ${orderNumber}: corrige la factura anterior por los ${amount} que te devolvemos.`
        : `Te enviamos la factura ${invoice.number} de tu pedido ${orderNumber}, por ${amount} (IVA incluido).`,
      'La tienes en PDF adjunta a este email y siempre en Mi cuenta › Facturas.',
    ],
    action: { label: 'Descargar la factura', path: invoicePdfUrl(invoice) },
    footer: `Tienda Diverso · ${VERIFACTU_LEGEND} (VERI*FACTU).`,
  };
  const { html, text } = renderMail(content);
  return { subject: content.title, html, text };
}

export async function queueInvoiceMail(tx: Db, invoice: InvoiceRow): Promise<void> {
  const [order] = await tx.select({ number: orders.number, userId: orders.userId }).from(orders).where(eq(orders.id, invoice.orderId));
  const mail = renderInvoiceMail(invoice, order?.number ?? '');
  await sendMail(tx, {
    to: invoice.email,
    userId: order?.userId ?? null,
    kind: 'order-invoice',
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: [{ kind: 'invoice', id: invoice.id }],
  });
}
