import { and, eq, isNull } from 'drizzle-orm';
import type { InvoiceRecipient, InvoiceRequestOutcome } from '../../../common/invoices/contracts';
import type { Db } from '../../db/client';
import { invoices, orders, type InvoiceRow, type OrderRow } from '../../db/schema';
import { queueInvoiceMail } from '../../invoices/invoice-mails';
import { presentCustomerInvoices } from '../../invoices/invoice-presenter';
import { issueSubstitutionInvoice } from '../../invoices/order-invoices';
import { annulledIds, invoicesOfOrder } from '../../invoices/invoice-reads';
import { appendAnulacionRecord } from '../../invoices/verifactu/fiscal-records';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError } from '../../errors';
import { recordOrderEvent } from '../../timelines/order-timeline';
import { transaction } from '../../db/transaction';

// What customers and staff ask of invoices: the steps of a full invoice for an order (the flow is
// server/flows/request-full-invoice.ts: before it is paid it waits for the payment; after, a full
// invoice substitutes the simplified one at once), and staff's anulación of an invoice issued in error.

const NOT_FOUND = 'Pedido no encontrado.';
export const GUEST_NOT_FOUND = 'No encontramos ningún pedido sin cuenta con ese número y ese email.';

export async function findCustomerOrder(db: Db, userId: number, number: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.number, number), eq(orders.userId, userId)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function findGuestOrder(db: Db, number: string, email: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.number, number), eq(orders.email, email.toLowerCase()), isNull(orders.userId)));
  if (!row) throw new NotFoundError(GUEST_NOT_FOUND);
  return row;
}

type InvoiceActor = { kind: 'customer'; id: number | null; name: string | null };

/** Full invoice, step 1: the order under a row lock, if it was (or may still be) paid and has an amount (else 404 or 409). */
export async function lockInvoiceableOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError(NOT_FOUND);
  if (order.status === 'payment_failed' || (order.status === 'cancelled' && order.paidAt == null)) {
    throw new ConflictError(`El pedido ${order.number} no llegó a pagarse: no tiene factura.`);
  }
  if (order.exchangeForReturnId != null || order.totalCents === 0) throw new ConflictError(`El pedido ${order.number} no tiene importe que facturar.`);
  return order;
}

/**
 * Full invoice, step 2: the order's invoices not annulled, when none is full yet (409) and none
 * corrects it (a substitution would not match them: 409). Answers the simplified one, if any.
 */
export async function substitutableInvoice(tx: Db, order: OrderRow): Promise<InvoiceRow | undefined> {
  const existing = await invoicesOfOrder(tx, order.id);
  const annulled = await annulledIds(tx, existing.map((row) => row.id));
  const standing = existing.filter((row) => !annulled.has(row.id));
  const full = standing.find((row) => row.kind === 'F1' || row.kind === 'F3');
  if (full) throw new ConflictError(`El pedido ${order.number} ya tiene la factura completa ${full.number}: descárgala desde el pedido.`);
  if (standing.some((row) => row.kind === 'R1' || row.kind === 'R5')) {
    throw new ConflictError(`El pedido ${order.number} ya tiene una factura rectificativa, así que no podemos sustituir su factura simplificada. Escríbenos y te ayudamos.`);
  }
  return standing.find((row) => row.kind === 'F2');
}

const recipientName = (recipient: InvoiceRecipient) => `${recipient.name} (NIF ${recipient.tax_id})`;

/** Full invoice, step 3: the recipient saved on the order (the invoice of its payment, or of the catch-up, is made out to it). */
export async function saveInvoiceRecipient(tx: Db, order: OrderRow, recipient: InvoiceRecipient, now: Date): Promise<void> {
  await tx.update(orders).set({ invoiceRecipient: recipient, updatedAt: now }).where(eq(orders.id, order.id));
}

/** Full invoice, step 4 without an invoice yet: the request said on the timeline; the invoice comes with the payment. */
export async function fullInvoiceSaved(tx: Db, order: OrderRow, recipient: InvoiceRecipient, actor: InvoiceActor, now: Date): Promise<InvoiceRequestOutcome> {
  const who = recipientName(recipient);
  await recordOrderEvent(tx, order.id, { kind: 'note', message: `Factura completa pedida a nombre de ${who}.`, actor, now });
  return {
    outcome: 'saved',
    message: order.paidAt
      ? `Emitiremos la factura completa a nombre de ${who} en cuanto esté lista; te la enviaremos por email.`
      : `La factura completa a nombre de ${who} se emitirá con el pago del pedido.`,
    invoice: null,
  };
}

/** Full invoice, step 4 with a simplified one: the F3 substituting it issued now and e-mailed (409 when invoices cannot be issued). */
export async function issueFullInvoice(tx: Db, order: OrderRow, simplified: InvoiceRow, recipient: InvoiceRecipient, now: Date): Promise<InvoiceRequestOutcome> {
  const invoice = await issueSubstitutionInvoice(tx, { ...order, invoiceRecipient: recipient }, simplified, recipient, now);
  if (!invoice) throw new ConflictError('Ahora mismo no podemos emitir facturas. Inténtalo más tarde o escríbenos.');
  await queueInvoiceMail(tx, invoice);
  const [view] = await presentCustomerInvoices(tx, [invoice]);
  return { outcome: 'issued', message: `Hemos emitido la factura completa ${invoice.number} a nombre de ${recipientName(recipient)}. Te la hemos enviado por email.`, invoice: view! };
}

/**
 * Staff's anulación of an invoice issued in error: its anulación record, chained like any other;
 * the invoice and its alta stay. 409 when already annulled or when corrective invoices name it.
 */
export async function annulInvoice(db: Db, id: number, reason: string, audit: AuditActor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
    if (!invoice) throw new NotFoundError('Factura no encontrada.');
    if ((await annulledIds(tx, [invoice.id])).has(invoice.id)) throw new ConflictError(`La factura ${invoice.number} ya está anulada.`);
    const [dependent] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.rectifiesInvoiceId, invoice.id)).limit(1);
    if (dependent) throw new ConflictError(`La factura ${invoice.number} tiene la factura ${dependent.number} que la rectifica o sustituye: no se puede anular.`);
    const record = await appendAnulacionRecord(tx, invoice, now);
    await recordOrderEvent(tx, invoice.orderId, { kind: 'invoice', message: `Factura ${invoice.number} anulada por el equipo: ${reason}`, actor: { kind: 'staff', id: audit.id, name: audit.name }, now });
    await recordAudit(tx, audit, {
      action: 'annul',
      entityType: 'invoice',
      entityId: invoice.id,
      entityLabel: invoice.number,
      changes: { annulled: { before: false, after: true }, reason: { before: null, after: reason }, record: { before: null, after: record.huella } },
    });
  });
}
