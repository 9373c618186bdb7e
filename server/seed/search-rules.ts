import type { SynonymRule } from '../../common/search/synonyms';
import type { Db } from '../db/client';
import { searchRedirects, searchSynonyms } from '../db/schema';

/**
 * The demo store's search words (issue 37), as staff would teach them at /admin/search: what Spanish
 * shoppers call the garments the catalogue names otherwise, and searches that are really questions
 * about a page. Terms are kept folded (lower case, no accents), as the search compares them.
 */
export const DEMO_SYNONYMS: SynonymRule[] = [
  { kind: 'two_way', input: null, terms: ['vaqueros', 'tejanos', 'jeans'] },
  { kind: 'two_way', input: null, terms: ['americana', 'blazer'] },
  { kind: 'two_way', input: null, terms: ['jersey', 'sueter', 'pullover'] },
  { kind: 'one_way', input: 'deportivas', terms: ['zapatilla'] },
  { kind: 'one_way', input: 'bambas', terms: ['zapatilla'] },
  { kind: 'one_way', input: 'hoodie', terms: ['sudadera con capucha'] },
];

export const DEMO_REDIRECTS = [
  { query: 'devoluciones', targetKind: 'path', target: '/help/returns' },
  { query: 'envios', targetKind: 'path', target: '/help/shipping' },
  { query: 'rebajas', targetKind: 'current_campaign', target: null },
] as const;

export async function seedSearchRules(db: Db): Promise<void> {
  await db
    .insert(searchSynonyms)
    .values(DEMO_SYNONYMS.map((rule) => ({ kind: rule.kind, input: rule.input, terms: [...rule.terms] })))
    // A store whose staff made one of these by hand keeps its own.
    .onConflictDoNothing();
  await db
    .insert(searchRedirects)
    .values(DEMO_REDIRECTS.map((redirect) => ({ ...redirect })))
    .onConflictDoNothing();
}
