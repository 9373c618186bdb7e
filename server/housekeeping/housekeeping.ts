import { and, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { storeToday } from '../../common/analytics/period';
import type { Db } from '../db/client';
import { accessTokens, accountTokens, carts, mailOutbox, rateLimitCounters, searchQueryStats, signInChallenges, stockAlerts } from '../db/schema';
import type { Logger } from '../logger';
import { readStoreSettings } from '../settings/store-settings';
import { HOUSEKEEPING_BATCH_SIZE, retentionCutoffs, type RetentionCutoffs } from './retention';

/** What one run removed (rows) or emptied (e-mail bodies), by kind. */
export interface HousekeepingCounts {
  sessions: number;
  accountLinks: number;
  signIns: number;
  unconfirmedStockAlerts: number;
  idleCarts: number;
  rateLimits: number;
  mailBodies: number;
  /** Days × queries of the shoppers' search counts. */
  searchStats: number;
}

/** The note an e-mail never sent gets when its body goes: the delivery skips a mail with an error. */
export const MAIL_BODY_REMOVED_UNSENT = 'No se envió: su contenido se borró al cumplir el plazo de conservación.';

/**
 * Removes, in batches of HOUSEKEEPING_BATCH_SIZE, the rows `where` selects by `key`: each batch its
 * own short statement, so a large backlog never holds a long lock. Safe to run twice or at once on
 * two instances (a row already gone is simply not found). Returns how many went.
 */
async function deleteInBatches(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(batchSize);
    const removed = await db.delete(table).where(inArray(key, batch)).returning({ key });
    total += removed.length;
    if (removed.length < batchSize) return total;
  }
}

/**
 * Empties the bodies (and extra headers: an unsubscribe link) of the e-mails created before the
 * cut-off. The row stays as the record that the e-mail was sent (to whom, what, when); one never
 * sent is closed with a note, so a delivery started later cannot send it empty.
 */
async function emptyMailBodies(db: Db, before: Date, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(lt(mailOutbox.createdAt, before), or(ne(mailOutbox.html, ''), ne(mailOutbox.text, ''), ne(mailOutbox.headers, sql`'{}'::jsonb`))))
      .limit(batchSize);
    const emptied = await db
      .update(mailOutbox)
      .set({
        html: '',
        text: '',
        headers: {},
        error: sql`case when ${mailOutbox.sentAt} is null then coalesce(${mailOutbox.error}, ${MAIL_BODY_REMOVED_UNSENT}) else ${mailOutbox.error} end`,
      })
      .where(inArray(mailOutbox.id, batch))
      .returning({ id: mailOutbox.id });
    total += emptied.length;
    if (emptied.length < batchSize) return total;
  }
}

/** One pass over everything past its retention (server/housekeeping/retention.ts). */
export async function removeExpiredData(db: Db, cutoffs: RetentionCutoffs, batchSize = HOUSEKEEPING_BATCH_SIZE): Promise<HousekeepingCounts> {
  return {
    sessions: await deleteInBatches(
      db,
      accessTokens,
      accessTokens.id,
      or(lt(accessTokens.expiresAt, cutoffs.endedSessionsBefore), lt(accessTokens.revokedAt, cutoffs.endedSessionsBefore)),
      batchSize,
    ),
    accountLinks: await deleteInBatches(db, accountTokens, accountTokens.id, lt(accountTokens.expiresAt, cutoffs.expiredAccountLinksBefore), batchSize),
    signIns: await deleteInBatches(db, signInChallenges, signInChallenges.id, lt(signInChallenges.expiresAt, cutoffs.expiredSignInsBefore), batchSize),
    unconfirmedStockAlerts: await deleteInBatches(
      db,
      stockAlerts,
      stockAlerts.id,
      and(eq(stockAlerts.status, 'pending'), lt(stockAlerts.createdAt, cutoffs.unconfirmedStockAlertsBefore)),
      batchSize,
    ),
    idleCarts: await deleteInBatches(db, carts, carts.userId, lt(carts.updatedAt, cutoffs.idleCartsBefore), batchSize),
    rateLimits: await deleteInBatches(db, rateLimitCounters, rateLimitCounters.key, lt(rateLimitCounters.resetAt, cutoffs.endedRateLimitsBefore), batchSize),
    mailBodies: await emptyMailBodies(db, cutoffs.mailBodiesBefore, batchSize),
    // Whole days at a time (every row of a day selected is past the cut-off).
    searchStats: await deleteInBatches(db, searchQueryStats, searchQueryStats.day, lt(searchQueryStats.day, storeToday(cutoffs.searchStatsBefore)), batchSize),
  };
}

/** The 'housekeeping' job: the cut-offs at `now` with the store's settings, one pass, the counts logged. */
export async function runHousekeeping(db: Db, now: Date, logger: Logger): Promise<HousekeepingCounts> {
  const settings = await readStoreSettings(db);
  const counts = await removeExpiredData(db, retentionCutoffs(now, { mailBodyRetentionDays: settings.mail_body_retention_days }));
  logger.info({ removed: counts }, 'housekeeping: data past its retention removed');
  return counts;
}
