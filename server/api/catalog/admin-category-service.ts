import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import {
  CATEGORY_CYCLE_MESSAGE,
  CATEGORY_HAS_CHILDREN,
  CATEGORY_HAS_PRODUCTS,
  type AdminCategoryCreate,
  type AdminCategoryNode,
  type AdminCategoryOrder,
  type AdminCategoryUpdate,
} from '../../../common/catalog/admin-category-contracts';
import { slugify } from '../../../common/catalog/input-rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { categories, products, spanishSortKey } from '../../db/schema';
import { decodeImage } from '../../images/decode-image';
import type { FileStorage } from '../../storage/file-storage';
import { publicFileUrl } from '../../storage/public-url';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { inCategoryTree } from './category-tree';
import { transaction } from '../../db/transaction';

type CategoryRow = typeof categories.$inferSelect;
type Node = z.input<typeof AdminCategoryNode>;

const AUDITED = ['name', 'slug', 'description', 'parent_id', 'is_active', 'image'] as const;

function auditView(row: CategoryRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parentId,
    is_active: row.isActive,
    image: row.imagePath,
  };
}

const sub = alias(categories, 'sub_category');
const own = alias(products, 'own_product');

/**
 * Every category, each level in shop order, with its counts: products of the category and its
 * active sub-categories (as the store counts them, but every kept product), its own, its children.
 */
export async function listCategoryNodes(db: Db, onlyId?: number): Promise<Node[]> {
  const ownCount = db
    .select({ n: count() })
    .from(own)
    .where(and(eq(own.categoryId, categories.id), isNull(own.deletedAt)));
  const childCount = db.select({ n: count() }).from(sub).where(eq(sub.parentId, categories.id));
  const rows = await db
    .select({
      row: categories,
      productsCount: count(products.id),
      ownCount: sql<number>`(${ownCount})`.mapWith(Number),
      childCount: sql<number>`(${childCount})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, and(inCategoryTree(db, categories.id), isNull(products.deletedAt)))
    .where(onlyId === undefined ? undefined : eq(categories.id, onlyId))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(spanishSortKey(categories.name)), asc(categories.id));
  return rows.map(({ row, productsCount, ownCount, childCount }) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.imagePath,
    image_url: row.imagePath ? publicFileUrl(row.imagePath) : null,
    parent_id: row.parentId,
    products_count: productsCount,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    own_products_count: ownCount,
    children_count: childCount,
  }));
}

export async function getCategoryNode(db: Db, id: number): Promise<Node> {
  const [node] = await listCategoryNodes(db, id);
  if (!node) throw new NotFoundError('Categoría no encontrada.');
  return node;
}

async function findCategory(db: Db, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new NotFoundError('Categoría no encontrada.');
  return row;
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  return Boolean(taken);
}

async function freeSlug(db: Db, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 70).replace(/-+$/, '') || 'categoria';
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
  throw new ValidationError({ slug: ['No se pudo generar un slug libre: escribe uno.'] });
}

/** The new parent must exist and must not be the category itself nor one of its descendants. */
async function checkParent(db: Db, parentId: number, categoryId?: number): Promise<void> {
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
  if (!parentOf.has(parentId)) throw new ValidationError({ parent_id: ['La categoría padre no existe.'] });
  if (categoryId === undefined) return;
  // Walk up from the new parent: meeting the category means it would hang from itself.
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === categoryId) throw new ValidationError({ parent_id: [CATEGORY_CYCLE_MESSAGE] });
    seen.add(at);
  }
}

async function nextPosition(db: Db, parentId: number | null, exceptId?: number): Promise<number> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${categories.sortOrder})` })
    .from(categories)
    .where(and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  return (last?.max ?? -1) + 1;
}

export async function createCategory(db: Db, actor: AuditActor, body: AdminCategoryCreate, now: Date): Promise<number> {
  const parentId = body.parent_id ?? null;
  if (parentId !== null) await checkParent(db, parentId);
  let slug = body.slug || null;
  if (slug && (await slugTaken(db, slug))) throw new ValidationError({ slug: ['Ya existe una categoría con este slug.'] });
  slug ??= await freeSlug(db, body.name);
  const sortOrder = await nextPosition(db, parentId);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({
        name: body.name,
        slug,
        description: body.description ?? null,
        parentId,
        isActive: body.is_active ?? true,
        sortOrder,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'category',
      entityId: row!.id,
      entityLabel: row!.name,
      changes: changedFields(null, auditView(row!), AUDITED),
    });
    return row!.id;
  });
}

