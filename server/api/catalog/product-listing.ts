import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { splitList, type ProductFacets, type StoreProductListQuery, type StoreProductPage } from '../../../common/catalog/contracts';
import { compareSizes, CONDITION_LABELS, PRODUCT_CONDITIONS } from '../../../common/catalog/rules';
import { PRICE_RANGE_DEFAULT } from '../../../common/constants';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, categories, products, productVariants, spanishSortKey } from '../../db/schema';
import { inCategoryTree } from './category-tree';
import { loadProductRefs } from './product-loading';
import { presentProduct } from './product-presenter';
import { productSearchCondition, productSearchOrder } from './product-search';

type Dimension = 'base' | 'search' | 'category' | 'brand' | 'price' | 'flags' | 'condition' | 'tags' | 'variant';

const effectivePrice = sql`coalesce(${products.salePriceCents}, ${products.priceCents})`;

/** Visible to shoppers: not deleted, active, visible. */
export const isListed = and(isNull(products.deletedAt), eq(products.status, 'active'), eq(products.visibility, 'visible'))!;

/** One SQL condition per filter dimension, so a facet can leave its own dimension out. */
async function buildConditions(db: Db, q: StoreProductListQuery): Promise<Map<Dimension, SQL>> {
  const conditions = new Map<Dimension, SQL>();
  conditions.set('base', isListed);

  // One engine for every product search (store list, /store?search=, the search box): see product-search.ts.
  if (q.search) conditions.set('search', productSearchCondition(q.search));

  const categoryIds = q.category_id === undefined ? [] : [q.category_id];
  if (q.category) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, q.category));
    categoryIds.push(found?.id ?? -1);
  }
  if (categoryIds.length) {
    // An id and a slug given together must both hold.
    conditions.set('category', and(...categoryIds.map((id) => inCategoryTree(db, id)))!);
  }

  // Both brands are our own: manufacturer and vendor are the brand. Each one given must hold.
  const brandIds = [q.brand_id, q.manufacturer_id, q.vendor_id].filter((id): id is number => id !== undefined);
  if (q.brand) {
    const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, q.brand));
    brandIds.push(found?.id ?? -1);
  }
  if (brandIds.length) conditions.set('brand', and(...brandIds.map((id) => eq(products.brandId, id)))!);

  const price: SQL[] = [];
  if (q.min_price !== undefined) price.push(sql`${effectivePrice} >= ${Math.round(q.min_price * 100)}`);
  if (q.max_price !== undefined) price.push(sql`${effectivePrice} <= ${Math.round(q.max_price * 100)}`);
  if (price.length) conditions.set('price', and(...price)!);

  const flags: SQL[] = [];
  if (q.is_featured !== undefined) flags.push(eq(products.isFeatured, q.is_featured));
  if (q.is_digital !== undefined) flags.push(eq(products.isDigital, q.is_digital));
  if (q.in_stock !== undefined) flags.push(q.in_stock ? gt(products.stockQuantity, 0) : eq(products.stockQuantity, 0));
  if (q.on_sale !== undefined) flags.push(q.on_sale ? isNotNull(products.salePriceCents) : isNull(products.salePriceCents));
  if (flags.length) conditions.set('flags', and(...flags)!);
  if (q.condition) conditions.set('condition', eq(products.condition, q.condition));

  const tags = splitList(q.tags).map((t) => t.toLowerCase());
  if (tags.length) conditions.set('tags', sql`${products.tags} && ${sql.param(tags)}::text[]`);

  // Size and colour speak of one garment: a variant in stock that has the chosen size and the chosen colour.
  const variant = variantFilters(q);
  if (variant.size || variant.color) {
    conditions.set(
      'variant',
      exists(db.select({ one: sql`1` }).from(productVariants).where(and(eq(productVariants.productId, products.id), gt(productVariants.stock, 0), variant.size, variant.color))),
    );
  }
  return conditions;
}

/** The size and colour filters as conditions on a product_variants row (undefined when not filtered). */
function variantFilters(q: StoreProductListQuery) {
  const sizes = splitList(q.size);
  const colors = splitList(q.color).map((c) => c.toLowerCase());
  return {
    size: sizes.length ? inArray(productVariants.size, sizes) : undefined,
    color: colors.length ? inArray(sql`lower(${productVariants.colorName})`, colors) : undefined,
  };
}

