import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerInvoice } from '@common/invoices/contracts';
import { formatPrice } from '@common/money';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { AnnulledBadge, InvoiceKindBadge } from './invoice-badges';
import { adminInvoicePath } from './invoice-query';

/**
 * The invoices of one order on the staff's order page: the sale's, the full one replacing it and
 * any corrective ones, each with its PDF; the number opens the invoice for those who hold
 * invoices.manage.
 */
export function OrderInvoicesPanel({ invoices, canOpen }: { invoices: readonly CustomerInvoice[]; canOpen: boolean }) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices-title" className="card p-5 sm:p-6">
      <h2 id="order-invoices-title" className="font-display text-lg font-semibold tracking-tight">
        Facturas
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              {canOpen ? (
                <Link to={adminInvoicePath(invoice.id)} className="font-semibold text-fg tabular-nums underline-offset-4 hover:text-primary hover:underline">
                  {invoice.number}
                </Link>
              ) : (
                <span className="font-semibold text-fg tabular-nums">{invoice.number}</span>
              )}
              <InvoiceKindBadge kind={invoice.kind} />
              {invoice.annulled && <AnnulledBadge />}
            </div>
            <span className="text-sm text-muted">
              <time dateTime={invoice.issued_at}>{formatOrderDateTime(invoice.issued_at)}</time>
            </span>
            <span className="text-sm font-semibold text-fg tabular-nums">{formatPrice(invoice.total)}</span>
            <a href={invoice.pdf_url} target="_blank" rel="noopener" className="relative inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-primary hover:underline">
              <FileDown aria-hidden="true" className="size-4" />
              PDF
              <span className="sr-only"> de la factura {invoice.number} (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
