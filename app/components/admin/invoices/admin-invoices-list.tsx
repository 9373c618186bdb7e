import { FileDown, FileText, Send, Settings, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminInvoicePage, AdminInvoiceRow, IssuerStatus, VatTotal } from '@common/invoices/contracts';
import { INVOICE_KIND_LABELS, INVOICE_KINDS, INVOICE_SERIES, INVOICE_SERIES_LABELS } from '@common/invoices/rules';
import { formatPrice } from '@common/money';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { AdminPageHeader } from '../admin-page-header';
import { formatCount } from '../dashboard-format';
import { AdminListResults } from '../kit/admin-list-results';
import { RowLink, type Column } from '../kit/admin-table';
import { ClearFiltersButton, FilterDateRange, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { useListFilters } from '../kit/use-list-filters';
import { AnnulledBadge, InvoiceKindBadge, listInWords, vatRateLabel } from './invoice-badges';
import { InvoiceExportLink, useChainCheck } from './invoice-list-actions';
import { ADMIN_INVOICES_PATH, ADMIN_SUBMISSIONS_PATH, adminInvoicePath, invoiceListAddress } from './invoice-query';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);
const adminOrderPath = (id: number) => `/admin/orders/${id}`;
const SETTINGS_PATH = '/admin/settings';

export interface AdminInvoicesListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminInvoicePage | null;
  onRetry?: () => void;
}

/** The store's invoices: whether it can invoice, the VAT totals of the filter, the filters and the table. */
export function AdminInvoicesList({ page, onRetry }: AdminInvoicesListProps) {
  const { filters, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_INVOICES_PATH,
    address: invoiceListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const chain = useChainCheck();
  const rows = page?.data ?? [];
  const hasFilters = invoiceListAddress.isFiltered(filters);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Facturación"
        title="Facturas"
        description="Las simplificadas, las completas y las rectificativas, con su registro VERI*FACTU. Se emiten solas al cobrar un pedido, al pedir la clienta la factura completa y al devolver o cancelar."
        actions={
          <>
            <InvoiceExportLink filters={filters} />
            {chain.button}
            <Link to={ADMIN_SUBMISSIONS_PATH} className="btn-secondary">
              <Send aria-hidden="true" className="size-4" />
              Envíos a la AEAT
            </Link>
          </>
        }
      />

      {chain.result}

      {page && <IssuerNotice issuer={page.issuer} />}

      <div
        role="search"
        aria-label="Filtrar facturas"
        className="card grid grid-cols-2 items-end gap-3 p-4 md:grid-cols-3 2xl:grid-cols-[minmax(12rem,1fr)_repeat(4,minmax(0,auto))_auto]"
      >
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Factura, pedido, cliente, email o NIF" className="col-span-2 md:col-span-3 2xl:col-span-1" />
        <FilterSelect label="Serie" value={filters.series ?? ''} onChange={(value) => update({ series: oneOf(INVOICE_SERIES, value) })}>
          <option value="">Todas</option>
          {INVOICE_SERIES.map((series) => (
            <option key={series} value={series}>
              {INVOICE_SERIES_LABELS[series]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Tipo" value={filters.kind ?? ''} onChange={(value) => update({ kind: oneOf(INVOICE_KINDS, value) })}>
          <option value="">Todos</option>
          {INVOICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {`${kind} · ${INVOICE_KIND_LABELS[kind]}`}
            </option>
          ))}
        </FilterSelect>
        <FilterDateRange from={filters.from} to={filters.to} onChange={update} />
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      {page && <VatTotals totals={page.vat_totals} filtered={hasFilters} />}

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['factura', 'facturas']}
        loadingText="Cargando facturas…"
        errorTitle="No se pudo cargar la lista de facturas."
        onRetry={onRetry}
        table={{
          caption: 'Facturas, la más reciente primero',
          columns: INVOICE_COLUMNS,
          rows,
          rowKey: (row) => row.id,
          sortedBy: { key: 'issued_at', direction: 'descending' },
        }}
        cards={{
          label: 'Facturas',
          below: 'lg',
          items: rows.map((row) => <InvoiceCard key={row.id} row={row} />),
        }}
        empty={{
          filtered: hasFilters,
          icon: FileText,
          noMatch: { title: 'Ninguna factura coincide con estos filtros', hint: 'Prueba con otra búsqueda, otra serie, otro tipo u otras fechas.' },
          empty: { title: 'Todavía no hay facturas', hint: 'La primera se emite sola en cuanto se cobra un pedido.' },
        }}
        pagination={{ label: 'Paginación de facturas', hrefFor: (n) => `${ADMIN_INVOICES_PATH}${invoiceListAddress.queryString({ ...filters, page: n })}` }}
      />
    </div>
  );
}

/** Whether the store can invoice: what is missing in the settings (and how many paid orders wait), or that the demo's issuer is in use. */
export function IssuerNotice({ issuer }: { issuer: IssuerStatus }) {
  if (!issuer.ready) {
    const waiting = issuer.waiting_orders;
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-2xl border-2 border-danger/60 bg-danger/10 p-4 sm:flex-row sm:items-center sm:p-5">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-danger" />
        <div className="flex-1 text-sm text-fg">
          <p className="text-base font-semibold">
            No se pueden emitir facturas: {issuer.missing.length > 0 ? `faltan ${listInWords(issuer.missing)}` : 'faltan los datos del emisor'} en Configuración.
          </p>
          <p className="mt-1">
            {waiting > 0
              ? `${formatCount(waiting)} ${waiting === 1 ? 'pedido pagado espera su factura' : 'pedidos pagados esperan su factura'}: se emitirán en cuanto los datos estén completos.`
              : 'Los pedidos que se paguen esperarán su factura hasta que los datos estén completos.'}
          </p>
        </div>
        <Link to={SETTINGS_PATH} className="btn-primary shrink-0">
          <Settings aria-hidden="true" className="size-4" />
          Completar en Configuración
        </Link>
      </div>
    );
  }
  if (issuer.example) {
    return (
      <div role="note" className="flex flex-col gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-fg" />
        <p className="flex-1 text-sm text-fg">
          <strong className="font-semibold">Se factura con el emisor de ejemplo de la demo.</strong> Las facturas salen a nombre de una empresa ficticia: pon la razón social, el NIF y el
          domicilio social de la empresa en Configuración antes de vender de verdad.
        </p>
        <Link to={SETTINGS_PATH} className="btn-secondary shrink-0">
          <Settings aria-hidden="true" className="size-4" />
          Ir a Configuración
        </Link>
      </div>
    );
  }
  return null;
}

