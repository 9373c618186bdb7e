import { ArrowLeft, ArrowRight, Ban, ExternalLink, FileDown, QrCode, Send, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AnnulInvoiceBody, type Invoice } from '@common/invoices/contracts';
import { isRectifying } from '@common/invoices/rules';
import { formatPrice } from '@common/money';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderDateTime, formatOrderDay } from '~/components/orders/order-format';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminDialogFrame } from '../admin-dialog-frame';
import { AdminPageHeader } from '../admin-page-header';
import { AnnulledBadge, InvoiceKindBadge, RECORD_KIND_LABELS, SubmissionStatusBadge, vatRateLabel } from './invoice-badges';
import { ADMIN_INVOICES_PATH, ADMIN_SUBMISSIONS_PATH, invoiceSearchPath } from './invoice-query';

const PERCENT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const dangerButton = 'btn-secondary border-danger/40 text-danger hover:bg-danger/10';

/** How the invoice relates to the one it names: it rectifies it, or replaces the simplified one. */
function relationText(invoice: Invoice): string {
  if (isRectifying(invoice.kind)) return 'Rectifica la factura';
  if (invoice.kind === 'F3') return 'Sustituye a la factura simplificada';
  return 'Se refiere a la factura';
}

/** One invoice for staff: who issues it and to whom, its lines and VAT, its VERI*FACTU records, and its annulment if issued in error. */
export function AdminInvoiceDetail({ invoice: loaded }: { invoice: Invoice }) {
  const [invoice, setInvoice] = useState(loaded);
  // A reload (after a 409: someone annulled it meanwhile) shows the invoice as it is now.
  const [shown, setShown] = useState(loaded);
  if (loaded !== shown) {
    setShown(loaded);
    setInvoice(loaded);
  }
  const [annulling, setAnnulling] = useState(false);
  const revalidator = useRevalidator();

  function annulled(next: Invoice) {
    setInvoice(next);
    setAnnulling(false);
    toast({ type: 'success', message: `Factura ${next.number} anulada: su registro de anulación ya está en la cadena.` });
    void revalidator.revalidate();
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_INVOICES_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a facturas
      </Link>
      <AdminPageHeader
        eyebrow={invoice.kind_label}
        title={invoice.number}
        description={
          <>
            Emitida el <time dateTime={invoice.issued_at}>{formatOrderDateTime(invoice.issued_at)}</time>, del pedido{' '}
            <Link to={`/admin/orders/${invoice.order_id}`} className="font-medium text-primary underline underline-offset-4">
              {invoice.order_number}
            </Link>
            {invoice.return_number ? ` (devolución ${invoice.return_number})` : ''}.
          </>
        }
        actions={
          <>
            <a href={invoice.pdf_url} target="_blank" rel="noopener" className="btn-secondary">
              <FileDown aria-hidden="true" className="size-4" />
              Descargar PDF
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
            {!invoice.annulled && (
              <button type="button" className={dangerButton} onClick={() => setAnnulling(true)}>
                <Ban aria-hidden="true" className="size-4" />
                Anular factura emitida por error
              </button>
            )}
          </>
        }
      />

      <section aria-label="Resumen de la factura" className="card flex flex-wrap items-center gap-x-4 gap-y-2 p-5 text-sm sm:p-6">
        <InvoiceKindBadge kind={invoice.kind} />
        {invoice.annulled && <AnnulledBadge />}
        <span className="text-muted">
          Total <strong className="text-base font-semibold text-fg tabular-nums">{formatPrice(invoice.total)}</strong>
        </span>
        <span aria-hidden="true" className="text-muted">
          ·
        </span>
        <span className="text-muted">
          Fecha de la operación <time dateTime={invoice.operation_date}>{formatOrderDay(`${invoice.operation_date}T12:00:00Z`)}</time>
        </span>
        {invoice.rectifies_number && (
          <p className="w-full">
            {relationText(invoice)}{' '}
            <Link to={invoice.rectifies_id != null ? `/admin/invoices/${invoice.rectifies_id}` : invoiceSearchPath(invoice.rectifies_number)} className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4">
              {invoice.rectifies_number}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        )}
      </section>

      {invoice.annulled && (
        <p role="note" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-fg">
          <strong className="font-semibold">Factura anulada.</strong> Tiene su registro de anulación VERI*FACTU; la factura y su registro de alta se conservan, como manda la ley.
        </p>
      )}

      {invoice.issuer.example && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm text-fg">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Emisor de ejemplo.</strong> Se emitió con los datos de ejemplo de la demo, no con los de la empresa.
          </span>
        </p>
      )}

      {invoice.reason && (
        <p role="note" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-fg">
          <span className="font-semibold">Motivo de la rectificación:</span> {invoice.reason}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="invoice-issuer-title" title="Emisor">
          <Party name={invoice.issuer.name} taxId={invoice.issuer.tax_id} address={invoice.issuer.address} />
        </Panel>
        <Panel id="invoice-recipient-title" title="Destinatario">
          {invoice.recipient ? (
            <Party name={invoice.recipient.name} taxId={invoice.recipient.tax_id} address={invoice.recipient.address} />
          ) : (
            <div className="text-sm">
              <p className="font-semibold text-fg">{invoice.customer_name}</p>
              <p className="text-muted">{invoice.email}</p>
              <p className="mt-2 text-muted">Factura simplificada: no identifica al destinatario con NIF ni dirección fiscal.</p>
            </div>
          )}
        </Panel>
      </div>

      <LinesPanel invoice={invoice} />
      <RecordsPanel invoice={invoice} />

      <Panel id="invoice-qr-title" title="Verificación en la AEAT">
        <p className="text-sm text-muted">La dirección del código QR impreso en la factura: quien la recibe comprueba en la sede de la AEAT que está registrada.</p>
        <a
          href={invoice.verification_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 flex items-start gap-2 rounded-xl bg-surface-muted p-3 font-mono text-xs break-all text-fg underline-offset-4 hover:underline"
        >
          <QrCode aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {invoice.verification_url}
            <span className="sr-only"> (sede de la AEAT, se abre en una pestaña nueva)</span>
          </span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </Panel>

      <AnnulDialog invoice={invoice} open={annulling} onOpenChange={setAnnulling} onDone={annulled} onConflict={() => void revalidator.revalidate()} />
    </div>
  );
}

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Party({ name, taxId, address }: { name: string; taxId: string; address: string }) {
  return (
    <dl className="grid gap-1 text-sm">
      <dt className="sr-only">Nombre o razón social</dt>
      <dd className="font-semibold text-fg">{name}</dd>
      <dt className="sr-only">NIF</dt>
      <dd className="text-fg">
        NIF <span className="font-mono">{taxId}</span>
      </dd>
      <dt className="sr-only">Dirección</dt>
      <dd className="text-muted">{address}</dd>
    </dl>
  );
}

function LinesPanel({ invoice }: { invoice: Invoice }) {
  const cell = 'px-3 py-2.5 text-right whitespace-nowrap tabular-nums';
  return (
    <Panel id="invoice-lines-title" title="Líneas" aside={<span className="text-sm text-muted">{invoice.description}</span>}>
      <div role="region" aria-label={`Líneas de la factura ${invoice.number} (se desplaza en horizontal)`} tabIndex={0} className="-mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Líneas de la factura {invoice.number}</caption>
          <thead className="border-y border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-2.5 pr-3 pl-5 sm:pl-6">
                Concepto
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Uds.
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Precio ud. (IVA incl.)
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Base
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                IVA %
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Cuota
              </th>
              <th scope="col" className="py-2.5 pr-5 pl-3 text-right sm:pr-6">
                Importe
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td className="py-2.5 pr-3 pl-5 text-fg sm:pl-6">{line.description}</td>
                <td className={cell}>{line.quantity}</td>
                <td className={cell}>{formatPrice(line.unit_price)}</td>
                <td className={cell}>{formatPrice(line.base)}</td>
                <td className={cell}>{`${PERCENT.format(line.vat_rate)} %`}</td>
                <td className={cell}>{formatPrice(line.vat)}</td>
                <td className={`${cell} pr-5 font-semibold sm:pr-6`}>{formatPrice(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-fg">Desglose de IVA</h3>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Desglose de IVA por tipo</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Tipo
                </th>
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  Base
                </th>
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  Cuota
                </th>
                <th scope="col" className="py-1 pl-3 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.breakdown.map((row) => (
                <tr key={`${row.rate}-${row.exemption ?? ''}`} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-3 font-medium text-fg">
                    {vatRateLabel(row)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(row.base)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(row.vat)}</td>
                  <td className="py-1.5 pl-3 text-right tabular-nums">{formatPrice(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="grid content-start gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Base imponible</dt>
            <dd className="tabular-nums">{formatPrice(invoice.base)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">IVA</dt>
            <dd className="tabular-nums">{formatPrice(invoice.vat)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
            <dt className="text-fg">Total</dt>
            <dd className="tabular-nums">{formatPrice(invoice.total)}</dd>
          </div>
        </dl>
      </div>
    </Panel>
  );
}

function RecordsPanel({ invoice }: { invoice: Invoice }) {
  return (
    <Panel
      id="invoice-records-title"
      title="Registros VERI*FACTU"
      aside={
        <Link to={ADMIN_SUBMISSIONS_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          <Send aria-hidden="true" className="size-4" />
          Envíos a la AEAT
        </Link>
      }
    >
      {invoice.records.length === 0 ? (
        <p className="text-sm text-muted">Esta factura aún no tiene registro.</p>
      ) : (
        <ol className="grid gap-4">
          {invoice.records.map((record) => (
            <li key={record.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-fg">
                  Registro de {RECORD_KIND_LABELS[record.kind].toLowerCase()} <span className="font-normal text-muted">nº {record.id}</span>
                </p>
                <SubmissionStatusBadge status={record.submission_status} />
              </div>
              <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="text-muted">Generado</dt>
                <dd className="font-mono text-xs text-fg">{record.generated_at}</dd>
                <dt className="text-muted">Huella</dt>
                <dd className="font-mono text-xs break-all text-fg">{record.huella}</dd>
                <dt className="text-muted">Huella anterior</dt>
                <dd className="font-mono text-xs break-all text-fg">{record.previous_huella ?? <span className="font-sans text-muted">Ninguna: es el primer registro de la cadena.</span>}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

interface AnnulDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (invoice: Invoice) => void;
  /** The server said no (already annulled, or it has corrective invoices): the page reloads it. */
  onConflict: () => void;
}

/** 'Anular factura emitida por error': what it does and does not do, and the reason, which is required. */
function AnnulDialog({ invoice, open, onOpenChange, onDone, onConflict }: AnnulDialogProps) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Anular factura emitida por error"
      description={`Se generará el registro de anulación VERI*FACTU de la factura ${invoice.number}; la factura y su alta se conservan. No es para devoluciones ni cancelaciones: esas emiten su rectificativa solas.`}
    >
      <AnnulForm invoice={invoice} onCancel={() => onOpenChange(false)} onDone={onDone} onConflict={onConflict} />
    </AdminDialogFrame>
  );
}

function AnnulForm({ invoice, onCancel, onDone, onConflict }: { invoice: Invoice; onCancel: () => void; onDone: (invoice: Invoice) => void; onConflict: () => void }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: { reason: '' },
    schema: AnnulInvoiceBody,
    send: (values) => api('POST /admin/invoices/{id}/annul', { params: { id: invoice.id }, body: { reason: values.reason.trim() } }),
    onSaved: (reply) => onDone(reply.data),
    onFailed: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) onConflict();
    },
    failureMessage: 'No se pudo anular la factura. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5 px-6 py-6">
      <p className="rounded-xl bg-surface-muted p-4 text-sm text-fg">
        {invoice.kind_label} <span className="font-mono font-semibold">{invoice.number}</span> · {formatPrice(invoice.total)} · {invoice.customer_name}
      </p>
      <TextAreaField label="Motivo de la anulación" required rows={3} maxLength={300} hint="Queda en el registro de anulación y en la auditoría. Por ejemplo: emitida dos veces por el mismo pedido." {...field('reason')} />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className={dangerButton} disabled={isSaving}>
          {isSaving ? 'Anulando…' : 'Anular la factura'}
        </button>
      </div>
    </form>
  );
}
