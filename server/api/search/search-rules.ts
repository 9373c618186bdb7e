import { and, desc, gt, isNull, lte } from 'drizzle-orm';
import { foldedWords, type SynonymRule } from '../../../common/search/synonyms';
import type { SearchRedirectTargetKind } from '../../../common/search/redirects';
import type { Db } from '../../db/client';
import { campaigns, searchRedirects, searchSynonyms } from '../../db/schema';
import { followCatalogueChanges, keptRead } from '../catalog/kept-reads';
import type { CatalogueReadCache } from '../catalog/read-cache';

/**
 * What staff taught the search (issue 37) as every search reads it: the synonym rules and the redirects,
 * two small tables read whole. Kept in memory per database once the instance follows catalogue changes
 * (`followSearchRuleChanges`, catalog/kept-reads.ts): a change to either table announces `catalogue_changed` (migration 0030) to
 * every instance, whose read cache then drops its answers and, with them, these rules. Without a listener
 * that works (or before the routes follow it) they are read for each search, never kept stale.
 */

export interface StoredRedirect {
  query: string;
  targetKind: SearchRedirectTargetKind;
  target: string | null;
}

export interface SearchRules {
  synonyms: SynonymRule[];
  /** By the query's folded words joined with a space ('black-friday' and 'Black Friday' are one). */
  redirects: Map<string, StoredRedirect>;
}

/** The key a query is looked up by: its folded words, one space apart. */
export const redirectKey = (text: string) => foldedWords(text).join(' ');

async function loadSearchRules(db: Db): Promise<SearchRules> {
  const [synonymRows, redirectRows] = await Promise.all([
    db.select({ kind: searchSynonyms.kind, input: searchSynonyms.input, terms: searchSynonyms.terms }).from(searchSynonyms),
    db.select({ query: searchRedirects.query, targetKind: searchRedirects.targetKind, target: searchRedirects.target }).from(searchRedirects),
  ]);
  return {
    synonyms: synonymRows.map((row) => ({ kind: row.kind as SynonymRule['kind'], input: row.input, terms: row.terms })),
    redirects: new Map(redirectRows.map((row) => [redirectKey(row.query), { ...row, targetKind: row.targetKind as SearchRedirectTargetKind }])),
  };
}

/** From now on the rules of `db` are kept in memory and dropped at every catalogue change the read cache sees. */
export function followSearchRuleChanges(db: Db | undefined, readCache: CatalogueReadCache): void {
  followCatalogueChanges(db, readCache);
}

/** The rules now: from memory when kept and the instance hears every change, else read. */
export function searchRules(db: Db): Promise<SearchRules> {
  return keptRead(db, 'search-rules', () => loadSearchRules(db));
}

/** The synonym rules the search applies (see common/search/synonyms.ts). */
export async function searchSynonymRules(db: Db): Promise<SynonymRule[]> {
  return (await searchRules(db)).synonyms;
}

/** The public page of the campaign running at `now` (the latest started), or null. */
export async function currentCampaignPath(db: Db, now: Date): Promise<string | null> {
  const [running] = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(and(isNull(campaigns.cancelledAt), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return running ? `/store/rebajas/${running.slug}` : null;
}

/** Where a redirect leads now: its path, or the running campaign's page (null when none runs). */
export async function redirectDestination(db: Db, redirect: Pick<StoredRedirect, 'targetKind' | 'target'>, now: Date): Promise<string | null> {
  return redirect.targetKind === 'current_campaign' ? currentCampaignPath(db, now) : redirect.target;
}

/** Where a shopper's search goes straight to, when staff made its words a redirect; else null. */
export async function searchRedirectFor(db: Db, text: string, now: Date): Promise<string | null> {
  const key = redirectKey(text);
  if (!key) return null;
  const redirect = (await searchRules(db)).redirects.get(key);
  return redirect ? redirectDestination(db, redirect, now) : null;
}
