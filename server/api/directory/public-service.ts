import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { DirectoryEntry, DirectoryFacets, DirectoryListQuery, DirectoryLocations, DirectoryPage } from '../../../common/directory/contracts';
import { compareSpanish, DIRECTORY_KINDS } from '../../../common/directory/rules';
import type { Db } from '../../db/client';
import { directoryEntries } from '../../db/schema';
import { isPublic } from '../../db/visibility';
import { NotFoundError } from '../../errors';
import { presentEntry, presentSummary, searchCondition, spanishNameKey } from './present';

const t = directoryEntries;

type Filter = 'kind' | 'search' | 'province' | 'city' | 'sector';

/** The conditions of the query's filters, leaving out `without` (a facet counts across its own filter). */
function conditions(query: DirectoryListQuery, without: readonly Filter[] = []): SQL[] {
  const applies = (filter: Filter) => !without.includes(filter);
  const list: SQL[] = [isPublic];
  if (applies('kind') && query.kind) list.push(eq(t.kind, query.kind));
  if (applies('search')) list.push(...searchCondition(query.search));
  if (applies('province') && query.province) list.push(eq(t.province, query.province));
  if (applies('city') && query.city) list.push(eq(t.city, query.city));
  if (applies('sector') && query.sector) list.push(eq(t.sector, query.sector));
  return list;
}

const byValue = <T extends { value: string }>(a: T, b: T) => compareSpanish(a.value, b.value);

async function facetsOf(db: Db, query: DirectoryListQuery): Promise<DirectoryFacets> {
  const n = sql<number>`count(*)::int`;
  const [kindRows, provinceRows, cityRows, sectorRows] = await Promise.all([
    db.select({ kind: t.kind, count: n }).from(t).where(and(...conditions(query, ['kind']))).groupBy(t.kind),
    db.select({ value: t.province, count: n }).from(t).where(and(...conditions(query, ['province', 'city', 'sector']))).groupBy(t.province),
    db
      .select({ value: t.city, province: t.province, count: n })
      .from(t)
      .where(and(...conditions(query, ['city', 'sector'])))
      .groupBy(t.city, t.province),
    db.select({ value: t.sector, count: n }).from(t).where(and(...conditions(query, ['sector']))).groupBy(t.sector),
  ]);
  const perKind = new Map(kindRows.map((row) => [row.kind, row.count]));
  return {
    kinds: DIRECTORY_KINDS.map((kind) => ({ kind, count: perKind.get(kind) ?? 0 })),
    provinces: provinceRows.sort(byValue),
    cities: cityRows.sort((a, b) => byValue(a, b) || compareSpanish(a.province, b.province)),
    sectors: sectorRows.sort(byValue),
  };
}

/** GET /directory: a page of public entries in Spanish order of name, and the counts for the filters. */
export async function listDirectory(db: Db, query: DirectoryListQuery): Promise<DirectoryPage> {
  const where = and(...conditions(query));
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(t).where(where);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(asc(spanishNameKey), asc(t.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const page = pageOf(rows.map(presentSummary), query.page, query.per_page, counted?.total ?? 0);
  return { ...page, facets: await facetsOf(db, query) };
}

/** GET /directory/locations: provinces with public entries, each with its towns. */
export async function directoryLocations(db: Db): Promise<DirectoryLocations> {
  const rows = await db
    .select({ province: t.province, city: t.city, count: sql<number>`count(*)::int` })
    .from(t)
    .where(isPublic)
    .groupBy(t.province, t.city);
  const provinces = new Map<string, { province: string; count: number; cities: { city: string; count: number }[] }>();
  for (const row of rows) {
    const place = provinces.get(row.province) ?? { province: row.province, count: 0, cities: [] };
    place.count += row.count;
    place.cities.push({ city: row.city, count: row.count });
    provinces.set(row.province, place);
  }
  return [...provinces.values()]
    .sort((a, b) => compareSpanish(a.province, b.province))
    .map((place) => ({ ...place, cities: place.cities.sort((a, b) => compareSpanish(a.city, b.city)) }));
}

/** GET /directory/entries/{slug}: a public entry, or 404 (a pending or hidden one does not exist for visitors). */
export async function getDirectoryEntry(db: Db, slug: string): Promise<DirectoryEntry> {
  const [row] = await db.select().from(t).where(and(eq(t.slug, slug), isPublic));
  if (!row) throw new NotFoundError('Esta ficha no está en el directorio.');
  return presentEntry(row);
}
