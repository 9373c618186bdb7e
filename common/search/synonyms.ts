/**
 * Staff's synonyms for the product search (issue 37): the pure rule both the server's search and the
 * back-office use.
 *
 * - A two-way group ("vaqueros, jeans, tejanos"): a query holding any of its terms also finds what
 *   every other term of the group finds.
 * - A one-way rule ("deportivas → zapatillas"): a query holding the input also finds what the
 *   targets find; a query holding a target finds nothing more.
 *
 * One step only: a synonym's synonyms are not followed, so no set of rules can loop, and one rule
 * never changes what another rule's terms find.
 *
 * Terms are kept folded (lower case, no accents, single spaces: as `search_fold` in SQL) and may be
 * several words ("camiseta de tirantes"); a query matches a term when the term's words appear one
 * after the other among the query's words. The longest term starting at a word wins, left to right.
 */

export const SEARCH_SYNONYM_KINDS = ['two_way', 'one_way'] as const;
export type SearchSynonymKind = (typeof SEARCH_SYNONYM_KINDS)[number];

export const SEARCH_SYNONYM_KIND_LABELS: Record<SearchSynonymKind, string> = {
  two_way: 'En los dos sentidos',
  one_way: 'En un sentido',
};

/** A term: at most this many characters. */
export const SEARCH_TERM_MAX = 60;
/** Terms in one rule (a group, or a one-way rule's targets). */
export const SEARCH_SYNONYM_TERMS_MAX = 20;

/** A synonym rule as the search reads it (terms folded). */
export interface SynonymRule {
  kind: SearchSynonymKind;
  /** The one-way rule's input; null for a two-way group. */
  input: string | null;
  terms: readonly string[];
}

/** Lower case, no accents (ñ → n, as `unaccent`), spaces collapsed and trimmed: how terms are kept and compared. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text's words as the search reads them: folded, letters and digits only ('t-shirt' → ['t', 'shirt']). */
export function foldedWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Letters, digits, spaces and hyphens, with at least one letter or digit. */
const TERM_CHARS = /^[\p{L}\p{N}\p{M} -]+$/u;

/** What is wrong with one term as typed (null when it is fine). */
export function termProblem(term: string): string | null {
  const text = term.replace(/\s+/g, ' ').trim();
  if (!text) return 'Un término no puede estar vacío.';
  if ([...text].length > SEARCH_TERM_MAX) return `«${text.slice(0, 20)}…»: un término tiene como mucho ${SEARCH_TERM_MAX} caracteres.`;
  if (!TERM_CHARS.test(text) || !/[\p{L}\p{N}]/u.test(text)) return `«${text}»: solo se admiten letras, números, espacios y guiones.`;
  return null;
}

/**
 * The problems of a rule on its own (no other rule needed), by field: `kind`, `input`, `terms`.
 * Terms are compared folded, so 'Jeans' and 'jeans' are the same term.
 */
export function synonymRuleProblems(rule: { kind: SearchSynonymKind | undefined; input: string | null | undefined; terms: readonly string[] | undefined }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (!rule.kind) add('kind', 'Elige el tipo: en los dos sentidos o en un sentido.');
  const terms = rule.terms ?? [];
  for (const term of terms) {
    const problem = termProblem(term);
    if (problem) add('terms', problem);
  }
  const folded = terms.map(foldSearchText).filter(Boolean);
  const seen = new Set<string>();
  for (const term of folded) {
    if (seen.has(term)) add('terms', `«${term}» está repetido.`);
    seen.add(term);
  }
  if (terms.length > SEARCH_SYNONYM_TERMS_MAX) add('terms', `Como mucho ${SEARCH_SYNONYM_TERMS_MAX} términos.`);
  if (rule.kind === 'two_way') {
    if (terms.length < 2) add('terms', 'Un grupo necesita al menos dos términos.');
  } else if (rule.kind === 'one_way') {
    const input = rule.input ?? '';
    const problem = termProblem(input);
    if (problem) add('input', problem === 'Un término no puede estar vacío.' ? 'Escribe lo que busca el cliente.' : problem);
    if (!terms.length) add('terms', 'Escribe al menos un término al que lleva.');
    const foldedInput = foldSearchText(input);
    if (foldedInput && folded.includes(foldedInput)) add('terms', `«${foldedInput}» no puede estar entre los términos a los que lleva: es la búsqueda misma.`);
  }
  return errors;
}

