import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What staff teach the search (issue 37). Every term is kept folded (lower case, no accents, single
 * spaces: `search_fold`), as the search compares them.
 * - 'two_way': every term of `terms` finds what any other finds ("vaqueros, jeans, tejanos").
 * - 'one_way': `input` also finds what `terms` find, not the other way ("deportivas → zapatillas").
 * A change announces `catalogue_changed`, so every instance drops its cached search answers at once.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The word a shopper types, for a one-way synonym; null for a two-way group. */
    input: varchar('input', { length: 60 }),
    terms: text('terms').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_synonyms_kind_check', sql`${t.kind} in ('two_way', 'one_way')`),
    check(
      'search_synonyms_shape_check',
      sql`(${t.kind} = 'two_way' and ${t.input} is null and cardinality(${t.terms}) >= 2) or (${t.kind} = 'one_way' and ${t.input} is not null and cardinality(${t.terms}) >= 1)`,
    ),
    uniqueIndex('search_synonyms_input_unique').on(t.input),
  ],
);

/**
 * A query that goes straight to a page ("rebajas" → the running campaign, "devoluciones" → the
 * returns help). `query` is folded and unique; `target` is a path inside the store ('/…', never '//'),
 * or the running campaign's page when `target_kind` is 'current_campaign'.
 */
export const searchRedirects = pgTable(
  'search_redirects',
  {
    id: serial('id').primaryKey(),
    query: varchar('query', { length: 100 }).notNull(),
    targetKind: varchar('target_kind', { length: 20 }).notNull().default('path'),
    target: varchar('target', { length: 300 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_redirects_query_unique').on(t.query),
    check('search_redirects_kind_check', sql`${t.targetKind} in ('path', 'current_campaign')`),
    check(
      'search_redirects_target_check',
      sql`(${t.targetKind} = 'path' and ${t.target} like '/%' and ${t.target} not like '//%') or (${t.targetKind} = 'current_campaign' and ${t.target} is null)`,
    ),
  ],
);

/**
 * What shoppers searched for, one row per day (Madrid) and folded query: how many searches, how many
 * found nothing, how many were followed by a click on a result. It never holds who searched, nor an
 * account, address or e-mail (a query that looks like an e-mail or a phone is not counted).
 */
export const searchQueryStats = pgTable(
  'search_query_stats',
  {
    day: date('day').notNull(),
    query: varchar('query', { length: 100 }).notNull(),
    searches: integer('searches').notNull().default(0),
    noResults: integer('no_results').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] }), index('search_query_stats_query_idx').on(t.query)],
);
