import { and, eq, inArray, or, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';

const child = alias(categories, 'child_category');

/** A product of this category or of one of its active sub-categories: a parent lists its children's products. */
export function inCategoryTree(db: Db, categoryId: number | Column) {
  const children = db.select({ id: child.id }).from(child).where(and(eq(child.parentId, categoryId), eq(child.isActive, true)));
  return or(eq(products.categoryId, categoryId), inArray(products.categoryId, children))!;
}
