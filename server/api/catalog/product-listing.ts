import { and, asc, count, desc, eq, exists, getTableColumns, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { SEARCH_COUNT_BOUND, splitList, type ProductFacets, type StoreProductListQuery, type StoreProductPage } from '../../../common/catalog/contracts';
import { compareSizes, CONDITION_LABELS, PRODUCT_CONDITIONS } from '../../../common/catalog/rules';
import { PRICE_RANGE_DEFAULT } from '../../../common/constants';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { isListed } from '../../db/visibility';
import { brands, categories, products, productSearch, productVariants, spanishSortKey, spanishSortKeyOf, type ProductRow } from '../../db/schema';
import { inCategoryTree } from './category-tree';
import { keptRead } from './kept-reads';
import { loadProductRefs, ownedRefColumns, productRefsOf } from './product-loading';
import { presentProduct } from './product-presenter';
import { narrowColumns, productSearchCondition, productSearchOrder, productSearchRank } from './product-search';
import { searchSynonymRules } from '../search/search-rules';
import type { SynonymRule } from '../../../common/search/synonyms';

type Dimension = 'base' | 'search' | 'category' | 'brand' | 'price' | 'flags' | 'condition' | 'tags' | 'variant';

const effectivePrice = sql`coalesce(${products.salePriceCents}, ${products.priceCents})`;

/**
 * One SQL condition per filter dimension, so a facet can leave its own dimension out; with the number
 * of matches when it is known already (a search and no other filter).
 */
async function buildConditions(db: Db, q: StoreProductListQuery): Promise<Map<Dimension, SQL>> {
  const conditions = new Map<Dimension, SQL>();
  conditions.set('base', isListed);

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
  // One of them alone is read from the product's own list of what it has in stock (kept by the variant triggers).
  const variant = variantFilters(q);
  if (variant.size && variant.color) {
    conditions.set(
      'variant',
      exists(db.select({ one: sql`1` }).from(productVariants).where(and(eq(productVariants.productId, products.id), gt(productVariants.stock, 0), variant.size, variant.color))),
    );
  } else if (variant.sizes.length) {
    conditions.set('variant', sql`${products.sizesInStock} && ${sql.param(variant.sizes)}::text[]`);
  } else if (variant.colors.length) {
    conditions.set('variant', sql`exists (select 1 from unnest(${products.colorsInStock}) as c(name) where lower(c.name) = any(${sql.param(variant.colors)}::text[]))`);
  }
  return conditions;
}

/**
 * Whether the list is a search and nothing else, by relevance (its page, count and facets then come from searchAlone);
 * sorted otherwise, or filtered, the database orders, filters and facets every match.
 */
function isSearchAlone(q: StoreProductListQuery, conditions: Map<Dimension, SQL>): q is StoreProductListQuery & { search: string } {
  return Boolean(q.search) && conditions.size === 1 && relevanceSearch(q) !== undefined;
}

/**
 * A search with other filters: the search is the costly condition, evaluated once for the ids of EVERY match (no
 * rank, no bound), so each filter, the count and the facets find every matching product in the database.
 */
async function withSearchIds(db: Db, search: string, conditions: Map<Dimension, SQL>): Promise<void> {
  // From the narrow table of the listed products (migration 0032): the matches' wide rows are not read for their ids.
  const rows = await db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(productSearchCondition(search, await searchSynonymRules(db), narrowColumns));
  conditions.set('search', rows.length ? oneOf(products.id, rows.map((row) => row.id)) : sql`false`);
}

/** Columns a caller reads with a search alone's page, of the product whose id is `id` (pageOfHits). */
export type PageColumns = (id: SQL) => Record<string, SQL>;
/** A page's row, with the caller's columns when it asked for some. */
type PageRow = ProductRow & Record<string, unknown>;

/** A match of a search alone: what ranking its page needs. */
interface SearchHit {
  id: number;
  createdAt: Date;
  exactSku: boolean;
  allWords: number;
  anyWord: number;
}

type VariantCounts = Pick<FacetCounts, 'sizes' | 'colors'>;

/** The bound of a search's count, facets and ranked window: a constant a test may lower (issue 37). */
export const searchBounds = { count: SEARCH_COUNT_BOUND };

/** How far a search's matches are counted for this page: the bound, or the page's end, and one more to tell "more". */
function countLimit(q: StoreProductListQuery): number {
  return Math.max(searchBounds.count, q.page * q.per_page) + 1;
}

interface SearchAlone {
  /** The best-ranked matches, enough for the page and its tie-break margin, best first. */
  best: SearchHit[];
  /** The matches counted up to `countLimit` (so `counted === limit` means more). */
  counted: number;
  facets?: FacetCounts;
}

/**
 * A search and nothing else, in one statement (issue 37): the matches are found in the text index and ranked in the
 * database (productSearchRank, whatever their number); only the best `window` leave it, for the page and its
 * tie-break. They are counted up to `countLimit`, and the facets are those of the best `searchBounds.count` (every
 * match when there are no more): brands, categories, conditions, prices, and the sizes and colours each product keeps
 * of its variants (migration 0016), read for those only. All of it is read from the narrow table of the listed products
 * (`product_search`, migration 0032), not from their wide rows.
 */
async function searchAlone(db: Db, q: StoreProductListQuery & { search: string }): Promise<SearchAlone> {
  const result = await db.execute(searchAloneStatement(q, await searchSynonymRules(db)));
  return readSearchAlone(result);
}

/** searchAlone's statement (exported for bench/search-explain.ts). */
export function searchAloneStatement(q: StoreProductListQuery & { search: string }, synonyms: readonly SynonymRule[] = []): SQL {
  const rank = productSearchRank(q.search, synonyms, narrowColumns);
  const where = productSearchCondition(q.search, synonyms, narrowColumns);
  const window = (q.page - 1) * q.per_page + q.per_page + TIE_BREAK_MARGIN;
  const limit = countLimit(q);
  const bound = searchBounds.count;
  const order = sql.raw('exact_sku desc, all_words desc, any_word desc, created_at desc, id desc');
  // The matches are sorted once, into `top`; the window and the faceted best are read from it as they are when either is all of it.
  const kept = q.facets ? Math.max(window, bound) : window;
  const windowRows = kept === window ? sql`top` : sql`(select * from top order by ${order} limit ${window}) w`;
  // The brands, categories, conditions and price range in one pass over the faceted best (grouping() tells the sets apart);
  // the sizes of the products that have the same ones counted once (a few size runs: 91 of 1 000 products here).
  const facetRows = q.facets
    ? sql`
    union all
    select 'facts', null, null, null, null, null, null,
      (select json_agg(json_build_array(set, brand_id, category_id, condition, n, low, high))::text
        from (select grouping(brand_id, category_id, condition) as set, brand_id, category_id, condition, count(*) as n, min(price) as low, max(price) as high
          from faceted group by grouping sets ((brand_id), (category_id), (condition), ())) f)
    union all
    select 'size', null, null, null, null, null, coalesce(sum(t.n) filter (where s.value = any(t.sizes_in_stock)), 0)::int, s.value
      from (select sizes, sizes_in_stock, count(*) as n from faceted group by sizes, sizes_in_stock) t cross join unnest(t.sizes) as s(value) group by s.value
    union all
    select 'color', null, null, null, null, null, (count(*) filter (where c.name = any(t.colors_in_stock)))::int, c.name || chr(9) || min(c.hex)
      from faceted t cross join unnest(t.colors, t.hexes) as c(name, hex) group by c.name`
    : sql``;
  // The kept sizes and colours ride along with the hits (their rows are read anyway), for the facets only.
  const variantColumns = q.facets
    ? sql`, ${productSearch.variantSizes} as sizes, ${productSearch.sizesInStock} as sizes_in_stock, ${productSearch.variantColors} as colors,
        ${productSearch.variantColorHexes} as hexes, ${productSearch.colorsInStock} as colors_in_stock`
    : sql``;
  // The facets' best `bound` are `top` itself, unless a page beyond the bound made the window larger.
  const faceted = !q.facets
    ? sql``
    : kept === bound
      ? sql`, faceted as not materialized (select * from top)`
      : sql`, faceted as materialized (select * from top order by ${order} limit ${bound})`;
  return sql`
    with hits as materialized (
      select ${productSearch.productId} as id, ${productSearch.createdAt} as created_at, ${rank.exactSku} as exact_sku, ${rank.allWords} as all_words,
        ${rank.anyWord} as any_word, ${productSearch.brandId} as brand_id, ${productSearch.categoryId} as category_id, ${productSearch.condition} as condition,
        ${productSearch.priceCents} as price${variantColumns}
      from ${productSearch} where ${where}
    ),
    top as materialized (select * from hits order by ${order} limit ${kept})${faceted}
    select 'hit' as kind, id, created_at, exact_sku, all_words, any_word, null::int as n, null::text as value from ${windowRows}
    union all
    select 'count', null, null, null, null, null, (select count(*) from (select 1 from hits limit ${limit}) c)::int, null
    ${facetRows}`;
}

function readSearchAlone(result: unknown): SearchAlone {
  type Row = { kind: string; id: number; created_at: Date | string; exact_sku: boolean; all_words: number; any_word: number; n: number; value: string };
  const best: SearchHit[] = [];
  let counted = 0;
  /** The facts' grouping sets, a row each: the set (grouping(): 3 brand, 5 category, 6 condition, 7 all), its key, count and prices. */
  let facts: [number, number | null, number | null, string | null, number, number | null, number | null][] | undefined;
  const sizes: VariantCounts['sizes'] = [];
  const colors: VariantCounts['colors'] = [];
  for (const row of rowsOf<Row>(result)) {
    if (row.kind === 'hit') {
      best.push({
        id: Number(row.id),
        createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
        exactSku: row.exact_sku,
        allWords: Number(row.all_words),
        anyWord: Number(row.any_word),
      });
    } else if (row.kind === 'count') counted = Number(row.n);
    else if (row.kind === 'facts') facts = row.value ? (JSON.parse(row.value) as typeof facts) : [];
    else if (row.kind === 'size') sizes.push({ size: row.value, count: Number(row.n) });
    else if (row.kind === 'color') {
      const [name = '', hex = ''] = row.value.split('\t');
      colors.push({ name, hex, count: Number(row.n) });
    }
  }
  if (!facts) return { best, counted };
  const sets = facts;
  const counts = <K>(set: number, key: (row: (typeof sets)[number]) => K) => new Map(sets.filter((row) => row[0] === set).map((row) => [key(row), Number(row[4])]));
  const all = sets.find((row) => row[0] === 7);
  return {
    best,
    counted,
    facets: {
      brands: counts(3, (row) => row[1]),
      categories: counts(5, (row) => row[2]),
      conditions: counts(6, (row) => row[3] ?? ''),
      sizes,
      colors: inSpanishOrder(colors),
      range: { min: all?.[5] ?? null, max: all?.[6] ?? null },
    },
  };
}

/** Colours in the order spanishSortKey gives them in SQL (then by the name itself, byte by byte). */
function inSpanishOrder(colors: VariantCounts['colors']): VariantCounts['colors'] {
  const keyed = colors.map((color) => ({ key: spanishSortKeyOf(color.name), color }));
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return keyed.sort((a, b) => compare(a.key, b.key) || compare(a.color.name, b.color.name)).map(({ color }) => color);
}

/** `column = any(ids)`: one array parameter, however many ids (an IN list would take a parameter each). */
function oneOf(column: typeof products.id | typeof productVariants.productId, ids: number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}

/** productSearchOrder's rank, then the newest first: the same order in JavaScript. */
function byRank(a: SearchHit, b: SearchHit): number {
  return (
    Number(b.exactSku) - Number(a.exactSku) ||
    Number(b.allWords) - Number(a.allWords) ||
    Number(b.anyWord) - Number(a.anyWord) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    b.id - a.id
  );
}

/** The size and colour filters as conditions on a product_variants row (undefined when not filtered). */
function variantFilters(q: StoreProductListQuery) {
  const sizes = splitList(q.size);
  const colors = splitList(q.color).map((c) => c.toLowerCase());
  return {
    sizes,
    colors,
    size: sizes.length ? inArray(productVariants.size, sizes) : undefined,
    color: colors.length ? inArray(sql`lower(${productVariants.colorName})`, colors) : undefined,
  };
}

/**
 * Per product and size (or colour): whether one of its variants is in stock. Counted per size (or colour)
 * afterwards, a hash aggregate twice instead of a sorted count(distinct) over every variant.
 */
function variantsByProduct(db: Db, key: 'size' | 'colorName', where: SQL | undefined) {
  return db
    .select({
      productId: productVariants.productId,
      value: productVariants[key],
      hex: sql<string>`min(${productVariants.colorHex})`.as('hex'),
      inStock: sql<boolean>`bool_or(${gt(productVariants.stock, 0)})`.as('in_stock'),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .groupBy(productVariants.productId, productVariants[key])
    .as('per_product');
}

function whereExcept(conditions: Map<Dimension, SQL>, except?: Dimension): SQL {
  return and(...[...conditions].filter(([dimension]) => dimension !== except).map(([, condition]) => condition))!;
}

/** Sorted by relevance, the page is chosen among this many more of the best-ranked matches than it shows. */
const TIE_BREAK_MARGIN = 200;

/** The search to order by relevance, when that is the order: chosen, or unchosen with a search. */
function relevanceSearch(q: StoreProductListQuery): string | undefined {
  const sortBy = q.sort_by ?? (q.search && !q.sort_direction ? 'relevance' : 'created_at');
  return sortBy === 'relevance' ? q.search : undefined;
}

/**
 * A page of the matching rows of a list other than a search alone: by relevance, ranked, and only the best candidates
 * compared with the name (a search alone: searchAlone and pageOfHits).
 */
async function pageRows(db: Db, q: StoreProductListQuery, where: SQL): Promise<ProductRow[]> {
  const offset = (q.page - 1) * q.per_page;
  const search = relevanceSearch(q);
  if (!search) return db.select().from(products).where(where).orderBy(...orderBy(q)).limit(q.per_page).offset(offset);
  const { rank, tieBreak } = productSearchOrder(search, await searchSynonymRules(db));
  const newest = [desc(products.createdAt), desc(products.id)];
  const wanted = offset + q.per_page + TIE_BREAK_MARGIN;
  const candidates = inArray(products.id, db.select({ id: products.id }).from(products).where(where).orderBy(...rank, ...newest).limit(wanted));
  return db
    .select()
    .from(products)
    .where(candidates)
    .orderBy(...rank, ...tieBreak, ...newest)
    .limit(q.per_page)
    .offset(offset);
}

/** Whether two hits rank alike (the tie-break, then the date, decide between them). */
function sameRank(a: SearchHit, b: SearchHit): boolean {
  return a.exactSku === b.exactSku && Number(a.allWords) === Number(b.allWords) && Number(a.anyWord) === Number(b.anyWord);
}

/**
 * The page of a search alone, from its best-ranked hits (searchAlone), in the order the database gives a filtered search
 * (pageRows): the best `offset + perPage + TIE_BREAK_MARGIN` by rank, ordered by rank, tie-break and date. Only those
 * ranked at least as well as the page's last can reach the page (the tie-break orders equals only): their names are
 * compared and the page's rows read whole in one statement, ordered by their rank's class (hits ranked alike share
 * one), the tie-break, then their place by rank (the date).
 */
async function pageOfHits(db: Db, hits: SearchHit[], offset: number, perPage: number, tieBreak: SQL<number>[], pageColumns?: PageColumns): Promise<PageRow[]> {
  const best = [...hits].sort(byRank).slice(0, offset + perPage + TIE_BREAK_MARGIN);
  const last = best[Math.min(offset + perPage, best.length) - 1];
  if (!last || offset >= best.length) return [];
  const candidates = best.filter((hit) => byRank(hit, last) <= 0 || sameRank(hit, last));
  const classes: number[] = [];
  candidates.forEach((hit, i) => classes.push(i > 0 && sameRank(hit, candidates[i - 1]!) ? classes[i - 1]! : i));
  const ids = sql`${sql.param(candidates.map((hit) => hit.id))}::int[]`;
  const place = sql`array_position(${ids}, ${products.id})`;
  const order = [sql`(${sql.param(classes)}::int[])[${place}]`, ...tieBreak.map((score) => sql`${score} desc`), place];
  if (!pageColumns) {
    return db
      .select()
      .from(products)
      .where(sql`${products.id} = any(${ids})`)
      .orderBy(...order)
      .limit(perPage)
      .offset(offset);
  }
  // With the caller's columns of each product (what it owns: product-loading.ts), read for the page's rows only.
  const page = db
    .select({ ...getTableColumns(products), onPage: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('on_page') })
    .from(products)
    .where(sql`${products.id} = any(${ids})`)
    .orderBy(sql`on_page`)
    .limit(perPage)
    .offset(offset)
    .as('page');
  const columns = Object.fromEntries(Object.keys(getTableColumns(products)).map((key) => [key, page[key as keyof ProductRow]])) as { [K in keyof ProductRow]: (typeof page)[K] };
  return db
    // Named in full: inside the caller's subqueries, a bare "id" would be their own table's.
    .select({ ...columns, ...pageColumns(sql`${sql.identifier('page')}.${sql.identifier('id')}`) })
    .from(page)
    .orderBy(page.onPage);
}

/** The order of a list not sorted by relevance: the chosen one, else the newest first. */
function orderBy(q: StoreProductListQuery) {
  const sortBy = q.sort_by ?? 'created_at';
  const byDate = sortBy !== 'name' && sortBy !== 'price';
  const direction = q.sort_direction ?? (byDate ? 'desc' : 'asc');
  const by = direction === 'asc' ? asc : desc;
  switch (sortBy) {
    case 'name':
      return [by(spanishSortKey(products.name)), by(products.name), asc(products.id)];
    case 'price':
      return [by(effectivePrice), asc(products.id)];
    default:
      // created_at, date, and relevance without a search.
      return [by(products.createdAt), by(products.id)];
  }
}

/**
 * A page of listed products with facet counts; a fixed number of queries whatever the page size. A search's matches
 * are counted up to a bound (issue 37): beyond it `more_than_total` says so, and the pages go on.
 */
export async function listProducts(db: Db, q: StoreProductListQuery): Promise<z.input<typeof StoreProductPage>> {
  const { rows, total, facets, page: owned } = await listProductRows(db, q, { pageColumns: (id) => ownedRefColumns(id, true) });
  // A search alone's page came with what its products own (pageOfHits); other lists read it now.
  const refs = owned ? await productRefsOf(db, owned, { sizeAdvice: true }) : await loadProductRefs(db, rows, { sizeAdvice: true });
  const moreThanTotal = Boolean(q.search) && total >= countLimit(q);
  const page = pageOf(
    rows.map((row) => presentProduct(row, refs.for(row))),
    q.page,
    q.per_page,
    moreThanTotal ? total - 1 : total,
  );
  // Counted up to the bound: the last page is the one holding the first match not counted, so "next" always works.
  const bounded = q.search ? { more_than_total: moreThanTotal, ...(moreThanTotal ? { last_page: Math.ceil(total / q.per_page) } : {}) } : {};
  const answer = { ...page, ...bounded };
  return facets ? { ...answer, facets } : answer;
}

/**
 * listProducts' page as rows, before their brands, images, variants and the rest are read (the search box needs few);
 * with `pageColumns`, a search alone's rows come with those columns of each (`page`, the same rows), read in the same statement.
 */
export async function listProductRows(
  db: Db,
  q: StoreProductListQuery,
  options: { pageColumns?: PageColumns } = {},
): Promise<{ rows: ProductRow[]; total: number; facets?: z.input<typeof ProductFacets>; page?: PageRow[] }> {
  const conditions = await buildConditions(db, q);
  let total: number;
  let rows: ProductRow[];
  let page: PageRow[] | undefined;
  let facets: z.input<typeof ProductFacets> | undefined;
  if (isSearchAlone(q, conditions)) {
    const found = await searchAlone(db, q);
    const { tieBreakScores } = productSearchOrder(q.search);
    const offset = (q.page - 1) * q.per_page;
    [rows, facets] = await Promise.all([
      pageOfHits(db, found.best, offset, q.per_page, tieBreakScores, options.pageColumns).then((read) => {
        if (options.pageColumns) page = read;
        return read;
      }),
      found.facets ? presentFacets(db, found.facets) : undefined,
    ]);
    total = found.counted;
  } else {
    if (q.search) await withSearchIds(db, q.search, conditions);
    const where = whereExcept(conditions);
    // A search's count stops at its bound; a list without a search is counted whole.
    const counted = q.search
      ? db
          .select({ n: count() })
          .from(db.select({ one: sql`1` }).from(products).where(where).limit(countLimit(q)).as('matches'))
          .then(([row]) => row?.n ?? 0)
      : db.select({ total: count() }).from(products).where(where).then(([row]) => row?.total ?? 0);
    [total, rows, facets] = await Promise.all([counted, pageRows(db, q, where), q.facets ? productFacets(db, conditions, variantFilters(q)) : undefined]);
  }
  return { rows, total, ...(facets ? { facets } : {}), ...(page ? { page } : {}) };
}

/** The active brands and categories, in the order their facets list them (kept between catalogue changes: kept-reads.ts). */
function facetNames(db: Db) {
  return keptRead(db, 'facet-names', () => readFacetNames(db));
}

function readFacetNames(db: Db) {
  return Promise.all([
    db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.isActive, true)).orderBy(asc(spanishSortKey(brands.name))),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(spanishSortKey(categories.name))),
  ]);
}

