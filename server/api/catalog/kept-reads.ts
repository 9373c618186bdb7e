import type { Db } from '../../db/client';
import type { CatalogueReadCache } from './read-cache';

/**
 * Small reads every public answer repeats (staff's search rules, the facets' brand and category names, the store's
 * category tree with its counts), kept in memory per database once the instance follows catalogue changes
 * (`followCatalogueChanges`): any change to the tables they read announces `catalogue_changed` to every instance,
 * whose read cache then drops its answers and, with them, these reads (decision record 11). A read under way when the
 * change is heard is not kept: the next caller reads again. Without a listener that works (or before the routes follow
 * it) each is read every time, never kept stale.
 */

const kept = new WeakMap<Db, Map<string, Promise<unknown>>>();
const followed = new WeakMap<Db, CatalogueReadCache>();

/** From now on the kept reads of `db` are dropped at every catalogue change the read cache sees. */
export function followCatalogueChanges(db: Db | undefined, readCache: CatalogueReadCache): void {
  // An app built only to list its routes (the authorisation matrix) has no database to follow.
  if (!db || followed.has(db)) return;
  followed.set(db, readCache);
  readCache.follow(() => kept.delete(db));
}

/** `load()`'s answer: from memory when kept and the instance hears every change, else read (and kept). */
export function keptRead<T>(db: Db, key: string, load: () => PromiseLike<T>): Promise<T> {
  if (!followed.get(db)?.listening) return Promise.resolve(load());
  let reads = kept.get(db);
  if (!reads) kept.set(db, (reads = new Map()));
  const hit = reads.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  // Settled once: a query builder is only a thenable, which would run its query again at every await.
  const read = Promise.resolve(load());
  reads.set(key, read);
  read.catch(() => {
    if (reads.get(key) === read) reads.delete(key);
  });
  return read;
}

/** Whether `keptRead` keeps answers for `db` now (else a caller may prefer a narrower read). */
export function keepsReads(db: Db): boolean {
  return Boolean(followed.get(db)?.listening);
}
