import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { pageOf, type PageOf } from '../../../common/api/replies';
import type { AdminSearchSynonym, AdminSearchSynonymInput, AdminSearchSynonymListQuery } from '../../../common/search/contracts';
import { foldSearchText, synonymConflicts, synonymRuleProblems, type SearchSynonymKind, type SynonymRule } from '../../../common/search/synonyms';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { changedFields } from '../audit/changes';
import { violatedConstraint } from '../catalog/constraint-errors';
import { NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

type SynonymRow = typeof searchSynonyms.$inferSelect;

const NOT_FOUND = 'Este sinónimo no existe.';
const AUDITED = ['kind', 'input', 'terms'] as const;

export function presentSearchSynonym(row: SynonymRow): AdminSearchSynonym {
  return {
    id: row.id,
    kind: row.kind as SearchSynonymKind,
    input: row.input,
    terms: row.terms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const auditView = (row: Pick<SynonymRow, 'kind' | 'input' | 'terms'>) => ({ kind: row.kind, input: row.input, terms: row.terms });
const labelOf = (row: Pick<SynonymRow, 'kind' | 'input' | 'terms'>) => (row.input ? `${row.input} → ${row.terms.join(', ')}` : row.terms.join(', '));

/** `%text%` for LIKE over folded terms, LIKE's own characters escaped. */
const likeFolded = (text: string) => `%${foldSearchText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listSearchSynonyms(db: Db, query: AdminSearchSynonymListQuery): Promise<PageOf<AdminSearchSynonym>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likeFolded(query.search);
    conditions.push(sql`(${searchSynonyms.input} like ${pattern} or exists (select 1 from unnest(${searchSynonyms.terms}) as t(term) where t.term like ${pattern}))`);
  }
  if (query.kind) conditions.push(eq(searchSynonyms.kind, query.kind));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(searchSynonyms).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(searchSynonyms)
    .where(where)
    .orderBy(desc(searchSynonyms.createdAt), desc(searchSynonyms.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(rows.map(presentSearchSynonym), query.page, query.per_page, total);
}

export async function findSearchSynonym(db: Db, id: number): Promise<SynonymRow> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/**
 * The rule as it would be stored, checked on its own (characters, lengths, repeats, the one-way input not among
 * its targets) and against the other rules (synonymConflicts): every problem a 422 on its field.
 */
async function checkedRule(db: Db, before: SynonymRow | null, input: AdminSearchSynonymInput): Promise<SynonymRule> {
  const kind = input.kind ?? (before?.kind as SearchSynonymKind | undefined);
  const terms = input.terms ?? before?.terms;
  const errors: Record<string, string[]> = {};
  let ruleInput: string | null | undefined = input.input !== undefined ? input.input : before?.input;
  if (kind === 'two_way') {
    if (input.input != null && input.input.trim() !== '') errors.input = ['Un grupo en los dos sentidos no lleva búsqueda de entrada: escribe todos sus términos en la lista.'];
    ruleInput = null;
  }
  if (!before && !input.terms) errors.terms = ['Escribe los términos.'];
  for (const [field, messages] of Object.entries(synonymRuleProblems({ kind, input: ruleInput, terms }))) (errors[field] ??= []).push(...messages);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const rule: SynonymRule = { kind: kind!, input: ruleInput ? foldSearchText(ruleInput) : null, terms: (terms ?? []).map(foldSearchText) };
  const others = await db
    .select({ id: searchSynonyms.id, kind: searchSynonyms.kind, input: searchSynonyms.input, terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(before ? ne(searchSynonyms.id, before.id) : undefined);
  const conflicts = synonymConflicts(
    rule,
    others.map((o) => ({ ...o, kind: o.kind as SearchSynonymKind })),
  );
  if (Object.keys(conflicts).length) throw new ValidationError(conflicts);
  return rule;
}

/** Two staff saving the same input at once: the unique index still answers as a 422 on `input`. */
async function withUniqueInput<T>(rule: SynonymRule, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'search_synonyms_input_unique') throw new ValidationError({ input: [`«${rule.input}» ya está en otra regla.`] });
    throw err;
  }
}

export async function createSearchSynonym(db: Db, actor: AuditActor, input: AdminSearchSynonymInput, now: Date): Promise<SynonymRow> {
  const rule = await checkedRule(db, null, input);
  return withUniqueInput(rule, () =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .insert(searchSynonyms)
        .values({ kind: rule.kind, input: rule.input, terms: [...rule.terms], createdBy: actor.id, createdAt: now, updatedAt: now })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'search_synonym',
        entityId: row!.id,
        entityLabel: labelOf(row!),
        changes: changedFields(null, auditView(row!), AUDITED),
      });
      return row!;
    }),
  );
}

export async function updateSearchSynonym(db: Db, actor: AuditActor, id: number, input: AdminSearchSynonymInput, now: Date): Promise<SynonymRow> {
  const before = await findSearchSynonym(db, id);
  const rule = await checkedRule(db, before, input);
  return withUniqueInput(rule, () =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .update(searchSynonyms)
        .set({ kind: rule.kind, input: rule.input, terms: [...rule.terms], updatedAt: now })
        .where(eq(searchSynonyms.id, id))
        .returning();
      if (!row) throw new NotFoundError(NOT_FOUND);
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'search_synonym',
        entityId: id,
        entityLabel: labelOf(row),
        changes: changedFields(auditView(before), auditView(row), AUDITED),
      });
      return row;
    }),
  );
}

export async function deleteSearchSynonym(db: Db, actor: AuditActor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'search_synonym',
      entityId: id,
      entityLabel: labelOf(row),
      changes: changedFields(auditView(row), null, AUDITED),
    });
  });
}