interface FacetCounts {
  brands: Map<number | null, number>;
  categories: Map<number | null, number>;
  conditions: Map<string, number>;
  sizes: { size: string; count: number }[];
  colors: { name: string; hex: string; count: number }[];
  range?: { min: number | null; max: number | null };
}

async function presentFacets(db: Db, counts: FacetCounts): Promise<z.input<typeof ProductFacets>> {
  const [brandList, categoryList] = await facetNames(db);
  const { range } = counts;
  const hasPrices = range?.min != null && range?.max != null;
  return {
    brands: brandList.map((brand) => ({ ...brand, count: counts.brands.get(brand.id) ?? 0 })),
    categories: categoryList.map((category) => ({ ...category, count: counts.categories.get(category.id) ?? 0 })),
    sizes: counts.sizes.sort((a, b) => compareSizes(a.size, b.size)),
    colors: counts.colors,
    conditions: PRODUCT_CONDITIONS.map((condition) => ({ condition, label: CONDITION_LABELS[condition], count: counts.conditions.get(condition) ?? 0 })),
    price_range: hasPrices ? { min: Math.floor(Number(range.min) / 100), max: Math.ceil(Number(range.max) / 100) } : { ...PRICE_RANGE_DEFAULT },
  };
}

/** Rows of a raw query, as either driver answers them. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/** The sizes of the matching products (what each keeps of its variants), each counting those having it in stock. */
async function keptSizes(db: Db, where: SQL): Promise<FacetCounts['sizes']> {
  const result = await db.execute(sql`
    select s.value as size, (count(*) filter (where s.value = any(${products.sizesInStock})))::int as count
    from ${products} cross join unnest(${products.variantSizes}) as s(value)
    where ${where} group by s.value`);
  return rowsOf<{ size: string; count: number }>(result).map((row) => ({ size: row.size, count: Number(row.count) }));
}