/** Products with the row's size or colour in stock (the rows are already those of the other dimension's choice). */
function countInStock() {
  return sql<number>`(count(distinct ${products.id}) filter (where ${gt(productVariants.stock, 0)}))::int`;
}

function whereExcept(conditions: Map<Dimension, SQL>, except?: Dimension): SQL {
  return and(...[...conditions].filter(([dimension]) => dimension !== except).map(([, condition]) => condition))!;
}

function orderBy(q: StoreProductListQuery) {
  const byDate = q.sort_by === 'created_at' || q.sort_by === 'date';
  const direction = q.sort_direction ?? (byDate ? 'desc' : 'asc');
  const by = direction === 'asc' ? asc : desc;
  switch (q.sort_by) {
    case 'name':
      return [by(spanishSortKey(products.name)), by(products.name), asc(products.id)];
    case 'price':
      return [by(effectivePrice), asc(products.id)];
    default:
      // A search without a chosen order lists the best matches first.
      if (q.search && !q.sort_direction) return [...productSearchOrder(q.search), desc(products.createdAt), desc(products.id)];
      return [by(products.createdAt), by(products.id)];
  }
}

/** A page of listed products with facet counts; a fixed number of queries whatever the page size. */
export async function listProducts(db: Db, q: StoreProductListQuery): Promise<z.input<typeof StoreProductPage>> {
  const conditions = await buildConditions(db, q);
  const where = whereExcept(conditions);

  const [[{ total } = { total: 0 }], rows, facets] = await Promise.all([
    db.select({ total: count() }).from(products).where(where),
    db.select().from(products).where(where).orderBy(...orderBy(q)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    q.facets ? productFacets(db, conditions, variantFilters(q)) : undefined,
  ]);
  const refs = await loadProductRefs(db, rows);
  const page = pageOf(
    rows.map((row) => presentProduct(row, refs.for(row))),
    q.page,
    q.per_page,
    total,
  );
  return facets ? { ...page, facets } : page;
}

async function productFacets(db: Db, conditions: Map<Dimension, SQL>, variant: ReturnType<typeof variantFilters>): Promise<z.input<typeof ProductFacets>> {
  // Sizes are those of the chosen colour (and colours those of the chosen sizes), each counting the
  // products that have it in stock; one that exists but is sold out stays in the list with 0.
  const [brandRows, categoryRows, sizeRows, colorRows, conditionRows, [range]] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, count: count(products.id) })
      .from(brands)
      .leftJoin(products, and(eq(products.brandId, brands.id), whereExcept(conditions, 'brand')))
      .where(eq(brands.isActive, true))
      .groupBy(brands.id)
      .orderBy(asc(spanishSortKey(brands.name))),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, count: count(products.id) })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), whereExcept(conditions, 'category')))
      .where(eq(categories.isActive, true))
      .groupBy(categories.id)
      .orderBy(asc(categories.sortOrder), asc(spanishSortKey(categories.name))),
    db
      .select({ size: productVariants.size, count: countInStock() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(variant.color, whereExcept(conditions, 'variant')))
      .groupBy(productVariants.size),
    db
      .select({ name: productVariants.colorName, hex: sql<string>`min(${productVariants.colorHex})`, count: countInStock() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(variant.size, whereExcept(conditions, 'variant')))
      .groupBy(productVariants.colorName)
      .orderBy(asc(spanishSortKey(productVariants.colorName)), asc(productVariants.colorName)),
    db
      .select({ condition: products.condition, count: count() })
      .from(products)
      .where(whereExcept(conditions, 'condition'))
      .groupBy(products.condition),
    db
      .select({ min: sql<number | null>`min(${effectivePrice})`, max: sql<number | null>`max(${effectivePrice})` })
      .from(products)
      .where(whereExcept(conditions, 'price')),
  ]);
  const hasPrices = range?.min != null && range?.max != null;
  return {
    brands: brandRows,
    categories: categoryRows,
    sizes: sizeRows.sort((a, b) => compareSizes(a.size, b.size)),
    colors: colorRows,
    conditions: PRODUCT_CONDITIONS.map((condition) => ({
      condition,
      label: CONDITION_LABELS[condition],
      count: conditionRows.find((row) => row.condition === condition)?.count ?? 0,
    })),
    price_range: hasPrices
      ? { min: Math.floor(Number(range.min) / 100), max: Math.ceil(Number(range.max) / 100) }
      : { ...PRICE_RANGE_DEFAULT },
  };
}
