import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products, productSearch, searchVocabulary, TYPO_SIMILARITY } from '../../db/schema';
import { expandSynonyms, type SynonymRule } from '../../../common/search/synonyms';

/**
 * The product search engine, the same on PGlite and PostgreSQL (migration 0009):
 * - Spanish full-text search without accents ('es_unaccent': unaccent + Spanish stemmer) over a
 *   weighted document kept by a trigger: name A; tags, category, brand and variant colours B; descriptions C;
 * - every word must match, in any order; the last one as a prefix (the shopper is still typing) unless it is a whole
 *   word of a product name (the vocabulary below);
 * - a word of 4+ letters also matches through the words of product names similar to it (trigram word
 *   similarity against the `search_words` vocabulary, migration 0011), for typos ('camsia' → 'Camisa');
 * - a literal substring of the SKU or a whole tag still matches, of the name for a one-word query, of the
 *   descriptions for a query with other characters than letters and digits ('DV-CAM', '100%').
 * Ranking: exact SKU first, then the weighted text rank (whole words before word starts), then the name's similarity.
 */

/** Where the search reads a product's document, SKU, tags and name, and how it finds the products whose descriptions hold a text. */
export interface SearchColumns {
  searchVector: AnyColumn;
  sku: AnyColumn;
  tags: AnyColumn;
  name: AnyColumn;
  descriptionsLike: (pattern: string) => SQL;
}

/** The wide products rows themselves. */
export const productColumns: SearchColumns = {
  searchVector: products.searchVector,
  sku: products.sku,
  tags: products.tags,
  name: products.name,
  descriptionsLike: (pattern) => or(ilike(products.description, pattern), ilike(products.shortDescription, pattern))!,
};

/**
 * The narrow table of the listed products (migration 0032): the same document, SKU, tags and name. The descriptions are
 * not there: a query with other characters than letters and digits ('100%') finds the products holding it in products
 * (their trigram indexes), as one array the narrow table's key answers.
 */
export const narrowColumns: SearchColumns = {
  searchVector: productSearch.searchVector,
  sku: productSearch.sku,
  tags: productSearch.tags,
  name: productSearch.name,
  descriptionsLike: (pattern) =>
    sql`${productSearch.productId} = any(array(select ${products.id} from ${products} where ${or(ilike(products.description, pattern), ilike(products.shortDescription, pattern))}))`,
};

/** The typo threshold lives with the schema: every database connection sets it for the `<%` operator. */
export { TYPO_SIMILARITY };
/** Shorter words are too ambiguous for typo matching ('de' is close to everything). */
const TYPO_MIN_LENGTH = 4;
/** A typo's corrections, the most similar words of names first: more only multiply the text index's work. */
const TYPO_MAX_CORRECTIONS = 3;
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
 * The last word's tsquery for matching: as a prefix while the shopper may still be typing it ('cami'), whole once it is a
 * word of a product name (the `search_words` vocabulary) that no longer word of a name continues letter by letter
 * beyond what the whole word matches (its plural: 'bota' → 'botas'). The prefix is taken of the word's stem, so a whole
 * word's prefix only added words the typed letters cannot lead to ('camisa' → 'camis:*' → 'camiseta'; 'lana' →
 * 'lanzamiento' in a description), and it doubled the text index's work (issue 37).
 */
function lastWordQuery(word: string): SQL {
  const whole = wordQuery(word, false);
  return sql`(case when exists (select 1 from ${searchVocabulary} known where known.word = search_fold(${word}))
    and not exists (select 1 from ${searchVocabulary} longer where longer.word like search_fold(${word}) || '_%' and not to_tsvector(${CONFIG}, longer.word) @@ ${whole})
    then ${whole} else ${wordQuery(word, true)} end)`;
}

/**
 * The words of product names similar to a typed word, as one OR-ed tsquery (null when none): `<%` is
 * word_similarity() >= TYPO_SIMILARITY (the connection's threshold), answered by the vocabulary's trigram index.
 */
function typoCorrections(word: string): SQL {
  // Only for a word no product name holds (issue 37): a known word is not a typo, and each correction OR-ed in is one
  // more posting list the text index reads. At most TYPO_MAX_CORRECTIONS, the most similar first.
  return sql`(select to_tsquery(${CONFIG}, string_agg(c.word, ' | ')) from (select ${searchVocabulary.word} as word from ${searchVocabulary}
    where search_fold(${word}) <% ${searchVocabulary.word} and not exists (select 1 from ${searchVocabulary} known where known.word = search_fold(${word}))
    order by word_similarity(search_fold(${word}), ${searchVocabulary.word}) desc, ${searchVocabulary.word} limit ${TYPO_MAX_CORRECTIONS}) c)`;
}

/**
 * Every word matched by the text document, itself or (4+ letters, a typo) a similar word of a name; stop words are skipped.
 * Staff's synonyms (issue 37, common/search/synonyms.ts): a word, or a run of words that is a synonym term, also
 * matches each phrase it leads to (all of a phrase's words, whole: `plainto_tsquery`), OR-ed in the same condition.
 */
