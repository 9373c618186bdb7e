import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { products, searchFold, searchVocabulary, TYPO_SIMILARITY } from '../../db/schema';

/**
 * The product search engine, the same on PGlite and PostgreSQL (migration 0009):
 * - Spanish full-text search without accents ('es_unaccent': unaccent + Spanish stemmer) over a
 *   weighted document kept by a trigger: name A; tags, category, brand and variant colours B; descriptions C;
 * - every word must match, in any order; the last one as a prefix (the shopper is still typing);
 * - a word of 4+ letters also matches through the words of product names similar to it (trigram word
 *   similarity against the `search_words` vocabulary, migration 0011), for typos ('camsia' → 'Camisa');
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

/**
 * The words of product names similar to a typed word, as one OR-ed tsquery (null when none): `<%` is
 * word_similarity() >= TYPO_SIMILARITY (the connection's threshold), answered by the vocabulary's trigram index.
 */
function typoCorrections(word: string): SQL {
  return sql`(select to_tsquery(${CONFIG}, string_agg(${searchVocabulary.word}, ' | ')) from ${searchVocabulary} where search_fold(${word}) <% ${searchVocabulary.word})`;
}

/** Every word matched by the text document, itself or (4+ letters, a typo) a similar word of a name; stop words are skipped. */
function wordsMatch(words: string[]): SQL | undefined {
  const last = words.length - 1;
  const conditions = words.map((word, i) => {
    const query = wordQuery(word, i === last);
    if ([...word].length < TYPO_MIN_LENGTH) return sql`(numnode(${query}) = 0 or ${products.searchVector} @@ ${query})`;
    // One tsquery for the word and its corrections, so the text index answers the typo too.
    return sql`(numnode(${query}) = 0 or ${products.searchVector} @@ (${query} || coalesce(${typoCorrections(word)}, ''::tsquery)))`;
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

/**
 * ORDER BY terms, best first, in two parts: `rank` (the exact SKU, the weighted text rank) is cheap enough
 * for every match; `tieBreak` (the name's similarity, for typos) costs an unaccent and two trigram
 * comparisons a row, so the caller applies it to the best-ranked candidates only.
 */
export function productSearchOrder(search: string): { rank: SQL[]; tieBreak: SQL[] } {
  const words = searchWords(search);
  const exactSku = sql`(lower(${products.sku}) = ${search.trim().toLowerCase()}) desc`;
  if (!words.length) return { rank: [exactSku], tieBreak: [] };
  const folded = words.join(' ');
  return {
    rank: [
      exactSku,
      // Weights for D, C, B, A: the name counts most, then tags/category/brand/colours, then the descriptions.
      // First the products having every word whole ('camisa' before 'camiseta'), then any word or its start.
      sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${products.searchVector}, ''::tsvector), ${wordsQuery(words, '&', true)}) desc`,
      sql`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${products.searchVector}, ''::tsvector), ${wordsQuery(words, '|')}) desc`,
    ],
    tieBreak: [
      sql`word_similarity(search_fold(${folded}), ${searchFold(products.name)}) desc`,
      // Whole words weigh here: for the typo 'camsia', 'camisa' comes before 'camiseta' (equal above).
      sql`strict_word_similarity(search_fold(${folded}), ${searchFold(products.name)}) desc`,
    ],
  };
}
