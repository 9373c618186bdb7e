import { and, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import {
  ON_SALE_WITHOUT_PRICE,
  STOCK_WITH_VARIANTS,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductUpdate,
} from '../../../common/catalog/contracts';
import { warrantyText } from '../../../common/catalog/rules';
import { parseTags, slugify } from '../../../common/catalog/input-rules';
import { eurosToCents } from '../../../common/money';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, categories, productImages, products, productVariants, type ProductRow } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { moveStock, setVariantStock, type StockActor } from '../../inventory/stock';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { NotFoundError, ValidationError } from '../../errors';
import { withConstraintErrors } from './constraint-errors';
import { removeImageFiles, storeEncodedImage, storeProductImage, type EncodedImage, type StoredImage } from './product-images';
import { productAuditSnapshot, productAuditSnapshots, recordProductAudit } from './product-audit';
import { loadProductRefs } from './product-loading';
import { presentProduct } from './product-presenter';
import { transaction } from '../../db/transaction';

type VariantInput = NonNullable<AdminProductCreate['variants']>[number];

async function assertReferences(db: Db, body: { brand_id?: number; category_id?: number }) {
  const errors: Record<string, string[]> = {};
  if (body.brand_id !== undefined) {
    const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, body.brand_id));
    if (!found) errors.brand_id = ['La marca no existe.'];
  }
  if (body.category_id !== undefined) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, body.category_id));
    if (!found) errors.category_id = ['La categoría no existe.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function assertUnique(db: Db, values: { slug?: string; sku?: string; variantSkus?: string[] }, exceptProductId?: number) {
  const errors: Record<string, string[]> = {};
  const others = exceptProductId === undefined ? undefined : ne(products.id, exceptProductId);
  if (values.slug) {
    const [taken] = await db.select({ id: products.id }).from(products).where(and(eq(products.slug, values.slug), others));
    if (taken) errors.slug = ['Ya existe un producto con este slug.'];
  }
  if (values.sku) {
    const [taken] = await db.select({ id: products.id }).from(products).where(and(eq(products.sku, values.sku), others));
    if (taken) errors.sku = ['Ya existe un producto con este SKU.'];
  }
  if (values.variantSkus?.length) {
    const taken = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(inArray(productVariants.sku, values.variantSkus), exceptProductId === undefined ? undefined : ne(productVariants.productId, exceptProductId)));
    if (taken.length) errors.variants = [`SKU de variante ya usado: ${taken.map((t) => t.sku).join(', ')}.`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The sale price a body asks for: is_on_sale false clears it. */
function salePriceOf(body: AdminProductUpdate): number | null | undefined {
  return body.is_on_sale === false ? null : body.sale_price;
}

/** The state a body asks for: status, or is_active (true is active; false a draft). */
function statusOf(body: AdminProductUpdate): AdminProductUpdate['status'] {
  if (body.status !== undefined || body.is_active === undefined) return body.status;
  return body.is_active ? 'active' : 'draft';
}

/** The stock a body sets (stock_quantity or stock: the contract makes them agree) and the field it came in. */
function stockOf(body: AdminProductUpdate) {
  return body.stock_quantity !== undefined ? { value: body.stock_quantity, field: 'stock_quantity' } : { value: body.stock, field: 'stock' };
}

function columnsFrom(body: AdminProductUpdate) {
  const set: Partial<typeof products.$inferInsert> = {};
  const salePrice = salePriceOf(body);
  const status = statusOf(body);
  if (body.name !== undefined) set.name = body.name;
  if (body.sku !== undefined) set.sku = body.sku;
  if (body.brand_id !== undefined) set.brandId = body.brand_id;
  if (body.category_id !== undefined) set.categoryId = body.category_id;
  if (body.short_description !== undefined) set.shortDescription = body.short_description;
  if (body.description !== undefined) set.description = body.description;
  if (body.price !== undefined) set.priceCents = eurosToCents(body.price);
  if (salePrice !== undefined) set.salePriceCents = salePrice == null ? null : eurosToCents(salePrice);
  if (body.is_featured !== undefined) set.isFeatured = body.is_featured;
  if (body.is_personalised !== undefined) set.isPersonalised = body.is_personalised;
  if (body.is_digital !== undefined) set.isDigital = body.is_digital;
  if (body.condition !== undefined) set.condition = body.condition;
  if (body.min_stock_level !== undefined) set.minStockLevel = body.min_stock_level;
  if (body.tags !== undefined) set.tags = parseTags(body.tags);
  if (body.dimensions !== undefined) set.dimensions = body.dimensions;
  if (body.weight !== undefined) set.weightGrams = body.weight == null ? null : Math.round(body.weight * 1000);
  if (body.warranty_period !== undefined) {
    set.warrantyPeriod = typeof body.warranty_period === 'number' ? warrantyText(body.warranty_period) : body.warranty_period;
  }
  if (status !== undefined) set.status = status;
  if (body.visibility !== undefined) set.visibility = body.visibility;
  if (body.passport !== undefined) set.passport = body.passport;
  if (body.size_guide !== undefined) set.sizeGuide = body.size_guide;
  return set;
}

/** Who moved the stock a product save changes (the staff member of the request; the system for seeds and tests). */
function stockActorOf(actor: AuditActor | undefined): StockActor {
  return actor ? { kind: 'staff', id: actor.id, name: actor.name } : { kind: 'system' };
}

/** Replaces the product's variants (their stock through the journal) and keeps products.stock_quantity their sum. */
async function saveVariants(db: Db, productId: number, sku: string, variants: VariantInput[] | undefined, stockWithoutVariants: number | undefined, actor: StockActor) {
  let list = variants;
  if (!list?.length && stockWithoutVariants !== undefined) {
    // A one-size product (a scarf, a bag): one variant carries its stock.
    list = [{ size: 'Única', color_name: 'Único', color_hex: '#8A8A8A', sku: `${sku}-U`, stock: stockWithoutVariants }];
  }
  if (list) {
    const keepIds = list.map((v) => v.id).filter((id): id is number => id !== undefined);
    await db.delete(productVariants).where(and(eq(productVariants.productId, productId), keepIds.length ? notInArray(productVariants.id, keepIds) : undefined));
    if (keepIds.length) {
      // Kept variants may trade sizes or SKUs among themselves: park them on placeholder values
      // ('~' is never a valid size or SKU) so no update meets a value that is about to move.
      await db
        .update(productVariants)
        .set({ size: sql`'~' || ${productVariants.id}`, sku: sql`'~' || ${productVariants.id}` })
        .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, keepIds)));
    }
    for (const [index, v] of list.entries()) {
      const values = { size: v.size, colorName: v.color_name, colorHex: v.color_hex.toUpperCase(), sku: v.sku, priceCents: v.price == null ? null : eurosToCents(v.price), sortOrder: index };
      if (v.id !== undefined) {
        const updated = await db.update(productVariants).set(values).where(and(eq(productVariants.id, v.id), eq(productVariants.productId, productId))).returning({ id: productVariants.id });
        if (updated.length === 0) throw new ValidationError({ [`variants.${index}.id`]: ['La variante no pertenece a este producto.'] });
        await setVariantStock(db, v.id, v.stock, actor, 'Stock cambiado en la ficha del producto');
      } else {
        // A new variant starts at 0 and its units come in through the journal.
        const [created] = await db.insert(productVariants).values({ productId, ...values, stock: 0 }).returning({ id: productVariants.id });
        await moveStock(db, { variantId: created!.id, productId, delta: v.stock, reason: 'received', actor, note: 'Alta de la variante' });
      }
    }
  }
  // The product's total follows its variants (deleted ones take their units with them).
  await db
    .update(products)
    .set({ stockQuantity: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId})` })
    .where(eq(products.id, productId));
}

async function uniqueSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  const root = base || 'producto';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    const [taken] = await db.select({ id: products.id }).from(products).where(and(eq(products.slug, candidate), exceptId === undefined ? undefined : ne(products.id, exceptId)));
    if (!taken) return candidate;
  }
  throw new ValidationError({ slug: ['No se pudo generar un slug único.'] });
}

/** Creates a product; with an actor (every admin request) the creation is logged in the same transaction. */
export async function createProduct(db: Db, body: AdminProductCreate, now: Date, actor?: AuditActor): Promise<ProductRow> {
  await assertReferences(db, body);
  const slug = body.slug ?? (await uniqueSlug(db, slugify(body.name)));
  await assertUnique(db, { slug, sku: body.sku, variantSkus: body.variants?.map((v) => v.sku) });
  return withConstraintErrors(() => transaction(db, async (t) => {
    const [row] = await t.insert(products).values({ ...(columnsFrom(body) as typeof products.$inferInsert), name: body.name, sku: body.sku, priceCents: eurosToCents(body.price), slug, createdAt: now, updatedAt: now }).returning();
    await saveVariants(t, row!.id, body.sku, body.variants, stockOf(body).value ?? (body.variants ? undefined : 0), stockActorOf(actor));
    const saved = await productAuditSnapshot(t, row!.id);
    await recordProductAudit(t, actor, 'create', saved!.row, null, saved!.snapshot);
    return saved!.row;
  }));
}

export async function findAdminProduct(db: Db, id: number): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!row) throw new NotFoundError('Producto no encontrado.');
  return row;
}

/** A kept product as the back office reads it. */
export async function presentAdminProduct(db: Db, id: number): Promise<z.input<typeof AdminProduct>> {
  const row = await findAdminProduct(db, id);
  const refs = await loadProductRefs(db, [row]);
  return presentProduct(row, refs.for(row));
}

/** Every kept product (any state), newest first, filtered by name or SKU, state and category. */
export async function listAdminProducts(db: Db, q: AdminProductListQuery): Promise<z.input<typeof AdminProductPage>> {
  const filters: SQL[] = [isNull(products.deletedAt)];
  if (q.status) filters.push(eq(products.status, q.status));
  if (q.category_id) filters.push(eq(products.categoryId, q.category_id));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  const where = and(...filters);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
  ]);
  const refs = await loadProductRefs(db, rows);
  return pageOf(
    rows.map((row) => presentProduct(row, refs.for(row))),
    q.page,
    q.per_page,
    total,
  );
}

/** Changes the fields sent; with an actor the changed fields (before → after) are logged in the same transaction. */
export async function updateProduct(db: Db, id: number, body: AdminProductUpdate, now: Date, actor?: AuditActor): Promise<ProductRow> {
  const current = await findAdminProduct(db, id);
  // Compared in cents, as stored: 29.999 against 30 must not slip past as a float and fail in the database.
  const priceCents = body.price !== undefined ? eurosToCents(body.price) : current.priceCents;
  const salePrice = salePriceOf(body);
  const saleCents = salePrice === undefined ? current.salePriceCents : salePrice == null ? null : eurosToCents(salePrice);
  if (saleCents != null && saleCents >= priceCents) {
    throw new ValidationError({ sale_price: ['El precio rebajado debe ser menor que el precio.'] });
  }
  if (body.is_on_sale === true && saleCents == null) throw new ValidationError({ is_on_sale: [ON_SALE_WITHOUT_PRICE] });
  const stock = stockOf(body);
  await assertReferences(db, body);
  await assertUnique(db, { slug: body.slug, sku: body.sku, variantSkus: body.variants?.map((v) => v.sku) }, id);
  return withConstraintErrors(() => transaction(db, async (t) => {
    const before = actor ? await productAuditSnapshot(t, id) : null;
    const set = columnsFrom(body);
    if (body.slug !== undefined) set.slug = body.slug;
    await t.update(products).set({ ...set, updatedAt: now }).where(eq(products.id, id));
    if (body.variants !== undefined || stock.value !== undefined) {
      const [{ n } = { n: 0 }] = await t.select({ n: sql<number>`count(*)::int` }).from(productVariants).where(eq(productVariants.productId, id));
      if (body.variants === undefined && n > 1) throw new ValidationError({ [stock.field]: [STOCK_WITH_VARIANTS] });
      if (body.variants === undefined && n === 1) {
        const [only] = await t.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id));
        await setVariantStock(t, only!.id, stock.value!, stockActorOf(actor), 'Stock cambiado en la ficha del producto');
        await saveVariants(t, id, current.sku, undefined, undefined, stockActorOf(actor));
      } else {
        await saveVariants(t, id, body.sku ?? current.sku, body.variants, stock.value, stockActorOf(actor));
      }
    }
    const saved = await productAuditSnapshot(t, id);
    await recordProductAudit(t, actor, 'update', saved!.row, before?.snapshot ?? null, saved!.snapshot);
    return saved!.row;
  }));
}

/** What a deletion records of the product: enough to tell which one it was and where it stood. */
const DELETED_PRODUCT_FIELDS = ['name', 'sku', 'slug', 'brand', 'category', 'price', 'sale_price', 'status', 'stock_quantity'] as const;

/**
 * Retires kept products inside the caller's transaction: each leaves the store and the back office
 * (status archived, deleted_at set) and frees its slug and SKUs; with an actor each is logged.
 */
export async function retireProducts(tx: Db, rows: ProductRow[], now: Date, actor?: AuditActor): Promise<void> {
  const snapshots = actor ? await productAuditSnapshots(tx, rows) : null;
  for (const current of rows) {
    const suffix = `-deleted-${current.id}`;
    // The suffix always survives (the start is shortened instead), so even the longest slug or SKU is freed.
    const retired = (value: string, max: number) => `${value.slice(0, max - suffix.length)}${suffix}`;
    await tx
      .update(products)
      .set({ deletedAt: now, status: 'archived', slug: retired(current.slug, 180), sku: retired(current.sku, 64), updatedAt: now })
      .where(eq(products.id, current.id));
    await tx
      .update(productVariants)
      .set({ sku: sql`left(${productVariants.sku}, ${80 - suffix.length}) || ${suffix}` })
      .where(eq(productVariants.productId, current.id));
    const before = snapshots?.get(current.id);
    if (before) {
      const kept = Object.fromEntries(DELETED_PRODUCT_FIELDS.map((field) => [field, before[field]]));
      await recordProductAudit(tx, actor, 'delete', current, kept, null);
    }
  }
}

/** Soft delete: the row stays for order history; the slug and SKU are freed for reuse. */
export async function deleteProduct(db: Db, id: number, now: Date, actor?: AuditActor): Promise<void> {
  await transaction(db, async (t) => {
    const [current] = await t.select().from(products).where(and(eq(products.id, id), isNull(products.deletedAt))).for('update');
    if (!current) throw new NotFoundError('Producto no encontrado.');
    await retireProducts(t, [current], now, actor);
  });
}

export async function addProductImages(
  db: Db,
  storage: FileStorage,
  id: number,
  /** Uploaded bytes (decoded and encoded here), or a picture already encoded at its stored widths. */
  files: (({ data: Buffer } | { encoded: EncodedImage }) & { alt?: string | null; colorName?: string | null })[],
  actor?: AuditActor,
  /** Store only the widest copy of each upload; the caller queues `drawImageVariants` for the rest. */
  options: { widestOnly?: boolean } = {},
) {
  const product = await findAdminProduct(db, id);
  const [{ last } = { last: -1 }] = await db.select({ last: sql<number>`coalesce(max(${productImages.sortOrder}), -1)::int` }).from(productImages).where(eq(productImages.productId, id));
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push('encoded' in file ? await storeEncodedImage(storage, id, file.encoded) : await storeProductImage(storage, id, file.data, 'images', options));
    return await transaction(db, async (tx) => {
      const rows = await tx
        .insert(productImages)
        .values(stored.map((s, i) => ({ productId: id, ...s, alt: files[i]!.alt ?? product.name, colorName: files[i]!.colorName ?? null, sortOrder: last + 1 + i })))
        .returning();
      if (actor) {
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(productImages).where(eq(productImages.productId, id));
        await recordAudit(tx, actor, {
          action: 'image_upload',
          entityType: 'product',
          entityId: id,
          entityLabel: product.name,
          changes: { images: { before: n - rows.length, after: n } },
        });
      }
      return rows;
    });
  } catch (err) {
    // All or nothing: one bad file in the batch leaves no stray copies of the others on disk.
    await Promise.all(stored.map((image) => removeImageFiles(storage, image)));
    throw err;
  }
}

