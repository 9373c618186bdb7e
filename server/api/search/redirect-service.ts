import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { pageOf, type PageOf } from '../../../common/api/replies';
import type { AdminSearchRedirect, AdminSearchRedirectInput, AdminSearchRedirectListQuery } from '../../../common/search/contracts';
import { redirectLoop, redirectQueryProblem, redirectTargetProblem, type SearchRedirectTargetKind } from '../../../common/search/redirects';
import { foldSearchText } from '../../../common/search/synonyms';
import type { Db } from '../../db/client';
import { searchRedirects } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { changedFields } from '../audit/changes';
import { violatedConstraint } from '../catalog/constraint-errors';
import { NotFoundError, ValidationError } from '../../errors';
import { currentCampaignPath, redirectKey } from './search-rules';
import { transaction } from '../../db/transaction';

type RedirectRow = typeof searchRedirects.$inferSelect;

const NOT_FOUND = 'Esta redirección no existe.';
const AUDITED = ['query', 'target_kind', 'target'] as const;

const auditView = (row: Pick<RedirectRow, 'query' | 'targetKind' | 'target'>) => ({ query: row.query, target_kind: row.targetKind, target: row.target });
const labelOf = (row: Pick<RedirectRow, 'query' | 'targetKind' | 'target'>) => `${row.query} → ${row.target ?? 'la campaña en curso'}`;
const queryTaken = (query: string) => `Ya hay una redirección para «${query}».`;

/** The redirects with where each leads now (the running campaign read once for the page). */
export async function presentSearchRedirects(db: Db, rows: RedirectRow[], now: Date): Promise<AdminSearchRedirect[]> {
  const campaignPath = rows.some((row) => row.targetKind === 'current_campaign') ? await currentCampaignPath(db, now) : null;
  return rows.map((row) => ({
    id: row.id,
    query: row.query,
    target_kind: row.targetKind as SearchRedirectTargetKind,
    target: row.target,
    goes_to: row.targetKind === 'current_campaign' ? campaignPath : row.target,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function presentSearchRedirect(db: Db, row: RedirectRow, now: Date): Promise<AdminSearchRedirect> {
  return (await presentSearchRedirects(db, [row], now))[0]!;
}

export async function listSearchRedirects(db: Db, query: AdminSearchRedirectListQuery, now: Date): Promise<PageOf<AdminSearchRedirect>> {
  const pattern = query.search ? `%${foldSearchText(query.search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = pattern ? sql`${searchRedirects.query} like ${pattern}` : undefined;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(searchRedirects).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(searchRedirects)
    .where(where)
    .orderBy(desc(searchRedirects.createdAt), desc(searchRedirects.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(await presentSearchRedirects(db, rows, now), query.page, query.per_page, total);
}

export async function findSearchRedirect(db: Db, id: number): Promise<RedirectRow> {
  const [row] = await db.select().from(searchRedirects).where(eq(searchRedirects.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

interface RedirectValues {
  query: string;
  targetKind: SearchRedirectTargetKind;
  target: string | null;
}

/**
 * The redirect as it would be stored, checked: the query's characters and that no other redirect has the same
 * words (compared folded, hyphens as spaces), a path target inside the store, and no loop through search pages
 * (`/store?search=…` whose search is itself redirected, back to where it started). Each problem a 422 on its field.
 */
async function checkedRedirect(db: Db, before: RedirectRow | null, input: AdminSearchRedirectInput): Promise<RedirectValues> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const typedQuery = input.query ?? before?.query ?? '';
  const targetKind = input.target_kind ?? (before?.targetKind as SearchRedirectTargetKind | undefined);
  let target = input.target !== undefined ? input.target : before?.target ?? null;
  const queryProblem = redirectQueryProblem(typedQuery);
  if (queryProblem) add('query', queryProblem);
  if (!targetKind) add('target_kind', 'Elige el destino: una página de la tienda o la campaña en curso.');
  if (targetKind === 'current_campaign') {
    if (input.target != null && input.target.trim() !== '') add('target', 'Con la campaña en curso no se escribe dirección: la página es la de la campaña que esté en marcha.');
    target = null;
  } else if (targetKind === 'path') {
    const problem = redirectTargetProblem(target ?? '');
    if (problem) add('target', problem);
    target = target?.trim() ?? null;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const query = foldSearchText(typedQuery);
  const others = await db
    .select({ query: searchRedirects.query, targetKind: searchRedirects.targetKind, target: searchRedirects.target })
    .from(searchRedirects)
    .where(before ? ne(searchRedirects.id, before.id) : undefined);
  const key = redirectKey(query);
  const same = others.find((other) => redirectKey(other.query) === key);
  if (same) throw new ValidationError({ query: [queryTaken(same.query)] });
  const chain = new Map<string, string | null>(others.map((other) => [redirectKey(other.query), other.targetKind === 'path' ? other.target : null]));
  chain.set(key, target);
  const loop = redirectLoop(key, chain);
  if (loop) throw new ValidationError({ target: [`Esta dirección forma un bucle de redirecciones: ${loop.map((q) => `«${q}»`).join(' → ')}.`] });
  return { query, targetKind: targetKind!, target };
}

async function withUniqueQuery<T>(query: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'search_redirects_query_unique') throw new ValidationError({ query: [queryTaken(query)] });
    throw err;
  }
}

export async function createSearchRedirect(db: Db, actor: AuditActor, input: AdminSearchRedirectInput, now: Date): Promise<RedirectRow> {
  const values = await checkedRedirect(db, null, input);
  return withUniqueQuery(values.query, () =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .insert(searchRedirects)
        .values({ ...values, createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'search_redirect',
        entityId: row!.id,
        entityLabel: labelOf(row!),
        changes: changedFields(null, auditView(row!), AUDITED),
      });
      return row!;
    }),
  );
}

export async function updateSearchRedirect(db: Db, actor: AuditActor, id: number, input: AdminSearchRedirectInput, now: Date): Promise<RedirectRow> {
  const before = await findSearchRedirect(db, id);
  const values = await checkedRedirect(db, before, input);
  return withUniqueQuery(values.query, () =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .update(searchRedirects)
        .set({ ...values, updatedAt: now })
        .where(and(eq(searchRedirects.id, id)))
        .returning();
      if (!row) throw new NotFoundError(NOT_FOUND);
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'search_redirect',
        entityId: id,
        entityLabel: labelOf(row),
        changes: changedFields(auditView(before), auditView(row), AUDITED),
      });
      return row;
    }),
  );
}

export async function deleteSearchRedirect(db: Db, actor: AuditActor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.delete(searchRedirects).where(eq(searchRedirects.id, id)).returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'search_redirect',
      entityId: id,
      entityLabel: labelOf(row),
      changes: changedFields(auditView(row), null, AUDITED),
    });
  });
}
