import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  tagline: varchar('tagline', { length: 160 }),
  description: text('description'),
  story: text('story'),
  primaryColor: varchar('primary_color', { length: 7 }),
  accentColor: varchar('accent_color', { length: 7 }),
  /** The English line of the header's brand card ('contemporary elegance'). */
  cardTagline: varchar('card_tagline', { length: 160 }),
  /** The brand's named colours ({ name, hex }), shown on its page and in the back-office. */
  palette: jsonb('palette').$type<{ name: string; hex: string }[]>().notNull().default([]),
  logoPath: text('logo_path'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    description: text('description'),
    imagePath: text('image_path'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export interface ProductPassport {
  composition: { fibre: string; percent: number }[];
  country_of_manufacture: string;
  certifications: string[];
  care_instructions: string[];
}

export interface SizeGuide {
  unit: 'cm';
  /** Column names in order, e.g. ['Pecho', 'Largo', 'Manga']. */
  columns: string[];
  rows: { size: string; values: number[] }[];
}

/**
 * How names sort for Spanish readers without a database collation (PGlite has none): case and
 * accents ignored, so 'Índigo' sits with the i's, not after the z's; 'ñ' is its own letter after
 * 'n' ('Pantalón' < 'Pañuelo' < 'Parka': it becomes 'n{', and '{' follows 'z' in byte order). Compared
 * byte by byte (collation "C") so both databases agree. The name index is on it too.
 */
export function spanishSortKey(column: AnyColumn | SQL): SQL {
  return sql`(replace(translate(lower(${column}), 'áàâäéèêëíìîïóòôöúùûüç', 'aaaaeeeeiiiioooouuuuc'), 'ñ', 'n{') collate "C")`;
}

const SORT_ACCENTED = 'áàâäéèêëíìîïóòôöúùûüç';
const SORT_PLAIN = 'aaaaeeeeiiiioooouuuuc';

/** spanishSortKey in JavaScript, for lists put in order in memory: compare the keys with < (code unit order, as "C"). */
export function spanishSortKeyOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[áàâäéèêëíìîïóòôöúùûüç]/g, (ch) => SORT_PLAIN[SORT_ACCENTED.indexOf(ch)]!)
    .replaceAll('ñ', 'n{');
}

/**
 * Below this word similarity a name is not taken for a typo of a searched word: 'camsia' ~ 'camisa' is 0.43
 * (3 of its 7 trigrams), 'cami' ~ 'calzado' is 0.40 (2 of 5, only the first letters) and is left out.
 * Every connection sets it as `pg_trgm.word_similarity_threshold` (see `db/client.ts`), so the search can use
 * the indexable operator `<%` (the trigram index on the folded name) instead of `word_similarity() >=`.
 */
export const TYPO_SIMILARITY = 0.42;

/** Lower case without accents (migration 0009's immutable wrapper around unaccent), for trigram matching. */
export function searchFold(column: AnyColumn | SQL): SQL {
  return sql`search_fold(${column})`;
}

