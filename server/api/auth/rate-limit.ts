import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface RateLimitState {
  isLimited: boolean;
  retryAfterSeconds: number;
  /** Events counted in the current window. */
  count: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every instance behind a load balancer shares them.
 * `hit` counts one event and says whether the key is now over its limit.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning();
  return toState(row!, rule, now, (count, max) => count > max);
}

/** Whether the key has already used up its limit, without counting anything. */
export async function peekRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (!row || row.resetAt <= now) return { isLimited: false, retryAfterSeconds: 0, count: 0 };
  return toState(row, rule, now, (count, max) => count >= max);
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

function toState(
  row: { count: number; resetAt: Date },
  rule: RateLimitRule,
  now: Date,
  isOver: (count: number, max: number) => boolean,
): RateLimitState {
  const isLimited = isOver(row.count, rule.max);
  return {
    isLimited,
    count: row.count,
    retryAfterSeconds: isLimited ? Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}
