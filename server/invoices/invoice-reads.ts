import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fiscalRecords, invoices, type InvoiceRow } from '../db/schema';

// The reads of an order's invoices: all of them, the one of an event, the annulled ones, the one
// that stands for the sale now.

export async function invoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export async function invoiceFor(tx: Db, orderId: number, purpose: 'sale' | 'substitution' | 'cancellation'): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.purpose, purpose)));
  return row;
}

/** Invoices annulled by an anulación record. */
export async function annulledIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: fiscalRecords.invoiceId }).from(fiscalRecords).where(and(inArray(fiscalRecords.invoiceId, ids), eq(fiscalRecords.kind, 'anulacion')));
  return new Set(rows.map((row) => row.id));
}

/** The invoice that stands for the sale now: the full one that substituted the simplified one, or the sale's. Null if none (or annulled). */
export async function standingInvoice(tx: Db, orderId: number): Promise<InvoiceRow | null> {
  const candidates = [await invoiceFor(tx, orderId, 'substitution'), await invoiceFor(tx, orderId, 'sale')].filter((row): row is InvoiceRow => !!row);
  const annulled = await annulledIds(tx, candidates.map((row) => row.id));
  return candidates.find((row) => !annulled.has(row.id)) ?? null;
}