export async function updateCategory(db: Db, actor: AuditActor, id: number, body: AdminCategoryUpdate, now: Date): Promise<void> {
  const before = await findCategory(db, id);
  const set: Partial<typeof categories.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.description !== undefined) set.description = body.description;
  if (body.is_active !== undefined) set.isActive = body.is_active;
  if (body.slug !== undefined) {
    const slug = body.slug || (await freeSlug(db, body.name ?? before.name, id));
    if (await slugTaken(db, slug, id)) throw new ValidationError({ slug: ['Ya existe una categoría con este slug.'] });
    set.slug = slug;
  }
  if (body.parent_id !== undefined && body.parent_id !== before.parentId) {
    if (body.parent_id !== null) await checkParent(db, body.parent_id, id);
    set.parentId = body.parent_id;
    set.sortOrder = await nextPosition(db, body.parent_id, id);
  }
  await transaction(db, async (tx) => {
    const [after] = await tx.update(categories).set({ ...set, updatedAt: now }).where(eq(categories.id, id)).returning();
    const changes = changedFields(auditView(before), auditView(after!), AUDITED);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, { action: 'update', entityType: 'category', entityId: id, entityLabel: after!.name, changes });
    }
  });
}

export async function setCategoryActive(db: Db, actor: AuditActor, id: number, isActive: boolean, now: Date): Promise<void> {
  const before = await findCategory(db, id);
  if (before.isActive === isActive) return;
  await transaction(db, async (tx) => {
    await tx.update(categories).set({ isActive, updatedAt: now }).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: isActive ? 'activate' : 'deactivate',
      entityType: 'category',
      entityId: id,
      entityLabel: before.name,
      changes: { is_active: { before: before.isActive, after: isActive } },
    });
  });
}

/** The order must name every child of that parent exactly once. */
export async function reorderCategories(db: Db, actor: AuditActor, body: AdminCategoryOrder, now: Date): Promise<void> {
  if (body.parent_id !== null) {
    const [parent] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.parent_id));
    if (!parent) throw new ValidationError({ parent_id: ['La categoría padre no existe.'] });
  }
  const siblings = await db
    .select({ id: categories.id, sortOrder: categories.sortOrder, name: categories.name })
    .from(categories)
    .where(body.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, body.parent_id))
    .orderBy(asc(categories.sortOrder), asc(spanishSortKey(categories.name)), asc(categories.id));
  const requested = body.category_ids;
  const current = new Set(siblings.map((s) => s.id));
  if (new Set(requested).size !== requested.length) throw new ValidationError({ category_ids: ['Cada categoría debe aparecer una sola vez.'] });
  if (requested.length !== current.size || requested.some((id) => !current.has(id))) {
    throw new ValidationError({ category_ids: ['Indica todas las categorías de ese nivel, y solo las suyas.'] });
  }
  const name = new Map(siblings.map((s) => [s.id, s.name]));
  await transaction(db, async (tx) => {
    for (const [position, id] of requested.entries()) {
      await tx.update(categories).set({ sortOrder: position, updatedAt: now }).where(eq(categories.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'reorder',
      entityType: 'category',
      entityId: body.parent_id,
      entityLabel: body.parent_id === null ? 'Primer nivel' : `Subcategorías de ${name.get(body.parent_id) ?? (await findCategory(tx, body.parent_id)).name}`,
      changes: changedFields({ order: siblings.map((s) => s.name) }, { order: requested.map((id) => name.get(id)) }, ['order']),
    });
  });
}

export async function deleteCategory(db: Db, storage: FileStorage, actor: AuditActor, id: number): Promise<string> {
  const before = await findCategory(db, id);
  // Retired products keep their history and still point at the category.
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  if ((used?.n ?? 0) > 0) throw new ConflictError(CATEGORY_HAS_PRODUCTS);
  const [children] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  if ((children?.n ?? 0) > 0) throw new ConflictError(CATEGORY_HAS_CHILDREN);
  await transaction(db, async (tx) => {
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'category',
      entityId: id,
      entityLabel: before.name,
      changes: changedFields(auditView(before), null, AUDITED),
    });
  });
  if (before.imagePath) await storage.remove(before.imagePath).catch(() => undefined);
  return before.name;
}

const IMAGE_WIDTH = 640;
const IMAGE_MIN_SIDE = 200;
const IMAGE_MAX_PIXELS = 50_000_000;

/** Stores a new image (`upload`) or removes it (`null`); the previous file goes either way, after the row changed. */
export async function replaceCategoryImage(db: Db, storage: FileStorage, actor: AuditActor, id: number, upload: Buffer | null, now: Date): Promise<void> {
  const before = await findCategory(db, id);
  if (!upload && !before.imagePath) return;
  let key: string | null = null;
  if (upload) {
    const source = await decodeImage(upload, { field: 'image', maxPixels: IMAGE_MAX_PIXELS, minSide: IMAGE_MIN_SIDE });
    const image = await sharp(source.data).resize({ width: IMAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    key = `categories/${before.slug}-${randomBytes(6).toString('hex')}.webp`;
    await storage.put(key, image);
  }
  try {
    await transaction(db, async (tx) => {
      await tx.update(categories).set({ imagePath: key, updatedAt: now }).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        action: key ? 'update-image' : 'remove-image',
        entityType: 'category',
        entityId: id,
        entityLabel: before.name,
        changes: { image: { before: before.imagePath, after: key } },
      });
    });
  } catch (err) {
    if (key) await storage.remove(key).catch(() => undefined);
    throw err;
  }
  if (before.imagePath) await storage.remove(before.imagePath).catch(() => undefined);
}