/**
 * The conflict rule between rules (the server checks it against the stored ones):
 * - a term belongs to at most one two-way group (add it to that group instead);
 * - a one-way input is the input of one rule only, and is not a two-way group's term (its group already
 *   says what it finds: add the targets to the group, or take it out of the group first).
 * One-way targets may be anything: expansion is one step, so they cannot chain.
 * Returns the problems by field, naming the other rule.
 */
export function synonymConflicts(rule: SynonymRule, others: readonly (SynonymRule & { id: number })[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const describe = (other: SynonymRule) => (other.kind === 'two_way' ? `el grupo «${other.terms.join(', ')}»` : `la regla «${other.input} → ${other.terms.join(', ')}»`);
  if (rule.kind === 'two_way') {
    for (const term of rule.terms) {
      const other = others.find((o) => (o.kind === 'two_way' && o.terms.includes(term)) || (o.kind === 'one_way' && o.input === term));
      if (other) add('terms', `«${term}» ya está en ${describe(other)}.`);
    }
  } else if (rule.input) {
    const other = others.find((o) => (o.kind === 'one_way' && o.input === rule.input) || (o.kind === 'two_way' && o.terms.includes(rule.input!)));
    if (other) add('input', `«${rule.input}» ya está en ${describe(other)}.`);
  }
  return errors;
}

/** A run of the query's words and the phrases it also matches (each phrase: its words, all required). */
export interface QuerySpan {
  words: string[];
  also: string[][];
}

/** The phrases (as folded words) a rule's term leads to, by the term's words joined with a space. */
function expansionIndex(rules: readonly SynonymRule[]): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  const addAll = (from: string, to: readonly string[]) => {
    const key = foldedWords(from).join(' ');
    if (!key) return;
    const list = index.get(key) ?? [];
    for (const target of to) {
      const words = foldedWords(target);
      const joined = words.join(' ');
      if (!words.length || joined === key || list.some((known) => known.join(' ') === joined)) continue;
      list.push(words);
    }
    index.set(key, list);
  };
  for (const rule of rules) {
    if (rule.kind === 'two_way') for (const term of rule.terms) addAll(term, rule.terms);
    else if (rule.input) addAll(rule.input, rule.terms);
  }
  return index;
}

/**
 * The query's words (as `searchWords` gives them) cut into spans, in order, each with the phrases it also
 * matches through the rules: the longest rule term starting at each word wins. A span without synonyms is one word
 * with `also: []`. The words are compared folded; each span keeps the query's own words.
 */
export function expandSynonyms(words: readonly string[], rules: readonly SynonymRule[]): QuerySpan[] {
  if (!rules.length) return words.map((word) => ({ words: [word], also: [] }));
  const index = expansionIndex(rules);
  const longest = Math.max(1, ...[...index.keys()].map((key) => key.split(' ').length));
  const folded = words.map((word) => foldedWords(word).join(''));
  const spans: QuerySpan[] = [];
  let i = 0;
  while (i < words.length) {
    let matched: QuerySpan | null = null;
    for (let length = Math.min(longest, words.length - i); length >= 1 && !matched; length--) {
      const also = index.get(folded.slice(i, i + length).join(' '));
      if (also?.length) matched = { words: words.slice(i, i + length), also };
    }
    matched ??= { words: [words[i]!], also: [] };
    spans.push(matched);
    i += matched.words.length;
  }
  return spans;
}
