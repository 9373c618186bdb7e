import { useEffect, useState } from 'react';
import type { CheckoutQuote } from '@common/checkout/contracts';
import type { CartItem } from '@common/cart/lines';
import { fetchQuote } from '~/components/checkout/checkout-api';
import { checkoutItemsOf, quoteLineKey } from '~/components/checkout/checkout-storage';

/** How long the cart waits after the last change before asking the server. */
const PROMOTIONS_DEBOUNCE_MS = 300;

export interface CartPromotions {
  /** Per cart line (itemKey), what its automatic promotion takes off. */
  lines: ReadonlyMap<string, NonNullable<CheckoutQuote['lines'][number]['promotion']>>;
  totals: CheckoutQuote['totals'];
  freeShipping: CheckoutQuote['free_shipping'];
}

/**
 * The automatic promotions of the cart ("2ª unidad al 50 %", "3x2", free shipping from X €) as the
 * server's quote applies them — the same rule the checkout charges — asked while the panel is open,
 * a moment after the last change. Null until the answer for these very lines is known (or when it
 * cannot be had: the cart then shows its own figures, without promotions).
 */
export function useCartPromotions(items: readonly CartItem[], isOpen: boolean): CartPromotions | null {
  const body = items.length > 0 ? JSON.stringify(checkoutItemsOf(items)) : null;
  const [answer, setAnswer] = useState<{ for: string; promotions: CartPromotions } | null>(null);

  useEffect(() => {
    if (!isOpen || body == null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchQuote({ items: JSON.parse(body) as ReturnType<typeof checkoutItemsOf> }, controller.signal)
        .then((quote) => {
          const lines = new Map(quote.lines.flatMap((line) => (line.promotion ? [[quoteLineKey(line), line.promotion] as const] : [])));
          setAnswer({ for: body, promotions: { lines, totals: quote.totals, freeShipping: quote.free_shipping } });
        })
        .catch(() => undefined);
    }, PROMOTIONS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [body, isOpen]);

  return answer && answer.for === body ? answer.promotions : null;
}
