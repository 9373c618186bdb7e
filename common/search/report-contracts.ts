import { periodErrors } from '../analytics/period';
import { unknownField } from '../api/unknown-field';
import { queryDate, queryEnum, strictQuery } from '../query-params';
import { z } from '../zod';

/**
 * What shoppers searched for and did not find (issue 37): the click a results page reports, and the
 * staff's report of a period. Every query is the folded text (lower case, no accents, single
 * spaces), counted per Madrid day, never with who searched.
 */

/** Where a shopper opened a result: the store's search results, or the search box's suggestions. */
export const SEARCH_CLICK_SOURCES = ['store', 'suggestions'] as const;
export type SearchClickSource = (typeof SEARCH_CLICK_SOURCES)[number];

/** The longest query text a click may send (the search's own limit). */
export const SEARCH_CLICK_QUERY_MAX = 100;

/** A click on a search result, as the browser reports it (`navigator.sendBeacon`). */
export const SearchClickBody = z
  .object(
    {
      query: z
        .string({ error: 'La búsqueda debe ser un texto.' })
        .trim()
        .min(1, 'Falta la búsqueda.')
        .max(SEARCH_CLICK_QUERY_MAX, `La búsqueda no puede superar ${SEARCH_CLICK_QUERY_MAX} caracteres.`)
        .meta({ description: 'Lo que buscó el cliente, como lo escribió (se cuenta en minúsculas y sin tildes).' }),
      source: z
        .enum(SEARCH_CLICK_SOURCES, { error: 'El origen debe ser store (resultados de la tienda) o suggestions (sugerencias del buscador).' })
        .meta({ description: 'store: los resultados de /store?search=; suggestions: las sugerencias del buscador (cuenta también la búsqueda).' }),
    },
    { error: 'El clic debe ser un objeto con query y source.' },
  )
  .catchall(unknownField)
  .meta({ id: 'SearchClickBody' });
export type SearchClickBody = z.infer<typeof SearchClickBody>;

/** The body's shape for the beacon, which loads no zod. */
export interface SearchClickRequest {
  query: string;
  source: SearchClickSource;
}

export const SearchClickReceipt = z
  .object({
    counted: z.boolean().meta({
      description: 'false cuando la búsqueda no se cuenta: demasiado corta o larga, o parece un dato personal (e-mail, teléfono, número largo, dirección).',
    }),
  })
  .meta({ id: 'SearchClickReceipt' });

const periodShape = {
  from: queryDate('from', 'Primer día del periodo (incluido), hora de Madrid. Sin él: 30 días hasta `to`.').optional(),
  to: queryDate('to', 'Último día del periodo (incluido), hora de Madrid. Sin él: 30 días desde `from`, o hasta hoy.').optional(),
};

function checkPeriod(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  const errors = periodErrors(q.from, q.to);
  if (errors.to) ctx.addIssue({ code: 'custom', path: ['to'], message: errors.to });
}

/** The report's period: Madrid's days, both included, at most 366; the last 30 days without dates. */
export const AdminSearchReportQuery = strictQuery(periodShape).superRefine(checkPeriod);
export type AdminSearchReportQuery = z.infer<typeof AdminSearchReportQuery>;

/** The report's three tables. */
export const SEARCH_REPORT_TABLES = ['top', 'no_results', 'no_clicks'] as const;
export type SearchReportTable = (typeof SEARCH_REPORT_TABLES)[number];

export const AdminSearchReportCsvQuery = strictQuery({
  ...periodShape,
  table: queryEnum('table', SEARCH_REPORT_TABLES, 'table debe ser top, no_results o no_clicks.').meta({
    description: 'top: las más buscadas; no_results: las que no encontraron nada; no_clicks: las que encontraron algo y nadie abrió un resultado.',
  }),
}).superRefine(checkPeriod);
export type AdminSearchReportCsvQuery = z.infer<typeof AdminSearchReportCsvQuery>;

const count = z.int().min(0);

export const SearchReportRow = z
  .object({
    query: z.string().meta({ description: 'La búsqueda, en minúsculas y sin tildes.' }),
    searches: count.meta({ description: 'Veces que se buscó en el periodo.' }),
    no_results: count.meta({ description: 'De ellas, las que no encontraron nada.' }),
    no_results_rate: z.number().min(0).max(100).meta({ description: 'no_results por cada 100 búsquedas (%, un decimal).' }),
    clicks: count.meta({ description: 'Resultados abiertos después de buscarla.' }),
    click_rate: z.number().min(0).meta({ description: 'Clics por cada 100 búsquedas con resultados (%, un decimal; puede pasar de 100 si se abren varios).' }),
  })
  .meta({ id: 'SearchReportRow', description: 'Una búsqueda de los clientes en el periodo.' });
export type SearchReportRow = z.infer<typeof SearchReportRow>;

/** How many rows each table shows on screen; the CSV has them all (up to SEARCH_REPORT_CSV_MAX_ROWS). */
export const SEARCH_REPORT_TABLE_ROWS = 50;
export const SEARCH_REPORT_CSV_MAX_ROWS = 10_000;

export const AdminSearchReport = z
  .object({
    from: z.string().meta({ format: 'date' }),
    to: z.string().meta({ format: 'date' }),
    totals: z.object({
      searches: count,
      no_results: count,
      clicks: count,
      queries: count.meta({ description: 'Búsquedas distintas.' }),
    }),
    top: z.array(SearchReportRow).meta({ description: `Las más buscadas (como mucho ${SEARCH_REPORT_TABLE_ROWS}).` }),
    no_results: z.array(SearchReportRow).meta({ description: `Las que alguna vez no encontraron nada, por esas veces (como mucho ${SEARCH_REPORT_TABLE_ROWS}).` }),
    no_clicks: z
      .array(SearchReportRow)
      .meta({ description: `Las que encontraron algo y tras las que nadie abrió un resultado, las más buscadas primero (como mucho ${SEARCH_REPORT_TABLE_ROWS}).` }),
  })
  .meta({ id: 'AdminSearchReport', description: 'Lo que buscaron los clientes en un periodo y lo que no encontraron.' });
export type AdminSearchReport = z.infer<typeof AdminSearchReport>;
