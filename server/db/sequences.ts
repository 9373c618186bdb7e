import { sql } from 'drizzle-orm';
import type { Db } from './client';

// The readable numbers of orders (TD-2026-000123) and returns (DV-2026-000045): a sequence's next
// value, and the year in the store's time zone.

export async function nextInSequence(tx: Db, name: 'order_number_seq' | 'return_number_seq'): Promise<number> {
  const result = await tx.execute(sql`select nextval(${name}) as n`);
  const rows = Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);
  return Number((rows[0] as { n: number | string }).n);
}

export const madridYear = (now: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(now));
