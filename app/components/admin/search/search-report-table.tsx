import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { SalesPeriod } from '@common/analytics/period';
import type { SearchReportRow, SearchReportTable as TableName } from '@common/search/report-contracts';
import { formatNumber, formatPercent } from '../analytics/analytics-format';
import { SearchReportCsvLink } from './search-report-csv-link';

export const SEARCH_REPORT_TITLES: Record<TableName, string> = {
  top: 'Búsquedas más frecuentes',
  no_results: 'Búsquedas sin resultados',
  no_clicks: 'Búsquedas sin clics',
};

const LEADS: Record<TableName, string> = {
  top: 'Lo que más buscan los clientes, con la parte que no encontró nada y los resultados que abrieron.',
  no_results: 'Lo que buscaron sin encontrar nada: un sinónimo enseña a la tienda sus palabras.',
  no_clicks: 'Encontraron productos, pero nadie abrió ninguno: quizá no eran lo que buscaban.',
};

const EMPTY: Record<TableName, string> = {
  top: 'Nadie ha buscado nada en este periodo.',
  no_results: 'Todas las búsquedas del periodo encontraron algo.',
  no_clicks: 'Después de cada búsqueda con resultados alguien abrió alguno.',
};

/**
 * One table of the report in its own section: heading, what it shows, its CSV, and the rows with
 * their column and row headers; `rowAction` adds a last column (the no-results table's «Añadir sinónimo»).
 */
export function SearchReportTableSection({
  table,
  rows,
  period,
  rowAction,
  nobodySearched = false,
}: {
  table: TableName;
  rows: readonly SearchReportRow[];
  period: SalesPeriod;
  rowAction?: (row: SearchReportRow) => ReactNode;
  /** No search at all in the period: every table says so, not that every search went well. */
  nobodySearched?: boolean;
}) {
  const titleId = useId();
  const title = SEARCH_REPORT_TITLES[table];
  return (
    <section aria-labelledby={titleId} className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">{LEADS[table]}</p>
        </div>
        <SearchReportCsvLink table={table} period={period} label={title} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-surface-muted px-4 py-6 text-center text-sm text-muted">{EMPTY[nobodySearched ? 'top' : table]}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">
              {title}: {rows.length === 1 ? '1 búsqueda' : `${formatNumber(rows.length)} búsquedas`}
            </caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-fg">
                  Búsqueda
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-fg">
                  Búsquedas
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-fg">
                  Sin resultados
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-fg">
                  Clics
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-fg">
                  <abbr title="Clics por cada 100 búsquedas con resultados" className="no-underline">
                    Tasa de clics
                  </abbr>
                </th>
                {rowAction && (
                  <th scope="col" className="px-3 py-2 text-right font-semibold text-fg">
                    <span className="sr-only">Acciones</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.query}>
                  <th scope="row" className="max-w-[18rem] px-3 py-2 text-left font-medium break-words text-fg">
                    {row.query}
                  </th>
                  <td className="px-3 py-2 text-right text-fg tabular-nums">{formatNumber(row.searches)}</td>
                  <td className="px-3 py-2 text-right text-fg tabular-nums">
                    {formatNumber(row.no_results)}
                    {row.no_results > 0 && <span className="ml-1 text-muted">({formatPercent(row.no_results_rate)})</span>}
                  </td>
                  <td className="px-3 py-2 text-right text-fg tabular-nums">{formatNumber(row.clicks)}</td>
                  <td className="px-3 py-2 text-right text-fg tabular-nums">{row.searches > row.no_results ? formatPercent(row.click_rate) : '—'}</td>
                  {rowAction && <td className="px-3 py-2 text-right">{rowAction(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The no-results table's button for one query. */
export function AddSynonymButton({ query, onClick }: { query: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="btn-secondary whitespace-nowrap">
      <Plus aria-hidden="true" className="size-4" />
      Añadir sinónimo
      <span className="sr-only">para «{query}»</span>
    </button>
  );
}
