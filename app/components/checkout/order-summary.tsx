import clsx from 'clsx';
import type { CheckoutQuote } from '@common/checkout/contracts';
import { formatPrice } from '@common/money';
import { variantText } from './review-step';

interface OrderSummaryProps {
  /** The latest quote (the server's first one, drawn from the cart cookie, until the browser asks again). */
  quote: CheckoutQuote | null;
  /** True while the quote does not answer the cart and the choices of now yet. */
  isQuoting: boolean;
}

/**
 * 'Tu pedido' at the top of the checkout: each line and the total as priced for the choices so
 * far. With the cart cookie the server draws it in the first HTML (issue 36), so what is bought
 * is on the screen before any script runs; a new quote replaces it in place, never moving the steps.
 */
export function OrderSummary({ quote, isQuoting }: OrderSummaryProps) {
  return (
    <section aria-labelledby="resumen-titulo" aria-busy={isQuoting} className="card mb-4 px-4 py-4 sm:px-6">
      <h2 id="resumen-titulo" className="font-display text-lg font-semibold">
        Tu pedido
      </h2>
      {quote ? (
        <div className={clsx('transition-opacity motion-reduce:transition-none', isQuoting && 'opacity-60')}>
          <ul aria-label="Prendas del pedido" className="mt-2 divide-y divide-line text-sm">
            {quote.lines.map((line) => {
              const variant = variantText(line);
              return (
                <li key={`${line.product_id}:${line.variant_id ?? 'none'}`} className="flex items-baseline justify-between gap-4 py-2">
                  <span className="min-w-0">
                    <span className="font-medium">{line.product_name}</span>
                    <span className="block text-muted tabular-nums">
                      {variant ? `${variant} · ` : ''}
                      {line.quantity} × {formatPrice(line.unit_price)}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatPrice(line.line_total)}</span>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <span className="font-semibold">Total</span>
            <span className="font-display text-xl font-semibold tabular-nums">{formatPrice(quote.totals.total)}</span>
          </p>
        </div>
      ) : (
        <p role="status" className="mt-2 text-sm text-muted">
          Calculando tu pedido…
        </p>
      )}
    </section>
  );
}
