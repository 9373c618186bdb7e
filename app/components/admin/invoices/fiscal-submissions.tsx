import { ArrowLeft, RotateCcw, Send, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { FiscalSubmission } from '@common/invoices/contracts';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { formatEmailWhen } from '../emails/email-state-badge';
import { AdminListResults } from '../kit/admin-list-results';
import { RowLink, type Column } from '../kit/admin-table';
import { Placeholder } from '../kit/detail-route';
import { useListFilters } from '../kit/use-list-filters';
import { RECORD_KIND_LABELS, RECORD_STATE_LABELS, SubmissionStatusBadge, submitterName } from './invoice-badges';
import { ADMIN_INVOICES_PATH, ADMIN_SUBMISSIONS_PATH, adminSubmissionPath, submissionListAddress } from './invoice-query';

type SubmissionRow = Omit<FiscalSubmission, 'xml'>;

const SUBMISSION_COLUMNS: readonly Column<SubmissionRow>[] = [
  {
    header: 'Fecha',
    sortKey: 'created_at',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <RowLink to={adminSubmissionPath(row.id)} numeric={false}>
        <time dateTime={row.created_at}>{formatEmailWhen(row.created_at)}</time>
      </RowLink>
    ),
  },
  {
    header: 'Factura',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <Link to={`/admin/invoices/${row.invoice_id}`} className="font-mono text-fg underline-offset-4 hover:underline">
        {row.invoice_number}
      </Link>
    ),
  },
  {
    header: 'Registro',
    cellClassName: 'text-fg',
    cell: (row) => (
      <>
        {RECORD_KIND_LABELS[row.record_kind]} <span className="text-muted">nº {row.record_id}</span>
      </>
    ),
  },
  { header: 'Destino', cellClassName: 'text-fg', cell: (row) => submitterName(row.submitter) },
  {
    header: 'Estado',
    cell: (row) => (
      <>
        <SubmissionStatusBadge status={row.status} />
        {row.error_code && <span className="mt-1 block text-xs text-muted">Código {row.error_code}</span>}
      </>
    ),
  },
];

export interface FiscalSubmissionPageData {
  data: SubmissionRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  /** How many submissions wait for a person (on every page). */
  needs_attention: number;
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
      {page && page.needs_attention > 0 && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/10 p-4 text-sm text-fg">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>
            <strong>{page.needs_attention === 1 ? '1 envío necesita revisión' : `${page.needs_attention} envíos necesitan revisión`}</strong>: la AEAT los aceptó con
            errores o los rechazó. Abre cada uno para ver el motivo y qué hacer.
          </span>
        </p>
      )}
      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['envío', 'envíos']}
        loadingText="Cargando envíos…"
        errorTitle="No se pudieron cargar los envíos a la AEAT."
        onRetry={onRetry}
        table={{
          caption: 'Envíos de registros a la AEAT, el más reciente primero',
          columns: SUBMISSION_COLUMNS,
          rows,
          rowKey: (row) => row.id,
          sortedBy: { key: 'created_at', direction: 'descending' },
          rowLink: { href: (row) => adminSubmissionPath(row.id), label: (row) => `Ver el envío ${row.id} con su XML` },
        }}
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

/** One submission: what was sent (or kept), to whom, its state and the AEAT's verdict, what to do, and the XML. */
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
      {submission.status === 'needs_attention' && <AttentionPanel submission={submission} />}
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
          {submission.corrects_record_id !== null && <span className="text-muted"> · subsanación del registro nº {submission.corrects_record_id}</span>}
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
          {submission.status === 'pending' && submission.attempts > 0 && <span className="text-muted">Se reintenta solo ({submission.attempts} intentos).</span>}
        </dd>
        {submission.record_state && (
          <>
            <dt className="font-medium text-muted">Estado en la AEAT</dt>
            <dd className="text-fg">{RECORD_STATE_LABELS[submission.record_state]}</dd>
          </>
        )}
        {(submission.error_code || submission.error_description) && (
          <>
            <dt className="font-medium text-muted">Error de la AEAT</dt>
            <dd className="break-words text-fg">
              {submission.error_code && <span className="font-mono font-semibold">{submission.error_code}</span>}
              {submission.error_code && submission.error_description && ' · '}
              {submission.error_description}
            </dd>
          </>
        )}
        {submission.csv && (
          <>
            <dt className="font-medium text-muted">CSV del envío</dt>
            <dd className="font-mono break-all text-fg">{submission.csv}</dd>
          </>
        )}
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

/** What a person does about a submission the AEAT refused or took with errors, and the buttons to do it. */
function AttentionPanel({ submission }: { submission: FiscalSubmission }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<'resend' | 'correct' | null>(null);

  async function act(action: 'resend' | 'correct') {
    setBusy(action);
    try {
      if (action === 'resend') {
        await api('POST /admin/fiscal-submissions/{id}/resend', { params: { id: submission.id } });
        toast({ type: 'success', message: `El registro de ${submission.invoice_number} vuelve a la cola: se envía en el próximo minuto.` });
        void revalidator.revalidate();
      } else {
        const reply = await api('POST /admin/fiscal-submissions/{id}/correct', { params: { id: submission.id } });
        toast({ type: 'success', message: `Subsanación de ${submission.invoice_number} generada: se envía en el próximo minuto.` });
        void navigate(adminSubmissionPath(reply.data.id));
      }
    } catch (error) {
      const message = error instanceof ApiRequestError && error.status === 409 ? error.message : 'No se pudo hacer. Inténtalo de nuevo.';
      toast({ type: 'error', message });
      if (error instanceof ApiRequestError && error.status === 409) void revalidator.revalidate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="submission-attention-title" className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/10 p-4 text-sm text-fg sm:p-5">
      <h2 id="submission-attention-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 text-danger" />
        Qué hacer
      </h2>
      <p>{submission.attention ?? 'La AEAT no aceptó este registro tal cual. Revisa el error y reenvíalo.'}</p>
      {submission.can_correct && (
        <p className="text-muted">
          Si el dato estaba en los datos fiscales de la tienda, corrígelo primero en Ajustes y después reenvía: la subsanación lleva los datos de ahora y se encadena como
          un registro nuevo.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {submission.can_resend && (
          <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => void act('resend')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {busy === 'resend' ? 'Reenviando…' : 'Reenviar tal cual'}
          </button>
        )}
        {submission.can_correct && (
          <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void act('correct')}>
            <Send aria-hidden="true" className="size-4" />
            {busy === 'correct' ? 'Generando…' : 'Reenviar como subsanación'}
          </button>
        )}
      </div>
    </section>
  );
}

/** The loading screen's blocks of a submission, in the shape the page takes. */
export function FiscalSubmissionSkeleton() {
  return (
    <>
      <Placeholder className="h-8 w-80 max-w-full rounded bg-surface-muted" />
      <Placeholder className="card h-28" />
      <Placeholder className="card h-96" />
    </>
  );
}
