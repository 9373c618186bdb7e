import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { bulkSummary, type ProductBulkBody, type ProductBulkResult } from '../../../common/catalog/bulk-action-contracts';
import type { Db } from '../../db/client';
import { categories, products, type ProductRow } from '../../db/schema';
import type { AuditActor } from '../audit/record-audit';
import { ValidationError } from '../../errors';
import { retireProducts } from './admin-service';
import { productAuditSnapshots, recordProductAudit } from './product-audit';
import { transaction } from '../../db/transaction';

type Item = ProductBulkResult['items'][number];

interface Change {
  /** Why the product is left as it is, or null when the action changes it. */
  skip: (row: ProductRow) => string | null;
  set: Partial<typeof products.$inferInsert>;
}

function changeFor(body: ProductBulkBody, category: { id: number; name: string } | null): Change {
  switch (body.action) {
    case 'activate':
      return { skip: (r) => (r.status === 'active' ? 'Ya estaba activo.' : null), set: { status: 'active' } };
    case 'deactivate':
      // As is_active false on the product form: a draft, out of the store until activated again.
      return { skip: (r) => (r.status === 'active' ? null : 'Ya estaba desactivado.'), set: { status: 'draft' } };
    case 'feature':
      return { skip: (r) => (r.isFeatured ? 'Ya estaba destacado.' : null), set: { isFeatured: true } };
    case 'unfeature':
      return { skip: (r) => (r.isFeatured ? null : 'No estaba destacado.'), set: { isFeatured: false } };
    case 'set_category':
      return { skip: (r) => (r.categoryId === category!.id ? `Ya estaba en «${category!.name}».` : null), set: { categoryId: category!.id } };
    case 'delete':
      return { skip: () => null, set: {} };
  }
}

/**
 * One action on many products, in one transaction: each kept product is changed and logged
 * (before → after of the field it touches) or left alone with the reason; an id that names no
 * kept product is reported, not an error. The ids are read once each, in the order given.
 */
export async function runProductBulkAction(db: Db, body: ProductBulkBody, now: Date, actor: AuditActor): Promise<ProductBulkResult> {
  const ids = [...new Set(body.ids)];
  let category: { id: number; name: string } | null = null;
  if (body.action === 'set_category') {
    const [found] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, body.category_id!));
    if (!found) throw new ValidationError({ category_id: ['La categoría no existe.'] });
    category = found;
  }
  const change = changeFor(body, category);

  return transaction(db, async (t) => {
    const rows = await t
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items: Item[] = [];
    const toChange: ProductRow[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        items.push({ id, name: null, outcome: 'not_found', reason: 'No existe o ya estaba eliminado.' });
        continue;
      }
      const reason = change.skip(row);
      items.push({ id, name: row.name, outcome: reason ? 'skipped' : 'updated', reason });
      if (!reason) toChange.push(row);
    }

    if (toChange.length) {
      if (body.action === 'delete') {
        await retireProducts(t, toChange, now, actor);
      } else {
        const changeIds = toChange.map((row) => row.id);
        const before = await productAuditSnapshots(t, toChange);
        const saved = await t.update(products).set({ ...change.set, updatedAt: now }).where(inArray(products.id, changeIds)).returning();
        const after = await productAuditSnapshots(t, saved);
        for (const row of saved) {
          await recordProductAudit(t, actor, body.action, row, before.get(row.id)!, after.get(row.id)!);
        }
      }
    }

    const counts = {
      updated: items.filter((i) => i.outcome === 'updated').length,
      skipped: items.filter((i) => i.outcome === 'skipped').length,
      not_found: items.filter((i) => i.outcome === 'not_found').length,
    };
    return { action: body.action, requested: ids.length, ...counts, items, message: bulkSummary(body.action, counts) };
  });
}
