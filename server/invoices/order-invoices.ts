import { and, asc, eq } from 'drizzle-orm';
import { SHIPPING_METHOD_NAMES, linePromotionText, type ShippingMethod } from '../../common/checkout/pricing';
import { centsToEuros } from '../../common/money';
import { isVatExempt, type ShippingZone } from '../../common/checkout/zones';
import { RETURN_REASON_LABELS } from '../../common/returns/rules';
import type { Db } from '../db/client';
import { invoices, orderLines, orders, returnLines, type InvoiceRow, type OrderRow, type ReturnRow, type StoredInvoiceParty } from '../db/schema';
import { appendInvoice, type GrossInvoiceLine } from './append-invoice';
import { invoiceFor, standingInvoice } from './invoice-reads';

// The invoices of an order's life, each issued once: the sale's (simplified, or full when the
// customer gave their tax data), a full one substituting the simplified one (F3), the corrective
// invoice of a refunded return and the corrective invoice of a cancellation after payment. Each
// answers null when there is nothing to invoice yet (no issuer data: the catch-up job,
// invoice-catch-up.ts, comes back). Their reads are invoice-reads.ts.

const orderExempt = (order: OrderRow) => isVatExempt(order.shippingZone as ShippingZone);

function describeLine(line: { productName: string; brandName: string | null; size: string | null; colorName: string | null; sku: string }): string {
  const details = [line.size ? `talla ${line.size}` : null, line.colorName].filter(Boolean).join(', ');
  return `${line.brandName ? `${line.brandName} · ` : ''}${line.productName}${details ? ` (${details})` : ''} · ${line.sku}`;
}

/**
 * The order's lines as an invoice reads them, VAT included: the garments, the coupon, the shipping
 * and the cash-on-delivery fee. A garment an automatic promotion reached is at what was paid for it
 * (decision record 21), the promotion named in its description ("… · Promoción 2ª unidad al 50 %:
 * −12,50 €"), so the lines, their VAT and a return's corrective invoice all read the same amount.
 */
async function saleLines(tx: Db, order: OrderRow): Promise<GrossInvoiceLine[]> {
  const rows = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const lines: GrossInvoiceLine[] = rows.map((line) => ({
    description:
      line.promotionCents > 0
        ? `${describeLine(line)} · Promoción ${linePromotionText({ label: line.promotionLabel ?? '', discount: centsToEuros(line.promotionCents) })}`
        : describeLine(line),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    grossCents: line.lineTotalCents,
  }));
  if (order.discountCents > 0) {
    lines.push({ description: `Descuento${order.couponCode ? ` (cupón ${order.couponCode})` : ''}`, quantity: 1, unitPriceCents: -order.discountCents, grossCents: -order.discountCents });
  }
  if (order.shippingCents > 0) {
    const name = SHIPPING_METHOD_NAMES[order.shippingMethod as ShippingMethod] ?? 'Envío';
    lines.push({ description: name, quantity: 1, unitPriceCents: order.shippingCents, grossCents: order.shippingCents });
  }
  if (order.paymentFeeCents > 0) {
    lines.push({ description: 'Recargo de pago contra reembolso', quantity: 1, unitPriceCents: order.paymentFeeCents, grossCents: order.paymentFeeCents });
  }
  return lines;
}

/** An issued invoice's lines again (a substitution copies them; a cancellation gives them back with the opposite sign). */
function linesOf(invoice: InvoiceRow, sign: 1 | -1): GrossInvoiceLine[] {
  return invoice.lines.map((line) => ({
    description: line.description,
    quantity: sign * line.quantity,
    unitPriceCents: line.unit_price_cents,
    grossCents: sign * line.total_cents,
  }));
}

const isExempt = (invoice: InvoiceRow) => invoice.breakdown.some((row) => row.exemption != null);

/**
 * The sale's invoice, once the order is paid (card, Bizum, a transfer marked paid, cash on delivery
 * at the door): full (F1) when the order carries the customer's tax data, simplified (F2) otherwise.
 * Answers the existing one when it was already issued.
 */
export async function issueSaleInvoice(tx: Db, order: OrderRow, now: Date): Promise<InvoiceRow | null> {
  if (order.paidAt == null || order.totalCents <= 0) return null;
  const existing = await invoiceFor(tx, order.id, 'sale');
  if (existing) return existing;
  const recipient = order.invoiceRecipient ?? null;
  return appendInvoice(
    tx,
    {
      kind: recipient ? 'F1' : 'F2',
      purpose: 'sale',
      orderId: order.id,
      operationAt: order.paidAt,
      recipient,
      customerName: order.customerName,
      email: order.email,
      description: `Venta de ropa y complementos, pedido ${order.number}`,
      lines: await saleLines(tx, order),
      totalCents: order.totalCents,
      vatRate: order.vatRate,
      exempt: orderExempt(order),
    },
    now,
  );
}

