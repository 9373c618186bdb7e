import { AlertTriangle, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import type { AdminSearchReport } from '@common/search/report-contracts';
import { AdminPageHeader } from '../admin-page-header';
import { formatNumber, formatPercent, periodPhrase } from '../analytics/analytics-format';
import { PeriodControl } from '../analytics/period-control';
import type { PeriodAddress } from '../analytics/period-address';
import { SearchReportSynonymDialog } from './search-report-synonym-dialog';
import { ADMIN_SEARCH_REPORT_PATH, SearchRulesNav } from './search-rules-nav';
import { AddSynonymButton, SearchReportTableSection } from './search-report-table';


/**
 * «Consultas de clientes» (issue 37): what shoppers searched for in a period (Madrid days), the
 * queries that found nothing — each with «Añadir sinónimo» — and those after which nobody opened a
 * result; each table with its CSV. `report` is null while loading or when it could not be loaded.
 */
export function SearchReportScreen({
  address,
  report,
  onRetry,
  onSynonymAdded,
}: {
  address: PeriodAddress;
  report: AdminSearchReport | null;
  onRetry?: () => void;
  onSynonymAdded?: () => void;
}) {
  const navigation = useNavigation();
  const isUpdating = navigation.state === 'loading' && navigation.location.pathname === ADMIN_SEARCH_REPORT_PATH;
  const [synonymFor, setSynonymFor] = useState<string | null>(null);
  const period = report ? { from: report.from, to: report.to } : address.period;

  return (
    <div className="flex flex-col gap-6" aria-busy={isUpdating || undefined}>
      <AdminPageHeader
        eyebrow="Búsqueda"
        title="Consultas de clientes"
        description="Lo que buscaron los clientes en la tienda y en el buscador, por día de Madrid, en minúsculas y sin tildes. No se guarda quién buscó, ni búsquedas que parecen un e-mail, un teléfono o una dirección."
      />
      <SearchRulesNav />
      <section aria-label="Periodo" className="card flex flex-col gap-4 p-5 sm:p-6">
        <PeriodControl key={address.kind} address={address} />
        <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm font-medium text-fg">
          {isUpdating ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              Actualizando las consultas…
            </>
          ) : (
            period && `${periodPhrase(period.from, period.to)}.`
          )}
        </p>
        {report && <Totals report={report} />}
      </section>

      {address.kind === 'custom' && !address.period ? (
        <p className="rounded-lg border border-dashed border-line bg-surface-muted px-4 py-6 text-center text-sm text-muted">Corrige las fechas del periodo para ver las consultas.</p>
      ) : report === null ? (
        onRetry ? (
          <div role="alert" className="card flex flex-wrap items-center gap-3 p-5 text-sm text-fg">
            <AlertTriangle aria-hidden="true" className="size-4 text-danger" />
            No se pudieron cargar las consultas del periodo.
            <button type="button" onClick={onRetry} className="btn-secondary">
              <RefreshCw aria-hidden="true" className="size-4" />
              Reintentar
            </button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Cargando las consultas…
          </p>
        )
      ) : (
        <>
          <SearchReportTableSection table="top" rows={report.top} period={{ from: report.from, to: report.to }} />
          <SearchReportTableSection
            table="no_results"
            rows={report.no_results}
            period={{ from: report.from, to: report.to }}
            rowAction={(row) => <AddSynonymButton query={row.query} onClick={() => setSynonymFor(row.query)} />}
            nobodySearched={report.top.length === 0}
          />
          <SearchReportTableSection table="no_clicks" rows={report.no_clicks} period={{ from: report.from, to: report.to }} nobodySearched={report.top.length === 0} />
        </>
      )}
      <SearchReportSynonymDialog
        query={synonymFor}
        onClose={() => setSynonymFor(null)}
        onAdded={() => {
          setSynonymFor(null);
          onSynonymAdded?.();
        }}
      />
    </div>
  );
}

function Totals({ report }: { report: AdminSearchReport }) {
  const { searches, no_results: noResults, clicks, queries } = report.totals;
  const items = [
    { label: 'Búsquedas', value: formatNumber(searches) },
    { label: 'Búsquedas distintas', value: formatNumber(queries) },
    { label: 'Sin resultados', value: searches > 0 ? formatPercent((noResults / searches) * 100) : '—' },
    { label: 'Resultados abiertos', value: formatNumber(clicks) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col gap-1 bg-surface p-4">
          <dt className="text-sm font-medium text-muted">{item.label}</dt>
          <dd className="font-display text-2xl font-semibold tracking-tight text-fg tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
