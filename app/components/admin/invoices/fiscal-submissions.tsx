import { ArrowLeft, ChevronRight, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { FiscalSubmission } from '@common/invoices/contracts';
import { AdminPageHeader } from '../admin-page-header';
import { formatEmailWhen } from '../emails/email-state-badge';
import { AdminListResults } from '../list/admin-list-results';
import { useListFilters } from '../list/use-list-filters';
import { RECORD_KIND_LABELS, SubmissionStatusBadge, submitterName } from './invoice-badges';
import { ADMIN_INVOICES_PATH, ADMIN_SUBMISSIONS_PATH, adminSubmissionPath, submissionListAddress } from './invoice-query';

type SubmissionRow = Omit<FiscalSubmission, 'xml'>;

export interface FiscalSubmissionPageData {
  data: SubmissionRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

const backToInvoices = (
  <Link to={ADMIN_INVOICES_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Volver a facturas
  </Link>
);

/** The outbox of VERI*FACTU records for the tax office: each submission with its state, newest first. */
export function FiscalSubmissionsList({ page, onRetry }: { page: FiscalSubmissionPageData | null; onRetry?: () => void }) {
  const { filters, status, isLoading } = useListFilters({ path: ADMIN_SUBMISSIONS_PATH, address: submissionListAddress, hasPage: page !== null, onRetry });
  const rows = page?.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      {backToInvoices}
      <AdminPageHeader
        eyebrow="Facturación"
        title="Envíos a la AEAT"
        description="Cada registro de facturación (alta o anulación) con el XML que se manda a la AEAT. Sin certificado configurado se guardan aquí, en la bandeja de salida, sin enviarse."
      />
      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['envío', 'envíos']}
        loadingText="Cargando envíos…"
        errorTitle="No se pudieron cargar los envíos a la AEAT."
        onRetry={onRetry}
        caption="Envíos de registros a la AEAT, el más reciente primero"
        head={
          <tr>
            <th scope="col" aria-sort="descending" className="px-4 py-3">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3">
              Factura
            </th>
            <th scope="col" className="px-4 py-3">
              Registro
            </th>
            <th scope="col" className="px-4 py-3">
              Destino
            </th>
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Abrir</span>
            </th>
          </tr>
        }
        rows={rows.map((row) => (
          <tr key={row.id} className="align-middle transition-colors hover:bg-surface-muted/40">
            <td className="px-4 py-3 whitespace-nowrap">
              <Link to={adminSubmissionPath(row.id)} className="font-semibold text-fg hover:text-primary hover:underline">
                <time dateTime={row.created_at}>{formatEmailWhen(row.created_at)}</time>
              </Link>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              <Link to={`/admin/invoices/${row.invoice_id}`} className="font-mono text-fg underline-offset-4 hover:underline">
                {row.invoice_number}
              </Link>
            </td>
            <td className="px-4 py-3 text-fg">
              {RECORD_KIND_LABELS[row.record_kind]} <span className="text-muted">nº {row.record_id}</span>
            </td>
            <td className="px-4 py-3 text-fg">{submitterName(row.submitter)}</td>
            <td className="px-4 py-3">
              <SubmissionStatusBadge status={row.status} />
            </td>
            <td className="px-4 py-3 text-right">
              <Link to={adminSubmissionPath(row.id)} className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg">
                <ChevronRight aria-hidden="true" className="size-4" />
                <span className="sr-only">Ver el envío {row.id} con su XML</span>
              </Link>
            </td>
          </tr>
        ))}
        cards={{
          label: 'Envíos',
          below: 'md',
          items: rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1.5 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={adminSubmissionPath(row.id)} className="font-semibold text-fg hover:text-primary hover:underline">
                  {RECORD_KIND_LABELS[row.record_kind]} de {row.invoice_number}
                </Link>
                <SubmissionStatusBadge status={row.status} />
              </div>
              <p className="text-xs text-muted">
                <time dateTime={row.created_at}>{formatEmailWhen(row.created_at)}</time> · {submitterName(row.submitter)}
              </p>
            </li>
          )),
        }}
        empty={{
          filtered: false,
          icon: Send,
          noMatch: { title: 'Ningún envío', hint: '' },
          empty: { title: 'Todavía no hay envíos', hint: 'Cada factura emitida o anulada deja aquí su registro para la AEAT.' },
        }}
        pagination={{ label: 'Paginación de envíos', hrefFor: (n) => `${ADMIN_SUBMISSIONS_PATH}${submissionListAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

/** One submission: what was sent (or kept), to whom, its state and answer, and the XML. */
export function FiscalSubmissionDetail({ submission }: { submission: FiscalSubmission }) {
  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_SUBMISSIONS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a los envíos
      </Link>
      <AdminPageHeader
        eyebrow="Envío a la AEAT"
        title={`${RECORD_KIND_LABELS[submission.record_kind]} de ${submission.invoice_number}`}
        description="El registro de facturación tal como se envía (o se enviaría) a la AEAT."
      />
      <dl className="card grid grid-cols-1 gap-x-6 gap-y-3 p-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:p-5">
        <dt className="font-medium text-muted">Factura</dt>
        <dd>
          <Link to={`/admin/invoices/${submission.invoice_id}`} className="font-mono font-semibold text-primary underline underline-offset-4">
            {submission.invoice_number}
          </Link>
        </dd>
        <dt className="font-medium text-muted">Registro</dt>
        <dd className="text-fg">
          {RECORD_KIND_LABELS[submission.record_kind]}, nº {submission.record_id}
        </dd>
        <dt className="font-medium text-muted">Destino</dt>
        <dd className="text-fg">{submitterName(submission.submitter)}</dd>
        <dt className="font-medium text-muted">Creado</dt>
        <dd className="text-fg">
          <time dateTime={submission.created_at}>{formatEmailWhen(submission.created_at)}</time>
        </dd>
        <dt className="font-medium text-muted">Estado</dt>
        <dd className="flex flex-wrap items-center gap-2 text-fg">
          <SubmissionStatusBadge status={submission.status} />
          {submission.status === 'kept' && <span className="text-muted">Se guarda aquí hasta que haya un certificado para enviarlo.</span>}
        </dd>
        {submission.response && (
          <>
            <dt className="font-medium text-muted">Respuesta</dt>
            <dd className="break-words text-fg">{submission.response}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="submission-xml-title" className="flex flex-col gap-3">
        <h2 id="submission-xml-title" className="font-display text-lg font-semibold tracking-tight text-fg">
          XML del envío
        </h2>
        <pre
          tabIndex={0}
          aria-labelledby="submission-xml-title"
          className="max-h-[70vh] overflow-auto rounded-xl border border-line bg-surface-muted p-4 font-mono text-xs leading-relaxed text-fg"
        >
          {submission.xml}
        </pre>
      </section>
    </div>
  );
}
