import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CATALOGUE_CHANNEL } from './read-cache';

/**
 * Tells every instance, at commit, that public catalogue answers changed, as migration 0010's
 * triggers do for catalogue tables: for a write elsewhere that a product answer reads (a size
 * return, a delivery: the size advice of issue 25). Call it inside the writing transaction.
 */
export async function announceCatalogueChange(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}
