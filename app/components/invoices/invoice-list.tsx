import clsx from 'clsx';
import { FileCheck2, FileDown, ReceiptText, Undo2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerInvoice } from '@common/invoices/contracts';
import { isRectifying, type InvoiceKind } from '@common/invoices/rules';
import { formatPrice } from '@common/money';
import { formatOrderShortDay } from '~/components/orders/order-format';

// The customer's invoices as Mis facturas and an order's page show them: number, kind, date, order,
// total (negative on corrective ones), who it is made out to, and the PDF behind a token link that
// works without the session (the same as the e-mail's).

type KindGroup = 'simplified' | 'full' | 'rectifying';

function groupOf(kind: InvoiceKind): KindGroup {
  if (isRectifying(kind)) return 'rectifying';
  return kind === 'F2' ? 'simplified' : 'full';
}

/** Each kind has its colour, its icon and its words: never the colour alone. */
const KIND_LOOK: Record<KindGroup, { icon: LucideIcon; tone: string }> = {
  simplified: { icon: ReceiptText, tone: 'bg-surface-muted text-fg ring-line' },
  full: { icon: FileCheck2, tone: 'bg-info/10 text-info ring-info/30' },
  rectifying: { icon: Undo2, tone: 'bg-warning/12 text-warning ring-warning/40' },
};

/**
 * The badge's words: the kind's label, short. What F3 and R5 add to it ('en sustitución de la
 * simplificada', 'de la simplificada') the row says in full with the invoice it names.
 */
const SHORT_LABELS: Record<InvoiceKind, string> = {
  F1: 'Factura completa',
  F2: 'Factura simplificada',
  F3: 'Factura completa',
  R1: 'Factura rectificativa',
  R5: 'Factura rectificativa',
};

/** 'Factura simplificada', 'Factura rectificativa'…: the kind as a small pill; corrective ones stand apart. */
export function InvoiceKindBadge({ invoice, className }: { invoice: Pick<CustomerInvoice, 'kind'>; className?: string }) {
  const group = groupOf(invoice.kind);
  const { icon: Icon, tone } = KIND_LOOK[group];
  return (
    <span
      data-kind={invoice.kind}
      className={clsx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tone, className)}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={2} />
      {SHORT_LABELS[invoice.kind]}
    </span>
  );
}

/** 'Anulada': an invoice whose record was annulled because it was issued in error. */
export function AnnulledBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger ring-1 ring-danger/30 ring-inset">
      Anulada
    </span>
  );
}

/** '42,90 €', or '−42,90 €' on a corrective invoice (a true minus sign, as the payment history writes it). */
export function formatInvoiceTotal(total: number): string {
  return total < 0 ? `−${formatPrice(-total)}` : formatPrice(total);
}

/** The invoice's file as the browser saves it. */
export const invoiceFileName = (number: string) => `factura-${number}.pdf`;

/** 'Descargar PDF', named with the invoice's number for whoever cannot see the row. */
export function InvoiceDownloadLink({ invoice, className = 'btn-secondary px-3 py-1.5 text-xs' }: { invoice: Pick<CustomerInvoice, 'number' | 'pdf_url'>; className?: string }) {
  return (
    <a href={invoice.pdf_url} download={invoiceFileName(invoice.number)} className={clsx('whitespace-nowrap', className)}>
      <FileDown aria-hidden="true" className="size-4" />
      Descargar PDF<span className="sr-only"> de la factura {invoice.number}</span>
    </a>
  );
}

interface InvoiceItemProps {
  invoice: CustomerInvoice;
  /** The invoices of the list that replace or rectify this one. */
  namedBy?: readonly CustomerInvoice[];
  /** Mis facturas names each invoice's order (a link to it); the order's own page does not. */
  showOrder?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** One invoice: its number as a heading, kind, date, order, recipient, total and the download. */
export function InvoiceItem({ invoice, namedBy = [], showOrder = true, headingLevel: Heading = 'h2' }: InvoiceItemProps) {
  const titleId = `invoice-${invoice.id}-title`;
  const corrective = isRectifying(invoice.kind);
  return (
    <article
      aria-labelledby={titleId}
      data-annulled={invoice.annulled || undefined}
      className="flex flex-col gap-3 @md:flex-row @md:items-start @md:justify-between @md:gap-4"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
          <Heading id={titleId} className={clsx('font-mono text-sm font-semibold tracking-tight', invoice.annulled && 'line-through decoration-1')}>
            <span className="sr-only">Factura </span>
            {invoice.number}
          </Heading>
          <InvoiceKindBadge invoice={invoice} />
          {invoice.annulled ? <AnnulledBadge /> : null}
        </div>
        <p className="mt-1.5 text-sm text-muted">
          <time dateTime={invoice.issued_at}>{formatOrderShortDay(invoice.issued_at)}</time>
          {showOrder ? (
            <>
              {' · '}
              <Link to={`/user/orders/${invoice.order_number}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                <span className="sr-only">Pedido </span>
                {invoice.order_number}
              </Link>
            </>
          ) : null}
          {invoice.return_number ? ` · Devolución ${invoice.return_number}` : null}
        </p>
        {invoice.rectifies_number ? (
          <p className="mt-1 text-sm text-muted">
            {corrective ? 'Rectifica' : 'Sustituye a'} la factura <span className="font-mono whitespace-nowrap">{invoice.rectifies_number}</span>
          </p>
        ) : null}
        {namedBy.map((other) => (
          <p key={other.id} className="mt-1 text-sm text-muted">
            {isRectifying(other.kind) ? 'Rectificada por' : 'Sustituida por'} la factura <span className="font-mono whitespace-nowrap">{other.number}</span>
          </p>
        ))}
        {invoice.recipient ? (
          <p className="mt-1 text-sm text-muted">
            A nombre de <span className="text-fg">{invoice.recipient.name}</span> (NIF {invoice.recipient.tax_id})
          </p>
        ) : null}
        {invoice.annulled ? <p className="mt-1 text-sm text-muted">Se emitió por error y ya no tiene validez.</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-3 @md:flex-col @md:items-end @md:gap-2">
        <p className="text-right">
          <span className="sr-only">Total: </span>
          <span className={clsx('font-semibold whitespace-nowrap tabular-nums', invoice.annulled && 'text-muted line-through decoration-1')}>
            {formatInvoiceTotal(invoice.total)}
          </span>
        </p>
        <InvoiceDownloadLink invoice={invoice} />
      </div>
    </article>
  );
}

interface InvoiceListProps {
  invoices: readonly CustomerInvoice[];
  /** Its name for assistive technology ('Tus facturas', 'Facturas del pedido'). */
  label: string;
  showOrder?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A list of invoices, one row each, divided by a line; a row lays out by the list's own width (a page, or an order's side column). */
export function InvoiceList({ invoices, label, showOrder = true, headingLevel, className }: InvoiceListProps) {
  const namedBy = (invoice: CustomerInvoice) => invoices.filter((other) => other.rectifies_number === invoice.number && !other.annulled);
  return (
    <ul aria-label={label} className={clsx('@container divide-y divide-line', className)}>
      {invoices.map((invoice) => (
        <li key={invoice.id} className="py-4 first:pt-0 last:pb-0">
          <InvoiceItem invoice={invoice} namedBy={namedBy(invoice)} showOrder={showOrder} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
