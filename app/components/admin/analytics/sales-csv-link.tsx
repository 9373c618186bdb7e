import { Download } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { SalesPeriod } from '@common/analytics/period';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from '~/lib/browser-storage';
import { requestFor } from '~/lib/api/client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { saveFile } from '~/lib/save-file';

/** The CSV's address for a period. */
export function salesCsvUrl(period: SalesPeriod): string {
  return requestFor('GET /admin/analytics/sales.csv', { query: { from: period.from, to: period.to } }).url;
}

/**
 * «Descargar CSV» of the period on screen. The link carries the period; the bearer token lives in
 * localStorage and a link cannot carry it, so a click fetches the file with it and saves it, as
 * the invoices' export does.
 */
export function SalesCsvLink({ period }: { period: SalesPeriod }) {
  const [isBusy, setBusy] = useState(false);
  const url = salesCsvUrl(period);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (isBusy) return;
    setBusy(true);
    try {
      const token = readStorage(STORAGE_KEYS.token);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
      saveFile(await response.blob(), `ventas-${period.from}-a-${period.to}.csv`);
      toast({ type: 'success', message: 'CSV de ventas y devoluciones descargado.' });
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
    </a>
  );
}