/** Filled by a trigger (migrations 0009, 0011): name A; tags, category, brand and variant colours B; descriptions C. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    slug: varchar('slug', { length: 180 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    shortDescription: varchar('short_description', { length: 400 }),
    description: text('description'),
    /** Money in integer cents, VAT included. */
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Personalised or made to measure: sold to one person, so it cannot be returned (help page, returns). */
    isPersonalised: boolean('is_personalised').notNull().default(false),
    isDigital: boolean('is_digital').notNull().default(false),
    condition: varchar('condition', { length: 20 }).notNull().default('new'),
    /** Sum of the variants' stock, kept by the catalogue service in the same transaction. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    minStockLevel: integer('min_stock_level').notNull().default(10),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    dimensions: varchar('dimensions', { length: 120 }),
    weightGrams: integer('weight_grams'),
    warrantyPeriod: varchar('warranty_period', { length: 60 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    visibility: varchar('visibility', { length: 20 }).notNull().default('visible'),
    passport: jsonb('passport').$type<ProductPassport>(),
    sizeGuide: jsonb('size_guide').$type<SizeGuide>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: ordered products keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Spanish full-text document without accents, kept by a trigger; never written by the app. */
    searchVector: tsvector('search_vector'),
    /** The name in lower case without accents, for the search's typo tie-break (no unaccent a row at query time). */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`search_fold(name)`),
    /**
     * Its variants' sizes and colour names (with each colour's hex, the same order), and those of them in stock:
     * kept by the variant triggers (migration 0016), never written by the app. The size and colour facets and
     * filters read these instead of every variant.
     */
    variantSizes: text('variant_sizes').array().notNull().default(sql`'{}'::text[]`),
    sizesInStock: text('sizes_in_stock').array().notNull().default(sql`'{}'::text[]`),
    variantColors: text('variant_colors').array().notNull().default(sql`'{}'::text[]`),
    variantColorHexes: text('variant_color_hexes').array().notNull().default(sql`'{}'::text[]`),
    colorsInStock: text('colors_in_stock').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_listing_idx').on(t.status, t.visibility, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_featured_idx').on(t.isFeatured),
    index('products_effective_price_idx').on(sql`coalesce(${t.salePriceCents}, ${t.priceCents})`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // search= looks in these too (ILIKE '%…%'); each branch of the OR needs its own trigram index.
    index('products_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('products_short_description_trgm_idx').using('gin', sql`${t.shortDescription} gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('products_tags_idx').using('gin', t.tags),
    index('products_name_sort_idx').on(spanishSortKey(t.name)),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_stock_idx').on(t.stockQuantity),
    index('products_condition_idx').on(t.condition),
    index('products_digital_idx').on(t.isDigital),
    // Facet and category counts of listed products read these alone (index-only scans).
    index('products_listed_category_idx').on(t.categoryId).where(sql`deleted_at is null and status = 'active' and visibility = 'visible'`),
    index('products_listed_brand_idx').on(t.brandId).where(sql`deleted_at is null and status = 'active' and visibility = 'visible'`),
    // A search's facts in one index-only read (issue 14): its hits counted, faceted and ranked without the wide rows.
    index('products_listed_facts_idx')
      .on(t.id, t.brandId, t.categoryId, t.condition, t.priceCents, t.salePriceCents, t.createdAt)
      .where(sql`deleted_at is null and status = 'active' and visibility = 'visible'`),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_sale_price_check', sql`${t.salePriceCents} is null or (${t.salePriceCents} >= 0 and ${t.salePriceCents} < ${t.priceCents})`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_condition_check', sql`${t.condition} in ('new', 'used', 'refurbished', 'damaged')`),
    check('products_status_check', sql`${t.status} in ('active', 'draft', 'archived')`),
    check('products_visibility_check', sql`${t.visibility} in ('visible', 'hidden')`),
  ],
);

/**
 * The listed products as the search reads them (issue 37, migration 0032): what a search's match, rank, count and facets
 * need — the search document, the literal matches' name, SKU and tags, the facts it facets on — and nothing else, one
 * narrow row a listed product, kept by a trigger on products (whatever writes them: staff, the CSV import, the variants'
 * and campaigns' triggers), never written by the app. A broad query's thousands of matches are read here instead of in
 * the wide products rows; the page's rows come from products.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    tags: text('tags').array().notNull(),
    brandId: integer('brand_id'),
    categoryId: integer('category_id'),
    condition: varchar('condition', { length: 20 }).notNull(),
    /** What the product sells for: the sale price when it has one, else its price (cents). */
    priceCents: integer('price_cents').notNull(),
    variantSizes: text('variant_sizes').array().notNull(),
    sizesInStock: text('sizes_in_stock').array().notNull(),
    variantColors: text('variant_colors').array().notNull(),
    variantColorHexes: text('variant_color_hexes').array().notNull(),
    colorsInStock: text('colors_in_stock').array().notNull(),
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('product_search_vector_idx').using('gin', t.searchVector),
    index('product_search_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('product_search_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    index('product_search_tags_idx').using('gin', t.tags),
  ],
);

/**
 * Every folded word (4+ letters) ever seen in a product name, kept by a trigger (migration 0011). A typo is
 * corrected against these few thousand words ('camsia' → 'camisa', trigram index) and the corrected words
 * searched as text: comparing the typo with every product's name cost seconds on a large catalogue.
 */
export const searchVocabulary = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 20 }).notNull(),
    colorName: varchar('color_name', { length: 40 }).notNull(),
    colorHex: varchar('color_hex', { length: 7 }).notNull(),
    sku: varchar('sku', { length: 80 }).notNull().unique(),
    stock: integer('stock').notNull().default(0),
    priceCents: integer('price_cents'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_combo_unique').on(t.productId, t.size, t.colorName),
    // The size and colour facets of a search read only this index (issue 14).
    index('product_variants_facets_idx').on(t.productId, t.size, t.colorName, t.colorHex, t.stock),
    index('product_variants_size_idx').on(t.size),
    // color= matches case-insensitively.
    index('product_variants_color_lower_idx').on(sql`lower(${t.colorName})`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Storage key without the width suffix: `{key}-{width}.webp` exists for each width. */
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 200 }),
    colorName: varchar('color_name', { length: 40 }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
