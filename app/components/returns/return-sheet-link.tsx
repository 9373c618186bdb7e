import { FileDown } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from '~/lib/browser-storage';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { saveFile } from '~/lib/save-file';


/** The sheet's address carries its own key (the e-mail's link) or needs the session's token. */
function needsToken(url: string): boolean {
  return url.startsWith('/api/user/') && !/[?&]token=/.test(url);
}

/**
 * 'Descargar hoja de devolución (PDF)'. An address with its own key is a plain link; the customer
 * area's one needs the bearer token, which lives in localStorage and a link cannot carry, so the
 * PDF is fetched with it and saved from a blob.
 */
export function ReturnSheetLink({ url, number, className = 'btn-secondary' }: { url: string; number: string; className?: string }) {
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (!needsToken(url)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const token = readStorage(STORAGE_KEYS.token);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
      saveFile(await response.blob(), `hoja-devolucion-${number}.pdf`);
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No hemos podido descargar la hoja de devolución. Inténtalo de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={url} onClick={(event) => void download(event)} target="_blank" rel="noopener" aria-busy={busy || undefined} className={className}>
      <FileDown aria-hidden="true" className="size-4" />
      {busy ? 'Descargando hoja…' : 'Descargar hoja de devolución (PDF)'}
    </a>
  );
}
