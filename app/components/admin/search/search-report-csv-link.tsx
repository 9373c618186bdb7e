import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { SalesPeriod } from '@common/analytics/period';
import type { SearchReportTable } from '@common/search/report-contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from '~/lib/browser-storage';
import { requestFor } from '~/lib/api/client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { saveFile } from '~/lib/save-file';

const FILE_NAMES: Record<SearchReportTable, string> = { top: 'frecuentes', no_results: 'sin-resultados', no_clicks: 'sin-clics' };

/** A table's CSV address for a period. */
export function searchReportCsvUrl(table: SearchReportTable, period: SalesPeriod): string {
  return requestFor('GET /admin/search/report.csv', { query: { from: period.from, to: period.to, table } }).url;
}

/**
 * «Descargar CSV» of one table of the period on screen. The bearer token lives in localStorage and a
 * link cannot carry it, so a click fetches the file with it and saves it, as the sales CSV does.
 */
export function SearchReportCsvLink({ table, period, label }: { table: SearchReportTable; period: SalesPeriod; label: string }) {
  const [isBusy, setBusy] = useState(false);
  const url = searchReportCsvUrl(table, period);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    try {
      const token = readStorage(STORAGE_KEYS.token);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
      saveFile(await response.blob(), `busquedas-${FILE_NAMES[table]}-${period.from}-a-${period.to}.csv`);
      toast({ type: 'success', message: `CSV de «${label}» descargado.` });
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo descargar el CSV. Inténtalo de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={url} download onClick={(event) => void download(event)} aria-busy={isBusy || undefined} className="btn-secondary">
      <Download aria-hidden="true" className="size-4" />
      {isBusy ? 'Descargando…' : 'Descargar CSV'}
      <span className="sr-only">: {label}</span>
    </a>
  );
}
