import type { Order, OrderEvent, OrderLine, OrderPayment, OrderSummary } from '@common/orders/contracts';
import { ORDER_STATUS_LABELS } from '@common/orders/rules';

// Orders as the API sends them, for component tests of every screen that shows one.

export function makeOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    product_id: 10,
    product_slug: 'camisa-de-lino',
    product_name: 'Camisa de lino',
    brand_name: 'Rue Diverso',
    variant_id: 100,
    size: 'M',
    color_name: 'Arena',
    sku: 'CAM-LIN-M-ARE',
    image_url: '/storage/camisa.webp',
    unit_price: 39.95,
    list_price: 49.95,
    quantity: 2,
    promotion: null,
    line_total: 79.9,
    vat_rate: 21,
    ...overrides,
  };
}

export function makeOrderEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: 1,
    kind: 'placed',
    from_status: null,
    to_status: 'pending_payment',
    message: 'Pedido realizado.',
    actor_kind: 'customer',
    actor_name: 'Lucía Fernández',
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function makeOrderPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id: 1,
    kind: 'charge',
    method: 'card',
    status: 'succeeded',
    amount: 79.9,
    card_brand: 'visa',
    card_last4: '4242',
    failure_message: null,
    created_at: '2026-11-20T09:31:00.000Z',
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const status = overrides.status ?? 'paid';
  return {
    id: 1,
    number: 'TD-2026-000123',
    status,
    status_label: ORDER_STATUS_LABELS[status],
    payment_method: 'card',
    payment_status: 'paid',
    total: 79.9,
    item_count: 2,
    first_image_url: '/storage/camisa.webp',
    created_at: '2026-11-20T09:30:00.000Z',
    email: 'lucia@example.com',
    customer_name: 'Lucía Fernández',
    phone: '612345678',
    shipping_method: 'standard',
    shipping_zone: 'peninsula',
    shipping_address: {
      recipient_name: 'Lucía Fernández',
      street: 'Calle de Lavapiés 21, 3º B',
      postal_code: '28012',
      city: 'Madrid',
      province: 'Madrid',
      phone: '612345678',
    },
    totals: { subtotal: 79.9, promotions: 0, discount: 0, shipping: 0, payment_fee: 0, vat_exemption: 0, total: 79.9, vat: 13.87, vat_rate: 21 },
    coupon_code: null,
    customer_note: null,
    cancel_reason: null,
    tracking: null,
    lines: [makeOrderLine()],
    payments: [makeOrderPayment()],
    events: [
      makeOrderEvent(),
      makeOrderEvent({ id: 2, kind: 'payment', from_status: 'pending_payment', to_status: 'paid', message: 'Pago con tarjeta confirmado.', actor_kind: 'system', actor_name: null, created_at: '2026-11-20T09:31:00.000Z' }),
    ],
    can_cancel: status === 'pending_payment' || status === 'paid' || status === 'preparing',
    payment_due_at: null,
    paid_at: '2026-11-20T09:31:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    invoices: [],
    invoice_recipient: null,
    ...overrides,
  };
}

export function summaryOf(order: Order): OrderSummary {
  const { id, number, status, status_label, payment_method, payment_status, total, item_count, first_image_url, created_at } = order;
  return { id, number, status, status_label, payment_method, payment_status, total, item_count, first_image_url, created_at };
}
