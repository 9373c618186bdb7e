import { TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import type { CheckoutQuote, QuoteLine } from '@common/checkout/contracts';

/** The lines that cannot be served as asked: fewer units, sold out or no longer on sale. */
export function blockingLines(quote: Pick<CheckoutQuote, 'lines'>): QuoteLine[] {
  return quote.lines.filter((line) => line.quantity < line.requested_quantity);
}

export function changedLines(quote: Pick<CheckoutQuote, 'lines'>): QuoteLine[] {
  return quote.lines.filter((line) => line.changes.length > 0 || line.notice !== null);
}

function lineName(line: QuoteLine): string {
  const variant = [line.size && `talla ${line.size}`, line.color_name].filter(Boolean).join(', ');
  return variant ? `${line.product_name} (${variant})` : line.product_name;
}

interface QuoteChangesAlertProps {
  quote: CheckoutQuote;
  /** The 409's sentence when the order was refused because of these changes. */
  message?: string | null;
  /** Takes a line out of the browser's cart. */
  onRemoveLine: (line: QuoteLine) => void;
  /** Brings the browser's cart to the quantities and prices of the quote. */
  onUpdateCart: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What changed since the cart was filled — a price, the stock — shown before paying, never applied
 * silently. Lines that cannot be served as asked block the order until the cart is brought up to date.
 */
export function QuoteChangesAlert({ quote, message, onRemoveLine, onUpdateCart, ref }: QuoteChangesAlertProps) {
  const changed = changedLines(quote);
  if (changed.length === 0 && !message) return null;
  const blocking = blockingLines(quote);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-2xl border border-warning/40 bg-warning/10 px-4 py-4 text-sm text-fg focus:outline-none focus-visible:ring-2 focus-visible:ring-focus sm:px-5">
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" strokeWidth={2} />
        <span>{message ?? 'Algunos productos de tu carrito han cambiado desde que los añadiste.'}</span>
      </p>
      {changed.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 pl-6">
          {changed.map((line) => {
            const isBlocking = line.quantity < line.requested_quantity;
            return (
              <li key={`${line.product_id}:${line.variant_id ?? 'none'}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span>
                  <strong className="font-semibold">{lineName(line)}</strong>: {line.notice ?? 'Ha cambiado.'}
                </span>
                {isBlocking && line.quantity === 0 ? (
                  <button
                    type="button"
                    onClick={() => onRemoveLine(line)}
                    className="rounded-full px-2 py-0.5 text-xs font-semibold underline underline-offset-4 hover:text-danger"
                  >
                    Quitar {line.product_name} del carrito
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {blocking.length > 0 ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-warning/30 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p>Para hacer el pedido, actualiza tu carrito con las unidades que quedan.</p>
          <button type="button" onClick={onUpdateCart} className="btn-primary shrink-0">
            Actualizar mi carrito
          </button>
        </div>
      ) : changed.length > 0 ? (
        <p className="mt-3 text-muted">Revisa los importes antes de pagar: el total de abajo ya tiene en cuenta estos cambios.</p>
      ) : null}
    </div>
  );
}
