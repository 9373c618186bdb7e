import { randomUUID } from 'node:crypto';
import type { CheckoutQuote, PlacedOrder } from '@common/checkout/contracts';
import { jsonOf, postJson, type Site } from './accounts';
import type { ApiProduct } from './catalog';

// Orders set up through the API for browser tests whose subject comes after the sale (returns,
// reviews): the checkout has its own tests.

export type Variant = ApiProduct['variants'][number] & { id: number };

const ADDRESS = { recipient_name: 'Irene Cambio', street: 'Calle del Pez 8, 1º', postal_code: '28004', city: 'Madrid', province: 'Madrid', phone: '612345678' };

/** Places the order (card for a customer, cash on delivery for a guest) and has staff deliver it. */
export async function deliveredOrder(
  site: Site,
  buyer: { token: string | null; email: string },
  items: { product: ApiProduct; variant: Variant }[],
  adminToken: string,
  method: 'card' | 'cash_on_delivery',
) {
  const post = (token: string | null, path: string, body: unknown) => postJson(site, token, path, body);
  const lines = items.map(({ product, variant }) => ({ product_id: product.id, variant_id: variant.id, quantity: 1 }));
  const quote = await jsonOf<{ data: CheckoutQuote }>(
    await post(buyer.token, '/api/checkout/quote', { items: lines, destination: { province: 'Madrid', postal_code: '28004' }, shipping_method: 'standard', payment_method: method }),
    'quote',
  );
  let payment = {};
  if (method === 'card') {
    const card = await jsonOf<{ data: { token: string } }>(
      await post(null, '/api/payments/test-gateway/tokens', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' }),
      'card token',
    );
    payment = { payment: { card_token: card.data.token } };
  }
  const placed = await jsonOf<{ data: PlacedOrder }>(
    await post(buyer.token, '/api/checkout/orders', {
      idempotency_key: randomUUID(),
      items: lines,
      email: buyer.email,
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: method,
      ...payment,
      expected_total: quote.data.totals.total,
      accept_terms: true,
    }),
    'place order',
  );
  const order = placed.data.order;
  const steps = [{ status: 'preparing' }, { status: 'shipped', carrier: 'correos', tracking_number: `PK${Date.now()}` }, { status: 'delivered' }];
  for (const step of steps) await jsonOf(await post(adminToken, `/api/admin/orders/${order.id}/status`, step), `status ${step.status}`);
  return order;
}
