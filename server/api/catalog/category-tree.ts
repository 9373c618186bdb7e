import { and, eq, or, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

const child = alias(categories, 'child_category');

/**
 * A product of this category or of one of its active sub-categories: a parent lists its children's products.
 * One `= any(array(…))` rather than `= id or in (children)`: the category index answers it, also when the
 * category is a column of an outer query (an OR with a correlated IN made a scan of every product).
 */
export function inCategoryTree(db: Db, categoryId: number | Column) {
  const tree = db
    .select({ id: child.id })
    .from(child)
    .where(or(eq(child.id, categoryId), and(eq(child.parentId, categoryId), eq(child.isActive, true))));
  return sql`${products.categoryId} = any(array(${tree}))`;
}
