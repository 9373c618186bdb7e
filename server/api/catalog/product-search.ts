import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { products, searchVocabulary, TYPO_SIMILARITY } from '../../db/schema';

/**
 * The product search engine, the same on PGlite and PostgreSQL (migration 0009):
 * - Spanish full-text search without accents ('es_unaccent': unaccent + Spanish stemmer) over a
 *   weighted document kept by a trigger: name A; tags, category, brand and variant colours B; descriptions C;
 * - every word must match, in any order; the last one as a prefix (the shopper is still typing);
 * - a word of 4+ letters also matches through the words of product names similar to it (trigram word
 *   similarity against the `search_words` vocabulary, migration 0011), for typos ('camsia' → 'Camisa');
 * - a literal substring of the SKU or a whole tag still matches, of the name for a one-word query, of the
 *   descriptions for a query with other characters than letters and digits ('DV-CAM', '100%').
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

/**
 * The literal substring matches a word search cannot give: an SKU or a name part ('DV-CAM', 'camisa-1',
 * a word inside another), and the descriptions' text only when the query holds more than letters, digits and
 * spaces ('100%', 'c/ botones'). Several plain words are covered by the text search (every word, any order):
 * comparing them as one substring with every description too would recheck thousands of rows for nothing.
 */
function literalMatches(search: string): SQL[] {
  const pattern = `%${escapeLike(search)}%`;
  const plainWords = /^[\p{L}\p{N}\s]*$/u.test(search);
  const oneToken = !/\s/.test(search.trim());
  return [
    ilike(products.sku, pattern),
    sql`${products.tags} @> ${sql.param([search.toLowerCase()])}::text[]`,
    ...(oneToken || !plainWords ? [ilike(products.name, pattern)] : []),
    ...(plainWords ? [] : [ilike(products.description, pattern), ilike(products.shortDescription, pattern)]),
  ];
}

/** The WHERE condition of `search=`. */
export function productSearchCondition(search: string): SQL {
  const words = searchWords(search);
  return or(...literalMatches(search), words.length ? wordsMatch(words) : undefined)!;
}

/**
 * How well a product matches, cheap enough for every match: an exact SKU, the weighted text rank of every
 * word whole ('camisa' before 'camiseta'), then of any word or its start. Higher is better.
 * Weights for D, C, B, A: the name counts most, then tags/category/brand/colours, then the descriptions.
 */
export function productSearchRank(search: string): { exactSku: SQL<boolean>; allWords: SQL<number>; anyWord: SQL<number> } {
  const words = searchWords(search);
  const rank = (query: SQL) => sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${products.searchVector}, ''::tsvector), ${query})`;
  return {
    exactSku: sql<boolean>`(lower(${products.sku}) = ${search.trim().toLowerCase()})`,
    allWords: words.length ? rank(wordsQuery(words, '&', true)) : sql<number>`0::real`,
    anyWord: words.length ? rank(wordsQuery(words, '|')) : sql<number>`0::real`,
  };
}

/**
 * ORDER BY terms, best first, in two parts: `rank` (productSearchRank) is cheap enough for every match;
 * `tieBreak` (the name's similarity, for typos) costs two trigram comparisons a row (of the stored folded name), so
 * the caller applies it to the best-ranked candidates only. `tieBreakScores` are its values (higher first).
 */
export function productSearchOrder(search: string): { rank: SQL[]; tieBreak: SQL[]; tieBreakScores: SQL<number>[] } {
  const words = searchWords(search);
  const { exactSku, allWords, anyWord } = productSearchRank(search);
  if (!words.length) return { rank: [sql`${exactSku} desc`], tieBreak: [], tieBreakScores: [] };
  const folded = words.join(' ');
  const tieBreakScores = [
    sql<number>`word_similarity(search_fold(${folded}), ${products.nameFolded})`,
    // Whole words weigh here: for the typo 'camsia', 'camisa' comes before 'camiseta' (equal above).
    sql<number>`strict_word_similarity(search_fold(${folded}), ${products.nameFolded})`,
  ];
  return {
    rank: [sql`${exactSku} desc`, sql`${allWords} desc`, sql`${anyWord} desc`],
    tieBreak: tieBreakScores.map((score) => sql`${score} desc`),
    tieBreakScores,
  };
}
