import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { products, searchFold, TYPO_SIMILARITY } from '../../db/schema';

/**
 * The product search engine, the same on PGlite and PostgreSQL (migration 0009):
 * - Spanish full-text search without accents ('es_unaccent': unaccent + Spanish stemmer) over a
 *   weighted document kept by a trigger: name A; tags, category and brand B; descriptions C;
 * - every word must match, in any order; the last one as a prefix (the shopper is still typing);
 * - a word of 4+ letters also matches a name with a similar word (trigram word similarity on the
 *   folded name), for typos ('camsia' → 'Camisa');
 * - the literal substring of the name, SKU, descriptions or a whole tag still matches ('DV-CAM', '100%').
 * Ranking: exact SKU first, then the weighted text rank (whole words before word starts), then the name's similarity.
 */

/** The typo threshold lives with the schema: every database connection sets it for the `<%` operator. */
export { TYPO_SIMILARITY };
/** Shorter words are too ambiguous for typo matching ('de' is close to everything). */
const TYPO_MIN_LENGTH = 4;
/** A query is at most 100 characters; more words than this add nothing but cost. */
const MAX_WORDS = 8;

const CONFIG = sql.raw(`'es_unaccent'::regconfig`);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The query's words: letters and digits only, so they are safe inside a tsquery. */
export function searchWords(search: string): string[] {
  return (search.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** One word's tsquery (a stop word like 'con' gives an empty query, which matches nothing on its own). */
function wordQuery(word: string, prefix: boolean): SQL {
  return sql`to_tsquery(${CONFIG}, ${prefix ? `${word}:*` : word})`;
}

/** Every word matched by the text document or, for a typo, by a similar word in the name; stop words are skipped. */
function wordsMatch(words: string[]): SQL | undefined {
  const last = words.length - 1;
  const conditions = words.map((word, i) => {
    const query = wordQuery(word, i === last);
    const text = sql`(numnode(${query}) = 0 or ${products.searchVector} @@ ${query})`;
    if ([...word].length < TYPO_MIN_LENGTH) return text;
    // `<%` is word_similarity() >= TYPO_SIMILARITY (the connection's threshold), answered by the trigram index.
    return sql`(${text} or search_fold(${word}) <% ${searchFold(products.name)})`;
  });
  // A query made only of stop words must not match everything.
  const someLexeme = sql`numnode(${wordsQuery(words, '&')}) > 0`;
  return and(someLexeme, ...conditions);
}

/** All the words joined by `op` (prefix on the last unless `whole`) as one tsquery. */
function wordsQuery(words: string[], op: '&' | '|', whole = false): SQL {
  const text = words.map((word, i) => (i === words.length - 1 && !whole ? `${word}:*` : word)).join(` ${op} `);
  return sql`to_tsquery(${CONFIG}, ${text})`;
}

/** The WHERE condition of `search=`. */
export function productSearchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const words = searchWords(search);
  return or(
    ilike(products.name, pattern),
    ilike(products.description, pattern),
    ilike(products.shortDescription, pattern),
    ilike(products.sku, pattern),
    sql`${products.tags} @> ${sql.param([search.toLowerCase()])}::text[]`,
    words.length ? wordsMatch(words) : undefined,
  )!;
}

/** ORDER BY terms, best first: the exact SKU, the weighted text rank (any word counts), the name's similarity. */
export function productSearchOrder(search: string): SQL[] {
  const words = searchWords(search);
  const exactSku = sql`(lower(${products.sku}) = ${search.trim().toLowerCase()}) desc`;
  if (!words.length) return [exactSku];
  const folded = words.join(' ');
  return [
    exactSku,
    // Weights for D, C, B, A: the name counts most, then tags/category/brand, then the descriptions.
    // First the products having every word whole ('camisa' before 'camiseta'), then any word or its start.
    sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${products.searchVector}, ''::tsvector), ${wordsQuery(words, '&', true)}) desc`,
    sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${products.searchVector}, ''::tsvector), ${wordsQuery(words, '|')}) desc`,
    sql`word_similarity(search_fold(${folded}), ${searchFold(products.name)}) desc`,
    // Whole words weigh here: for the typo 'camsia', 'camisa' comes before 'camiseta' (equal above).
    sql`strict_word_similarity(search_fold(${folded}), ${searchFold(products.name)}) desc`,
  ];
}
