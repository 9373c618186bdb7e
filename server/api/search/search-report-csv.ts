// One table of the search report as a spreadsheet, pure, as the dashboard's sales CSV: semicolons
// (Excel in Spanish), decimal commas, a BOM so Excel reads UTF-8, and no cell read as a formula.

import type { SalesPeriod } from '../../../common/analytics/period';
import type { SearchReportRow, SearchReportTable } from '../../../common/search/report-contracts';
import { csvCell } from '../analytics/sales-csv';

export const SEARCH_REPORT_TABLE_TITLES: Record<SearchReportTable, string> = {
  top: 'Búsquedas más frecuentes',
  no_results: 'Búsquedas sin resultados',
  no_clicks: 'Búsquedas sin clics',
};

const FILE_NAMES: Record<SearchReportTable, string> = { top: 'frecuentes', no_results: 'sin-resultados', no_clicks: 'sin-clics' };

/** 12.5 → '12,5'. */
const decimal = (n: number) => String(n).replace('.', ',');
/** '2026-11-24' → '24/11/2026'. */
const spanishDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export function searchReportCsvFileName(table: SearchReportTable, period: SalesPeriod): string {
  return `busquedas-${FILE_NAMES[table]}-${period.from}-a-${period.to}.csv`;
}

export function searchReportCsv(table: SearchReportTable, period: SalesPeriod, rows: readonly SearchReportRow[]): string {
  const lines: (string | number)[][] = [
    [`${SEARCH_REPORT_TABLE_TITLES[table]} del ${spanishDate(period.from)} al ${spanishDate(period.to)}`],
    ['Búsquedas de la tienda y del buscador por día de Madrid, en minúsculas y sin tildes; sin datos de quién buscó.'],
    [],
    ['Búsqueda', 'Búsquedas', 'Sin resultados', 'Sin resultados (%)', 'Clics', 'Clics por búsqueda con resultados (%)'],
  ];
  for (const row of rows) lines.push([row.query, row.searches, row.no_results, decimal(row.no_results_rate), row.clicks, decimal(row.click_rate)]);
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
