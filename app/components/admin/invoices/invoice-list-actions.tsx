import clsx from 'clsx';
import { CircleCheck, Download, LoaderCircle, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { ChainVerification } from '@common/invoices/contracts';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage } from '~/lib/browser-storage';
import { api } from '~/lib/api/browser-client';
import { requestFor } from '~/lib/api/client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { saveFile } from '~/lib/save-file';
import { formatCount } from '../dashboard-format';
import { formatEmailWhen } from '../emails/email-state-badge';
import { invoiceExportQueryOf, type AdminInvoiceFilters } from './invoice-query';

/** The export's address for these filters: the list's, without the page. */
export function invoiceExportUrl(filters: AdminInvoiceFilters): string {
  return requestFor('GET /admin/invoices/export', { query: invoiceExportQueryOf(filters) }).url;
}

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `facturas-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * «Exportar CSV»: the invoices of the filter as it is now, for the accountant. The link carries the
 * filters (it can be copied); the bearer token lives in localStorage and a link cannot carry it, so
 * a click fetches the file with it and saves it from a blob, as the products' export does.
 */
export function InvoiceExportLink({ filters }: { filters: AdminInvoiceFilters }) {
  const [busy, setBusy] = useState(false);
  const url = invoiceExportUrl(filters);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const token = readStorage(STORAGE_KEYS.token);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw ApiRequestError.from(response.status, await response.json().catch(() => null));
      saveFile(await response.blob(), fileNameOf(response));
      toast({ type: 'success', message: 'CSV de facturas descargado.' });
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo exportar el CSV. Inténtalo de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <a href={url} download onClick={(event) => void download(event)} aria-busy={busy || undefined} className="btn-secondary">
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Exportando…' : 'Exportar CSV'}
    </a>
  );
}

type CheckState = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; result: ChainVerification } | { kind: 'failed'; message: string };

/**
 * «Comprobar cadena»: the server recomputes every record's huella and its link to the previous one;
 * the answer (all fine, or the first record that does not match) is said in a live region. Gives
 * the button (for the header) and the result (for below it).
 */
export function useChainCheck() {
  const [state, setState] = useState<CheckState>({ kind: 'idle' });

  async function check() {
    if (state.kind === 'checking') return;
    setState({ kind: 'checking' });
    try {
      const reply = await api('GET /admin/invoices/verify', undefined, { timeoutMs: 60_000 });
      setState({ kind: 'done', result: reply.data });
    } catch (error) {
      setState({ kind: 'failed', message: apiErrorMessage(error, 'No se pudo comprobar la cadena. Inténtalo de nuevo.') });
    }
  }

  return { button: <ChainCheckButton checking={state.kind === 'checking'} onClick={() => void check()} />, result: <ChainCheckResult state={state} /> };
}

function ChainCheckButton({ checking, onClick }: { checking: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary" onClick={onClick} disabled={checking} aria-busy={checking || undefined}>
      {checking ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ShieldCheck aria-hidden="true" className="size-4" />}
      {checking ? 'Comprobando…' : 'Comprobar cadena'}
    </button>
  );
}

function ChainCheckResult({ state }: { state: CheckState }) {
  const box = 'flex items-start gap-3 rounded-2xl border p-4 text-sm text-fg';
  return (
    <div aria-live="polite" aria-atomic="true" className={clsx(state.kind === 'idle' && 'absolute')}>
      {state.kind === 'checking' && <p className="text-sm text-muted">Recalculando la huella de cada registro…</p>}
      {state.kind === 'failed' && (
        <p className={clsx(box, 'border-danger/40 bg-danger/10')}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <span>{state.message}</span>
        </p>
      )}
      {state.kind === 'done' && state.result.ok && (
        <p className={clsx(box, 'border-success/40 bg-success/10')}>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            <strong className="font-semibold">Cadena correcta.</strong> {formatCount(state.result.records)} {state.result.records === 1 ? 'registro comprobado' : 'registros comprobados'}: cada
            huella cuadra y enlaza con la anterior. Comprobada el <time dateTime={state.result.checked_at}>{formatEmailWhen(state.result.checked_at)}</time>.
          </span>
        </p>
      )}
      {state.kind === 'done' && !state.result.ok && (
        <div role="alert" className={clsx(box, 'border-danger/40 bg-danger/10')}>
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p>
              <strong className="font-semibold">La cadena se rompe</strong> en el registro {state.result.first_break?.record_id ?? '—'}
              {state.result.first_break ? <>, de la factura <span className="font-mono">{state.result.first_break.invoice_number}</span></> : null}.
            </p>
            {state.result.first_break && <p className="mt-1">{state.result.first_break.problem}</p>}
            <p className="mt-1 text-muted">
              {formatCount(state.result.records)} registros comprobados el <time dateTime={state.result.checked_at}>{formatEmailWhen(state.result.checked_at)}</time>. Los registros no se
              pueden editar: avisa a quien lleve el sistema.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
