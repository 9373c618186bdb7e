import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, orders, returns, type InvoiceRow, type OrderRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { queueInvoiceMail } from './invoice-mails';
import { issueCancellationInvoice, issueReturnInvoice, issueSaleInvoice } from './order-invoices';

// The catch-up job: the invoices a moment could not issue (no issuer data yet, a failed hook).

/** The advisory lock of a catch-up round (server/start.ts): one instance at a time. */
export const INVOICE_CATCH_UP_LOCK_KEY = 724_410_523;

interface MissingKind {
  /** What is due, oldest first; read after the kinds before it were issued (a sale invoiced now makes its cancellation due). */
  due: (db: Db, limit: number) => Promise<number[]>;
  issue: (tx: Db, id: number, now: Date) => Promise<InvoiceRow | null>;
  /** Null means the issuer data are still missing: nothing else can be issued. */
  stopOnNull: boolean;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** An order's invoice, read by the order's id (gone meanwhile: nothing). */
const ofOrder =
  (issue: (tx: Db, order: OrderRow, now: Date) => Promise<InvoiceRow | null>): MissingKind['issue'] =>
  async (tx, id, now) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    return order ? issue(tx, order, now) : null;
  };

const MISSING: MissingKind[] = [
  {
    // Paid orders without their sale's invoice.
    due: async (db, limit) =>
      ids(
        await db
          .select({ id: orders.id })
          .from(orders)
          .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.purpose, 'sale')))
          .where(and(sql`${orders.paidAt} is not null`, sql`${orders.totalCents} > 0`, isNull(invoices.id)))
          .orderBy(asc(orders.paidAt))
          .limit(limit),
      ),
    issue: ofOrder(issueSaleInvoice),
    stopOnNull: true,
  },
  {
    // Cancellations after payment without their corrective invoice.
    due: async (db, limit) =>
      ids(
        await db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.purpose, 'sale')))
          .where(and(eq(orders.status, 'cancelled'), sql`not exists (select 1 from ${invoices} c where c.order_id = ${orders.id} and c.purpose = 'cancellation')`))
          .limit(limit),
      ),
    issue: ofOrder(issueCancellationInvoice),
    stopOnNull: false,
  },
  {
    // Refunded returns without their corrective invoice.
    due: async (db, limit) =>
      ids(
        await db
          .select({ id: returns.id })
          .from(returns)
          .where(and(eq(returns.status, 'refunded'), sql`${returns.refundCents} > 0`, sql`not exists (select 1 from ${invoices} r where r.return_id = ${returns.id} and r.purpose = 'return')`))
          .limit(limit),
      ),
    issue: async (tx, id, now) => {
      const [row] = await tx.select().from(returns).where(eq(returns.id, id));
      return row ? issueReturnInvoice(tx, row, now) : null;
    },
    stopOnNull: false,
  },
];

/**
 * Everything that should have an invoice and has none: paid orders, then cancellations after
 * payment, then refunded returns — oldest first. Run every minute (server/start.ts): it issues what
 * waited for the issuer data, and what a failed hook missed. Each invoice in its own transaction,
 * with its own e-mail (the moment's e-mail left without it). Answers the invoices issued.
 */
export async function issueMissingInvoices(db: Db, now: Date, limit = 200): Promise<InvoiceRow[]> {
  const issued: InvoiceRow[] = [];
  for (const kind of MISSING) {
    for (const id of await kind.due(db, limit)) {
      const invoice = await transaction(db, async (tx) => {
        const issuedNow = await kind.issue(tx, id, now);
        if (issuedNow) await queueInvoiceMail(tx, issuedNow);
        return issuedNow;
      });
      if (invoice) issued.push(invoice);
      else if (kind.stopOnNull) return issued;
    }
  }
  return issued;
}
