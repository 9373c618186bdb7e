import type { Db } from './client';

/**
 * Runs `fn` in one transaction, its handle typed as the `Db` every service takes (no cast at the
 * call site). Inside a transaction it is drizzle's nested transaction: a savepoint.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}