/** The colours of the matching products (what each keeps of its variants), each counting those having it in stock. */
async function keptColors(db: Db, where: SQL): Promise<FacetCounts['colors']> {
  const result = await db.execute(sql`
    select c.name, min(c.hex) as hex, (count(*) filter (where c.name = any(${products.colorsInStock})))::int as count
    from ${products} cross join unnest(${products.variantColors}, ${products.variantColorHexes}) as c(name, hex)
    where ${where} group by c.name order by ${spanishSortKey(sql`c.name`)}, c.name`);
  return rowsOf<{ name: string; hex: string; count: number }>(result).map((row) => ({ name: row.name, hex: row.hex, count: Number(row.count) }));
}

async function productFacets(db: Db, conditions: Map<Dimension, SQL>, variant: ReturnType<typeof variantFilters>): Promise<z.input<typeof ProductFacets>> {
  // Sizes are those of the chosen colour (and colours those of the chosen sizes), each counting the
  // products that have it in stock; one that exists but is sold out stays in the list with 0. Without a
  // chosen colour (size), the sizes (colours) are read from what each product keeps of its variants.
  const others = whereExcept(conditions, 'variant');
  const inStock = (table: ReturnType<typeof variantsByProduct>) => sql<number>`(count(*) filter (where ${table.inStock}))::int`;
  const sizeFacet = async () => {
    if (!variant.color) return keptSizes(db, others);
    const sizes = variantsByProduct(db, 'size', and(variant.color, others));
    return db.select({ size: sizes.value, count: inStock(sizes) }).from(sizes).groupBy(sizes.value);
  };
  const colorFacet = async () => {
    if (!variant.size) return keptColors(db, others);
    const colours = variantsByProduct(db, 'colorName', and(variant.size, others));
    return db
      .select({ name: colours.value, hex: sql<string>`min(${colours.hex})`, count: inStock(colours) })
      .from(colours)
      .groupBy(colours.value)
      .orderBy(asc(spanishSortKey(colours.value)), asc(colours.value));
  };
  // Brands and categories are counted by id, then named: a join whose ON holds every filter made a poor plan.
  const [brandCounts, categoryCounts, sizeRows, colorRows, conditionRows, [range]] = await Promise.all([
    db.select({ id: products.brandId, count: count() }).from(products).where(whereExcept(conditions, 'brand')).groupBy(products.brandId),
    db.select({ id: products.categoryId, count: count() }).from(products).where(whereExcept(conditions, 'category')).groupBy(products.categoryId),
    sizeFacet(),
    colorFacet(),
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
  const counted = <K>(rows: { id: K; count: number }[]) => new Map(rows.map((row) => [row.id, row.count]));
  return presentFacets(db, {
    brands: counted(brandCounts),
    categories: counted(categoryCounts),
    conditions: counted(conditionRows.map((row) => ({ id: row.condition, count: row.count }))),
    sizes: sizeRows,
    colors: colorRows,
    range,
  });
}
