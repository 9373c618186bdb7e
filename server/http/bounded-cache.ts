/**
 * The memory bound of the two in-memory caches (issue 24): the catalogue's API answers
 * (server/api/catalog/read-cache.ts) and the rendered pages (render-cache.ts). Each holds at most
 * CACHE_MAX_MB, counted in the bytes it keeps — an answer and the compressed copies made of it, a
 * page and its gzip pieces — current and last-known entries together: two thirds for the current
 * ones, a third for the last known (served only while the database cannot be reached).
 */

/** CACHE_MAX_MB's default: 32 MiB a cache, 64 MiB for both. */
export const DEFAULT_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** How a cache's bound is split between its current entries and its last-known ones. */
export function cacheBudgets(maxBytes: number): { current: number; lastKnown: number } {
  const current = Math.floor((maxBytes * 2) / 3);
  return { current, lastKnown: maxBytes - current };
}

/**
 * Entries by key, least recently used first, within a number of entries and of bytes: adding past
 * either drops the oldest. The bytes of an entry are counted when it is set and whenever it grows
 * (`grew`: a compressed copy made later), so the total is what the entries hold.
 */
export class BoundedMap<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.map.size;
  }

  /** The bytes held by the entries. */
  get bytes(): number {
    return this.total;
  }

  /** The entry, without making it recent. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value;
  }

  /** The entry, made the most recently used. */
  get(key: string): V | undefined {
    const kept = this.map.get(key);
    if (!kept) return undefined;
    this.map.delete(key);
    this.map.set(key, kept);
    return kept.value;
  }

  /** Keeps `value` (replacing the key's entry) as the most recent; an entry over the whole bound is not kept. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.limits.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    this.evict();
  }

  /** `value`, still the key's entry, now holds `bytes` more; the oldest go if that passes the bound. */
  grew(key: string, value: V, bytes: number): void {
    const kept = this.map.get(key);
    if (!kept || kept.value !== value) return;
    kept.bytes += bytes;
    this.total += bytes;
    this.evict();
  }

  delete(key: string): void {
    const kept = this.map.get(key);
    if (!kept) return;
    this.map.delete(key);
    this.total -= kept.bytes;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  /** Oldest first, with the bytes each holds. */
  *entries(): IterableIterator<[string, V, number]> {
    for (const [key, { value, bytes }] of this.map) yield [key, value, bytes];
  }

  private evict() {
    for (const [oldest, { bytes }] of this.map) {
      if (this.map.size <= this.limits.maxEntries && this.total <= this.limits.maxBytes) break;
      this.map.delete(oldest);
      this.total -= bytes;
    }
  }
}
