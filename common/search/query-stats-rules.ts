// What shoppers searched for (issue 37), pure: which query is counted, and as what text. A counted
// query is kept folded — lower case, no accents, single spaces, as `search_fold` compares — one row a
// day, and never with who asked. A query that may hold a person's data (an e-mail, a phone, a long
// number such as a DNI, a card or an order, a street address) is not counted at all.

/** The longest query kept (the column's size): a longer one is not counted. */
export const SEARCH_STATS_QUERY_MAX = 100;
/** As the search itself: fewer characters are not a search (spec §5). */
export const SEARCH_STATS_QUERY_MIN = 2;

/** 'Camisetas  de LINO ' → 'camisetas de lino'; 'Pañuelo' → 'panuelo' (unaccent's folding of ñ). */
export function foldSearchQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Street words of Spanish addresses, folded ('c/' and 'n' as in 'nº' included). */
const STREET_WORD = /(^|[\s,])(c\/|calle|cl|avda?\.?|avenida|pza\.?|plaza|pl\.|paseo|po\.|camino|carretera|ctra\.?|ronda|travesia|glorieta|urbanizacion|urb\.?|poligono|piso|portal|escalera|esc\.?|numero|n[º°]\.?)(?=$|[\s,.\d])/;
/** A Spanish postal code: 01000–52999. */
const POSTCODE = /(^|\D)(0[1-9]|[1-4]\d|5[0-2])\d{3}(?!\d)/;

/**
 * Why a query may hold someone's personal data, or null when it may be counted. The checks are on
 * the folded text and err on the side of not counting: a shop search for clothes has no '@', no
 * run of seven digits and no street with a number.
 */
export function personalDataIn(folded: string): 'email' | 'long_number' | 'phone' | 'address' | null {
  if (folded.includes('@')) return 'email';
  if (/\d{7,}/.test(folded)) return 'long_number';
  // A phone or a card written in groups: '612 34 56 78', '+34 612-345-678', '4111 1111 1111 1111'.
  if ((folded.match(/\d/g)?.length ?? 0) >= 9) return 'phone';
  const hasStreetWord = STREET_WORD.test(folded);
  if (hasStreetWord && /\d/.test(folded)) return 'address';
  if (POSTCODE.test(folded) && (hasStreetWord || folded.split(' ').length >= 3)) return 'address';
  return null;
}

/** The text a search is counted under, or null when it is not counted (too short, too long, or personal). */
export function countedSearchQuery(text: string): string | null {
  const folded = foldSearchQuery(text);
  if (folded.length < SEARCH_STATS_QUERY_MIN || folded.length > SEARCH_STATS_QUERY_MAX) return null;
  if (personalDataIn(folded)) return null;
  return folded;
}

/**
 * The filters that narrow GET /api/products. A store search counts once, as the shopper first sees
 * it: page 1, by relevance, nothing else chosen; the same words filtered, sorted or paged are the
 * same search looked at again, not another one.
 */
const NARROWING_PARAMS = [
  'category_id',
  'category',
  'brand_id',
  'brand',
  'manufacturer_id',
  'vendor_id',
  'min_price',
  'max_price',
  'is_featured',
  'is_digital',
  'in_stock',
  'on_sale',
  'condition',
  'tags',
  'size',
  'color',
] as const;

/** The product list's query as validated (GET /api/products). */
export interface ProductListSearchQuery {
  search?: string | undefined;
  page?: number | undefined;
  sort_by?: string | undefined;
  [param: string]: unknown;
}

/** The store's search that a product list query is, to be counted; null when it is not one (or not its first look). */
export function storeSearchToCount(query: ProductListSearchQuery): string | null {
  if (!query.search) return null;
  if ((query.page ?? 1) !== 1) return null;
  if (query.sort_by !== undefined && query.sort_by !== 'relevance') return null;
  if (NARROWING_PARAMS.some((param) => query[param] !== undefined && query[param] !== false)) return null;
  return countedSearchQuery(query.search);
}