/** Base, VAT and total per VAT rate, of every invoice of the filter (not only this page). */
export function VatTotals({ totals, filtered }: { totals: readonly VatTotal[]; filtered: boolean }) {
  const sum = (pick: (total: VatTotal) => number) => totals.reduce((acc, total) => acc + Math.round(pick(total) * 100), 0) / 100;
  return (
    <section aria-labelledby="invoice-vat-totals-title" className="card overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-4 sm:px-5">
        <h2 id="invoice-vat-totals-title" className="font-display text-lg font-semibold tracking-tight text-fg">
          Totales por tipo de IVA
        </h2>
        <p className="text-xs text-muted">{filtered ? 'De todas las facturas del filtro' : 'De todas las facturas'}, no solo de esta página; las rectificativas restan y las anuladas no cuentan.</p>
      </div>
      {totals.length === 0 ? (
        <p className="px-4 pt-2 pb-4 text-sm text-muted sm:px-5">Sin facturas que sumar.</p>
      ) : (
        <div role="region" aria-label="Totales por tipo de IVA (se desplaza en horizontal)" tabIndex={0} className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Totales por tipo de IVA</caption>
            <thead className="border-y border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-2.5 sm:px-5">
                  Tipo de IVA
                </th>
                <th scope="col" className="px-4 py-2.5 text-right">
                  Base
                </th>
                <th scope="col" className="px-4 py-2.5 text-right">
                  IVA
                </th>
                <th scope="col" className="px-4 py-2.5 text-right">
                  Total
                </th>
                <th scope="col" className="px-4 py-2.5 text-right sm:pr-5">
                  Facturas
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {totals.map((total) => (
                <tr key={`${total.rate}-${total.exemption ?? ''}`}>
                  <th scope="row" className="px-4 py-2.5 font-semibold text-fg sm:px-5">
                    {vatRateLabel(total)}
                  </th>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums">{formatPrice(total.base)}</td>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums">{formatPrice(total.vat)}</td>
                  <td className="px-4 py-2.5 text-right font-semibold text-fg tabular-nums">{formatPrice(total.total)}</td>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums sm:pr-5">{formatCount(total.count)}</td>
                </tr>
              ))}
            </tbody>
            {totals.length > 1 && (
              <tfoot className="border-t border-line">
                <tr>
                  <th scope="row" className="px-4 py-2.5 font-semibold text-fg sm:px-5">
                    Suma
                  </th>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums">{formatPrice(sum((t) => t.base))}</td>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums">{formatPrice(sum((t) => t.vat))}</td>
                  <td className="px-4 py-2.5 text-right font-semibold text-fg tabular-nums">{formatPrice(sum((t) => t.total))}</td>
                  <td className="px-4 py-2.5 text-right text-fg tabular-nums sm:pr-5">{formatCount(totals.reduce((acc, t) => acc + t.count, 0))}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}

function PdfLink({ row, className }: { row: AdminInvoiceRow; className?: string }) {
  return (
    <a href={row.pdf_url} target="_blank" rel="noopener" className={className ?? 'relative inline-flex min-h-10 items-center gap-1.5 font-medium text-primary hover:underline'}>
      <FileDown aria-hidden="true" className="size-4" />
      PDF
      <span className="sr-only"> de la factura {row.number} (se abre en una pestaña nueva)</span>
    </a>
  );
}

const INVOICE_COLUMNS: readonly Column<AdminInvoiceRow>[] = [
  {
    header: 'Factura y fecha',
    sortKey: 'issued_at',
    className: 'py-3 pr-3 pl-4',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <>
        <RowLink to={adminInvoicePath(row.id)}>{row.number}</RowLink>
        <p className="text-xs text-muted">
          <time dateTime={row.issued_at}>{formatOrderDateTime(row.issued_at)}</time>
        </p>
        {row.rectifies_number && <p className="text-xs text-muted">Sobre {row.rectifies_number}</p>}
      </>
    ),
  },
  {
    header: 'Tipo',
    className: 'px-3 py-3',
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        <InvoiceKindBadge kind={row.kind} />
        {row.annulled && <AnnulledBadge />}
      </span>
    ),
  },
  {
    header: 'Cliente y pedido',
    className: 'px-3 py-3',
    cellClassName: 'max-w-56',
    cell: (row) => (
      <>
        <p className="truncate text-fg">{row.customer_name}</p>
        <p className="truncate text-xs text-muted">
          <Link to={adminOrderPath(row.order_id)} className="tabular-nums underline-offset-2 hover:text-fg hover:underline" aria-label={`Pedido ${row.order_number}`}>
            {row.order_number}
          </Link>
          {row.recipient ? ` · NIF ${row.recipient.tax_id}` : ''}
        </p>
      </>
    ),
  },
  { header: 'Base', className: 'px-3 py-3 text-right', cellClassName: 'whitespace-nowrap text-fg tabular-nums', cell: (row) => formatPrice(row.base) },
  { header: 'IVA', className: 'px-3 py-3 text-right', cellClassName: 'whitespace-nowrap text-fg tabular-nums', cell: (row) => formatPrice(row.vat) },
  { header: 'Total', className: 'px-3 py-3 text-right', cellClassName: 'font-semibold whitespace-nowrap text-fg tabular-nums', cell: (row) => formatPrice(row.total) },
  { header: 'PDF', className: 'py-3 pr-4 pl-3 text-right', cellClassName: 'whitespace-nowrap', cell: (row) => <PdfLink row={row} /> },
];

function InvoiceCard({ row }: { row: AdminInvoiceRow }) {
  return (
    <li className="flex flex-col gap-1.5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={adminInvoicePath(row.id)} className="font-semibold text-fg tabular-nums hover:text-primary hover:underline">
          {row.number}
        </Link>
        <span className="flex flex-wrap gap-1.5">
          {row.annulled && <AnnulledBadge />}
          <InvoiceKindBadge kind={row.kind} />
        </span>
      </div>
      <p className="truncate text-sm text-fg">
        {row.customer_name} <span className="text-muted">· {row.email}</span>
      </p>
      <p className="text-xs text-muted">
        <time dateTime={row.issued_at}>{formatOrderDateTime(row.issued_at)}</time> · Pedido{' '}
        <Link to={adminOrderPath(row.order_id)} className="underline underline-offset-2 hover:text-fg">
          {row.order_number}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg tabular-nums">
          Base {formatPrice(row.base)} · IVA {formatPrice(row.vat)} · <strong className="font-semibold">{formatPrice(row.total)}</strong>
        </p>
        <PdfLink row={row} />
      </div>
    </li>
  );
}
