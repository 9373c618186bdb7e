import { useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { productCsvFileName } from '@common/catalog/csv-columns';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from '~/lib/browser-storage';
import { requestFor } from '~/lib/api/client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { productListAddress } from './admin-products-list';
import { saveFile } from '~/lib/save-file';

/** The file name the server gave (Content-Disposition), or today's. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? productCsvFileName(new Date());
}

/**
 * The filtered list as CSV: the bearer token lives in localStorage, so a plain link cannot carry
 * it; the file is fetched with it and saved from a blob.
 */
async function downloadProductsCsv(params: URLSearchParams) {
  const { page: _page, ...filters } = productListAddress.read(params);
  const { url } = requestFor('GET /admin/products/export.csv', { query: filters });
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), fileNameOf(response));
}

/** «Exportar CSV» (the list as filtered now) and «Importar CSV», for the products list's header. */
export function ProductCsvActions() {
  const [params] = useSearchParams();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadProductsCsv(params);
      toast({ type: 'success', message: 'CSV de productos descargado.' });
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo exportar el CSV. Inténtalo de nuevo.') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting}>
        <Download aria-hidden="true" className="size-4" />
        {exporting ? 'Exportando…' : 'Exportar CSV'}
      </button>
      <Link to="/admin/products/import" className="btn-secondary">
        <Upload aria-hidden="true" className="size-4" />
        Importar CSV
      </Link>
    </>
  );
}