function wordsMatch(words: string[], synonyms: readonly SynonymRule[], columns: SearchColumns): SQL | undefined {
  const last = words.length - 1;
  // One tsquery for the word and its corrections, so the text index answers the typo too.
  const withTypos = (word: string, query: SQL) => ([...word].length < TYPO_MIN_LENGTH ? query : sql`(${query} || coalesce(${typoCorrections(word)}, ''::tsquery))`);
  let at = 0;
  const conditions = expandSynonyms(words, synonyms).map((span) => {
    const first = at;
    at += span.words.length;
    const own = span.words.map((word, j) => withTypos(word, first + j === last ? lastWordQuery(word) : wordQuery(word, false)));
    if (!span.also.length) {
      const query = wordQuery(span.words[0]!, first === last);
      return sql`(numnode(${query}) = 0 or ${columns.searchVector} @@ ${own[0]!})`;
    }
    // Still one tsquery: the span's words (each with its typos) AND-ed, OR-ed with every phrase it leads to.
    const alternatives = span.also.map((phrase) => sql`plainto_tsquery(${CONFIG}, ${phrase.join(' ')})`);
    return sql`${columns.searchVector} @@ (${sql.join(own, sql` && `)} || ${sql.join(alternatives, sql` || `)})`;
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
function literalMatches(search: string, columns: SearchColumns): SQL[] {
  const pattern = `%${escapeLike(search)}%`;
  const plainWords = /^[\p{L}\p{N}\s]*$/u.test(search);
  const oneToken = !/\s/.test(search.trim());
  // An SKU is letters, digits, '.', '_' and '-' only (the catalogue's contract): another character never matches one.
  const maybeSku = /^[A-Za-z0-9._-]+$/.test(search.trim());
  return [
    ...(maybeSku ? [ilike(columns.sku, pattern)] : []),
    sql`${columns.tags} @> ${sql.param([search.toLowerCase()])}::text[]`,
    ...(oneToken || !plainWords ? [ilike(columns.name, pattern)] : []),
    ...(plainWords ? [] : [columns.descriptionsLike(pattern)]),
  ];
}

/** The WHERE condition of `search=`, with staff's synonym rules (searchSynonymRules in server/api/search/search-rules.ts). */
export function productSearchCondition(search: string, synonyms: readonly SynonymRule[] = [], columns = productColumns): SQL {
  const words = searchWords(search);
  return or(...literalMatches(search, columns), words.length ? wordsMatch(words, synonyms, columns) : undefined)!;
}

/**
 * The query's words as one tsquery for ranking, joined by `op` (prefix on the last unless `whole`), where a run of
 * words that is a synonym term (staff's rules) is OR-ed with each phrase it leads to: a product found through a
 * synonym ranks as one found through the word itself ('jeans' → a "Pantalón vaquero" by its name, before a shoe
 * whose description mentions jeans).
 */
function rankQuery(words: string[], synonyms: readonly SynonymRule[], op: '&' | '|', whole = false): SQL {
  const spans = expandSynonyms(words, synonyms);
  if (!spans.some((span) => span.also.length)) return wordsQuery(words, op, whole);
  const last = words.length - 1;
  let at = 0;
  const parts = spans.map((span) => {
    const first = at;
    at += span.words.length;
    const own = sql`to_tsquery(${CONFIG}, ${span.words.map((word, j) => (first + j === last && !whole ? `${word}:*` : word)).join(` ${op} `)})`;
    if (!span.also.length) return own;
    return sql`(${own} || ${sql.join(
      span.also.map((phrase) => sql`plainto_tsquery(${CONFIG}, ${phrase.join(' ')})`),
      sql` || `,
    )})`;
  });
  return sql`(${sql.join(parts, op === '&' ? sql` && ` : sql` || `)})`;
}

/**
 * How well a product matches, cheap enough for every match: an exact SKU, the weighted text rank of every
 * word whole ('camisa' before 'camiseta'), then of any word or its start; a synonym's phrases count as the word.
 * Higher is better. Weights for D, C, B, A: the name counts most, then tags/category/brand/colours, then the descriptions.
 */
export function productSearchRank(
  search: string,
  synonyms: readonly SynonymRule[] = [],
  columns = productColumns,
): { exactSku: SQL<boolean>; allWords: SQL<number>; anyWord: SQL<number> } {
  const words = searchWords(search);
  const rank = (query: SQL) => sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', coalesce(${columns.searchVector}, ''::tsvector), ${query})`;
  return {
    exactSku: sql<boolean>`(lower(${columns.sku}) = ${search.trim().toLowerCase()})`,
    allWords: words.length ? rank(rankQuery(words, synonyms, '&', true)) : sql<number>`0::real`,
    anyWord: words.length ? rank(rankQuery(words, synonyms, '|')) : sql<number>`0::real`,
  };
}

/**
 * ORDER BY terms, best first, in two parts: `rank` (productSearchRank) is cheap enough for every match;
 * `tieBreak` (the name's similarity, for typos) costs two trigram comparisons a row (of the stored folded name), so
 * the caller applies it to the best-ranked candidates only. `tieBreakScores` are its values (higher first).
 */
export function productSearchOrder(search: string, synonyms: readonly SynonymRule[] = []): { rank: SQL[]; tieBreak: SQL[]; tieBreakScores: SQL<number>[] } {
  const words = searchWords(search);
  const { exactSku, allWords, anyWord } = productSearchRank(search, synonyms);
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
