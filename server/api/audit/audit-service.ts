import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFacets, AuditListQuery, AuditPage, AuditValue } from '../../../common/audit/contracts';
import { auditEntityPath } from '../../../common/audit/labels';
import { pageOf } from '../../../common/api/replies';
import type { Db } from '../../db/client';
import { adBanners, auditLog, brands, categories, coupons, directoryEntries, products, roles, users, type AuditLogRow } from '../../db/schema';

/** The store's days are Madrid's: a filter by day means from its midnight there. */
export const STORE_TIME_ZONE = 'Europe/Madrid';

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a calendar day (`YYYY-MM-DD`, plus `addDays`) starts in the store's time zone. */
export function startOfStoreDay(isoDate: string, addDays = 0, timeZone = STORE_TIME_ZONE): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d + addDays);
  // Twice: the offset at the guess may differ from the one at the answer around a clock change.
  let instant = wallClock - zoneOffsetMs(new Date(wallClock), timeZone);
  instant = wallClock - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function filtersOf(q: Partial<AuditListQuery>): SQL | undefined {
  const filters: SQL[] = [];
  if (q.actor_id) filters.push(eq(auditLog.actorId, q.actor_id));
  if (q.entity_type) filters.push(eq(auditLog.entityType, q.entity_type));
  if (q.entity_id) filters.push(eq(auditLog.entityId, String(q.entity_id)));
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.from) filters.push(gte(auditLog.createdAt, startOfStoreDay(q.from)));
  if (q.to) filters.push(lt(auditLog.createdAt, startOfStoreDay(q.to, 1)));
  if (q.search) filters.push(ilike(auditLog.entityLabel, `%${escapeLike(q.search)}%`));
  return filters.length ? and(...filters) : undefined;
}

/** The tables whose rows have a screen of their own, to tell whether an entry's entity still exists. */
const LIVE_ENTITIES: Record<string, (db: Db, ids: number[]) => Promise<{ id: number }[]>> = {
  product: (db, ids) => db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), isNull(products.deletedAt))),
  user: (db, ids) => db.select({ id: users.id }).from(users).where(inArray(users.id, ids)),
  role: (db, ids) => db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids)),
  category: (db, ids) => db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids)),
  brand: (db, ids) => db.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids)),
  banner: (db, ids) => db.select({ id: adBanners.id }).from(adBanners).where(inArray(adBanners.id, ids)),
  coupon: (db, ids) => db.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, ids)),
  directory_entry: (db, ids) => db.select({ id: directoryEntries.id }).from(directoryEntries).where(inArray(directoryEntries.id, ids)),
};

const MAX_DB_INT = 2_147_483_647;

/** Which entities of these entries still exist, as `type:id`. */
async function liveEntities(db: Db, rows: AuditLogRow[]): Promise<Set<string>> {
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    if (!row.entityId || !/^\d{1,10}$/.test(row.entityId) || !Object.hasOwn(LIVE_ENTITIES, row.entityType)) continue;
    const id = Number(row.entityId);
    if (id < 1 || id > MAX_DB_INT) continue;
    if (!wanted.has(row.entityType)) wanted.set(row.entityType, new Set());
    wanted.get(row.entityType)!.add(id);
  }
  const live = new Set<string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      for (const { id } of await LIVE_ENTITIES[type]!(db, [...ids])) live.add(`${type}:${id}`);
    }),
  );
  return live;
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Stored values as the contract reads them: scalars and lists of scalars as they are, anything nested as JSON text. */
function presentValue(value: unknown): AuditValue {
  if (value === undefined) return null;
  if (isScalar(value)) return value as AuditValue;
  if (Array.isArray(value) && value.every(isScalar)) return value as AuditValue;
  return JSON.stringify(value);
}

function presentChanges(changes: AuditLogRow['changes']): AuditEntry['changes'] {
  return Object.fromEntries(Object.entries(changes ?? {}).map(([field, change]) => [field, { before: presentValue(change?.before), after: presentValue(change?.after) }]));
}

function present(row: AuditLogRow, live: Set<string>): AuditEntry {
  const checked = Object.hasOwn(LIVE_ENTITIES, row.entityType) && row.entityId !== null;
  const exists = !checked || live.has(`${row.entityType}:${row.entityId}`);
  return {
    id: row.id,
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    changes: presentChanges(row.changes),
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    link: exists ? auditEntityPath(row.entityType, row.entityId) : null,
  };
}

/** The entries of one page, presented, with links only to entities that still exist. */
async function presentAll(db: Db, rows: AuditLogRow[]): Promise<AuditEntry[]> {
  const live = await liveEntities(db, rows);
  return rows.map((row) => present(row, live));
}

/** The people (by their latest name), entity types and actions that appear in the log. */
export async function auditFacets(db: Db): Promise<AuditFacets> {
  const [actors, types, actions] = await Promise.all([
    db
      .select({ id: sql<number>`${auditLog.actorId}`, name: sql<string>`(array_agg(${auditLog.actorName} order by ${auditLog.id} desc))[1]` })
      .from(auditLog)
      .where(isNotNull(auditLog.actorId))
      .groupBy(auditLog.actorId),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog),
    db.selectDistinct({ value: auditLog.action }).from(auditLog),
  ]);
  const byName = (a: string, b: string) => a.localeCompare(b, 'es');
  return {
    actors: actors.map((a) => ({ id: Number(a.id), name: a.name })).sort((a, b) => byName(a.name, b.name) || a.id - b.id),
    entity_types: types.map((t) => t.value).sort(byName),
    actions: actions.map((a) => a.value).sort(byName),
  };
}

/** GET /admin/audit: one page of the log, newest first, with the filters' choices. */
export async function listAuditLog(db: Db, q: AuditListQuery): Promise<AuditPage> {
  const where = filtersOf(q);
  const [[{ total } = { total: 0 }], rows, facets] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    auditFacets(db),
  ]);
  return { ...pageOf(await presentAll(db, rows), q.page, q.per_page, total), facets };
}

/** The latest entries, for the dashboard's recent activity. */
export async function recentAuditEntries(db: Db, limit = 10): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return presentAll(db, rows);
}