/** A full invoice (F3) that substitutes the order's simplified one, made out to `recipient`. */
export async function issueSubstitutionInvoice(tx: Db, order: OrderRow, simplified: InvoiceRow, recipient: StoredInvoiceParty, now: Date): Promise<InvoiceRow | null> {
  const existing = await invoiceFor(tx, order.id, 'substitution');
  if (existing) return existing;
  return appendInvoice(
    tx,
    {
      kind: 'F3',
      purpose: 'substitution',
      orderId: order.id,
      rectifies: simplified,
      operationAt: order.paidAt ?? simplified.issuedAt,
      recipient,
      customerName: order.customerName,
      email: order.email,
      description: `Venta de ropa y complementos, pedido ${order.number} (sustituye a la factura simplificada ${simplified.number})`,
      lines: linesOf(simplified, 1),
      totalCents: simplified.totalCents,
      vatRate: simplified.breakdown[0]?.rate ?? order.vatRate,
      exempt: isExempt(simplified),
    },
    now,
  );
}

/** The corrective invoice of a cancellation after payment: the whole standing invoice, by differences. */
export async function issueCancellationInvoice(tx: Db, order: OrderRow, now: Date): Promise<InvoiceRow | null> {
  if (order.status !== 'cancelled') return null;
  const existing = await invoiceFor(tx, order.id, 'cancellation');
  if (existing) return existing;
  const base = await standingInvoice(tx, order.id);
  if (!base) return null;
  return appendInvoice(
    tx,
    {
      kind: base.kind === 'F2' ? 'R5' : 'R1',
      purpose: 'cancellation',
      orderId: order.id,
      rectifies: base,
      operationAt: order.cancelledAt ?? now,
      recipient: base.recipient,
      customerName: order.customerName,
      email: order.email,
      description: `Anulación de la venta del pedido ${order.number}`,
      reason: `Pedido cancelado${order.cancelReason ? `: ${order.cancelReason}` : ''}. Se devuelve el importe cobrado.`,
      lines: linesOf(base, -1),
      totalCents: -base.totalCents,
      vatRate: base.breakdown[0]?.rate ?? order.vatRate,
      exempt: isExempt(base),
    },
    now,
  );
}

/** The corrective invoice of a refunded return: its lines and the shipping given back, by differences. */
export async function issueReturnInvoice(tx: Db, row: ReturnRow, now: Date): Promise<InvoiceRow | null> {
  if (row.refundCents <= 0) return null;
  const [existing] = await tx.select().from(invoices).where(and(eq(invoices.returnId, row.id), eq(invoices.purpose, 'return')));
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) return null;
  const base = await standingInvoice(tx, order.id);
  if (!base) return null;
  const rows = await tx
    .select({ line: returnLines, orderLine: orderLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, row.id))
    .orderBy(asc(returnLines.id));
  const lines: GrossInvoiceLine[] = rows
    .filter(({ line }) => line.refundCents > 0)
    .map(({ line, orderLine }) => ({
      description: `Devolución: ${describeLine(orderLine)}`,
      quantity: -line.quantity,
      unitPriceCents: Math.round(line.refundCents / line.quantity),
      grossCents: -line.refundCents,
    }));
  if (row.shippingRefundCents > 0) lines.push({ description: 'Devolución de los gastos de envío', quantity: -1, unitPriceCents: row.shippingRefundCents, grossCents: -row.shippingRefundCents });
  const reasons = [...new Set(rows.map(({ line }) => RETURN_REASON_LABELS[line.reason as keyof typeof RETURN_REASON_LABELS] ?? line.reason))];
  return appendInvoice(
    tx,
    {
      kind: base.kind === 'F2' ? 'R5' : 'R1',
      purpose: 'return',
      orderId: order.id,
      returnId: row.id,
      rectifies: base,
      operationAt: row.refundedAt ?? now,
      recipient: base.recipient,
      customerName: order.customerName,
      email: order.email,
      description: `Devolución ${row.number} del pedido ${order.number}`,
      reason: `Devolución ${row.number}${reasons.length ? ` (${reasons.join(', ').toLowerCase()})` : ''}: se reembolsa lo devuelto.`,
      lines,
      totalCents: -row.refundCents,
      vatRate: base.breakdown[0]?.rate ?? order.vatRate,
      exempt: isExempt(base),
    },
    now,
  );
}
