import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerInvoice, InvoiceRecipient, InvoiceRequestOutcome } from '@common/invoices/contracts';
import { isRectifying } from '@common/invoices/rules';
import type { Order } from '@common/orders/contracts';
import { Panel as OrderPanel } from '~/components/orders/order-view';
import { FullInvoiceRequest } from './full-invoice-form';
import type { InvoiceAccess } from './invoice-access';
import { InvoiceList } from './invoice-list';
import { PostedFullInvoiceRequest, type PostedInvoiceFailure } from './posted-invoice-request';

// 'Facturas' on an order's page, the customer's and the guest's: the order's invoices with their
// PDF, and while it has none but the simplified one, the way to ask for a full one with a NIF.

type OrderInvoiceFacts = Pick<Order, 'status' | 'total' | 'paid_at' | 'invoices' | 'invoice_recipient'>;

export type FullInvoiceState =
  /** A full invoice (F1, or F3 replacing the simplified one) stands. */
  | { kind: 'issued'; invoice: CustomerInvoice }
  /** A corrective invoice stands: the simplified one can no longer be replaced (the server's 409). */
  | { kind: 'corrective' }
  /** Never paid, or nothing to invoice. */
  | { kind: 'unavailable' }
  /** Asked for and saved: issued with the payment. */
  | { kind: 'pending'; recipient: InvoiceRecipient }
  | { kind: 'available' };

/** Whether the order can still ask for its full invoice, as the server decides it (annulled invoices do not count). */
export function fullInvoiceState(order: OrderInvoiceFacts): FullInvoiceState {
  const standing = order.invoices.filter((invoice) => !invoice.annulled);
  const full = standing.find((invoice) => invoice.kind === 'F1' || invoice.kind === 'F3');
  if (full) return { kind: 'issued', invoice: full };
  if (standing.some((invoice) => isRectifying(invoice.kind))) return { kind: 'corrective' };
  if (order.status === 'cancelled' || order.status === 'payment_failed' || order.total <= 0) return { kind: 'unavailable' };
  if (order.invoice_recipient && standing.length === 0) return { kind: 'pending', recipient: order.invoice_recipient };
  return { kind: 'available' };
}

/** 'Nombre (NIF 12345678Z)'. */
export const recipientText = (recipient: InvoiceRecipient) => `${recipient.name} (NIF ${recipient.tax_id})`;

interface OrderInvoicesProps {
  order: OrderInvoiceFacts;
  /** How to ask for the full invoice; without it the section only lists (the checkout's confirmation). */
  access?: InvoiceAccess;
  /** Reads the order again once a full invoice was asked for, so the new invoice shows. */
  onChanged?: () => void | Promise<void>;
  /**
   * Instead of `access`: the request is a plain form posted to the page's action, which answers
   * with the order read again and what happened (the guest's lookup, which works without JavaScript).
   */
  posted?: { hidden: Readonly<Record<string, string>>; outcome: InvoiceRequestOutcome | null; failure: PostedInvoiceFailure | null };
}

export function OrderInvoices({ order, access, onChanged, posted }: OrderInvoicesProps) {
  const [sent, setSent] = useState<InvoiceRequestOutcome | null>(null);
  const outcome = posted ? posted.outcome : sent;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const state = fullInvoiceState(order);
  const hasSimplified = order.invoices.some((invoice) => invoice.kind === 'F2' && !invoice.annulled);
  const canAsk = (access || posted) && (state.kind === 'available' || state.kind === 'pending');
  const explanation = hasSimplified
    ? 'Emitiremos al momento una factura completa que sustituye a la simplificada y te la enviaremos por email.'
    : 'La factura completa se emitirá con el pago del pedido y te la enviaremos por email.';

  // The action's answer (the form that sent it is gone or closed): the focus goes to what happened.
  const postedOutcome = posted?.outcome ?? null;
  useEffect(() => {
    if (postedOutcome) outcomeRef.current?.focus();
  }, [postedOutcome]);

  if (order.invoices.length === 0 && state.kind === 'unavailable' && !outcome) return null;

  async function requested(next: InvoiceRequestOutcome) {
    await onChanged?.();
    setSent(next);
    // The form goes away with the button that sent it: the focus goes to what happened.
    window.requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  return (
    <OrderPanel id="order-invoices-title" title="Facturas">
      <div className="grid gap-4">
        {order.invoices.length > 0 ? (
          <InvoiceList invoices={order.invoices} label="Facturas del pedido" showOrder={false} headingLevel="h3" />
        ) : state.kind === 'pending' ? null : (
          <p className="text-sm text-muted">
            {order.paid_at ? 'Estamos emitiendo la factura: la verás aquí y te la enviaremos por email.' : 'Emitimos la factura con el pago del pedido y te la enviamos por email.'}
          </p>
        )}

        {state.kind === 'pending' && outcome?.outcome !== 'saved' ? (
          <p className="rounded-xl bg-surface-muted p-4 text-sm">
            La factura completa a nombre de <strong className="font-semibold">{recipientText(state.recipient)}</strong>{' '}
            {order.paid_at ? 'se emitirá en breve; te la enviaremos por email.' : 'se emitirá con el pago.'}
          </p>
        ) : null}

        <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none focus-visible:ring-2 focus-visible:ring-focus rounded-xl">
          {outcome ? (
            <p className="flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 p-4 text-sm font-medium text-fg">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={2} />
              <span>{outcome.message}</span>
            </p>
          ) : null}
        </div>

        {canAsk ? (
          <div className="grid gap-3 border-t border-line pt-4">
            {state.kind === 'available' ? (
              <p className="text-sm text-muted">
                Por defecto emitimos factura simplificada. Si necesitas una factura completa con tu NIF (para tu empresa o tu actividad), pídela aquí.
              </p>
            ) : null}
            {posted ? (
              <PostedFullInvoiceRequest
                hidden={posted.hidden}
                recipient={state.kind === 'pending' ? state.recipient : null}
                explanation={explanation}
                failure={posted.failure}
              />
            ) : access ? (
              <FullInvoiceRequest access={access} recipient={state.kind === 'pending' ? state.recipient : null} explanation={explanation} onRequested={requested} />
            ) : null}
          </div>
        ) : state.kind === 'corrective' && (access || posted) ? (
          <p className="text-sm text-muted">
            Este pedido ya tiene una factura rectificativa, así que no podemos sustituir su factura simplificada.{' '}
            <Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
              Escríbenos
            </Link>{' '}
            si necesitas una factura completa.
          </p>
        ) : null}
      </div>
    </OrderPanel>
  );
}
