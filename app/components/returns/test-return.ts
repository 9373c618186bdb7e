import type { RefundQuote, Return, ReturnOptions, ReturnSummary } from '@common/returns/contracts';
import { RETURN_KIND_LABELS, RETURN_STATUS_LABELS } from '@common/returns/rules';

// Returns as the API sends them, for component tests of every screen that shows one.

type ReturnableLine = ReturnOptions['lines'][number];

export function makeReturnableLine(overrides: Partial<ReturnableLine> = {}): ReturnableLine {
  return {
    order_line_id: 1,
    product_name: 'Camisa de lino',
    size: 'M',
    color_name: 'Arena',
    image_url: '/storage/camisa.webp',
    unit_price: 39.95,
    quantity: 2,
    returnable_quantity: 2,
    not_returnable_reason: null,
    exchange_options: [
      { variant_id: 101, size: 'L', color_name: 'Arena', available: true },
      { variant_id: 102, size: 'XL', color_name: 'Arena', available: false },
    ],
    ...overrides,
  };
}

export function makeReturnOptions(overrides: Partial<ReturnOptions> = {}): ReturnOptions {
  return {
    order_number: 'TD-2026-000123',
    delivered_at: '2026-11-22T10:00:00.000Z',
    return_window_days: 30,
    return_until: '2026-12-22T10:00:00.000Z',
    withdraw_until: '2026-12-06T10:00:00.000Z',
    can_return: true,
    can_withdraw: true,
    refused_reason: null,
    refund_method: 'original',
    refund_method_label: 'A la misma tarjeta (Visa •••• 4242)',
    pickup_address: {
      recipient_name: 'Lucía Fernández',
      street: 'Calle de Lavapiés 21, 3º B',
      postal_code: '28012',
      city: 'Madrid',
      province: 'Madrid',
      phone: '612345678',
    },
    lines: [makeReturnableLine()],
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<RefundQuote> = {}): RefundQuote {
  return {
    lines: [{ order_line_id: 1, quantity: 1, resolution: 'refund', refund: 39.95 }],
    lines_total: 39.95,
    discount_share: 0,
    shipping: 0,
    total: 39.95,
    refund_method: 'original',
    refund_method_label: 'A la misma tarjeta (Visa •••• 4242)',
    unavailable_exchanges: [],
    ...overrides,
  };
}

export function makeReturn(overrides: Partial<Return> = {}): Return {
  const status = overrides.status ?? 'requested';
  const kind = overrides.kind ?? 'return';
  return {
    id: 7,
    number: 'DV-2026-000045',
    order_number: 'TD-2026-000123',
    kind,
    kind_label: RETURN_KIND_LABELS[kind],
    status,
    status_label: RETURN_STATUS_LABELS[status],
    item_count: 1,
    refund_total: 39.95,
    first_image_url: '/storage/camisa.webp',
    requested_at: '2026-11-25T17:05:00.000Z',
    lines: [
      {
        id: 70,
        order_line_id: 1,
        product_name: 'Camisa de lino',
        product_slug: 'camisa-de-lino',
        size: 'M',
        color_name: 'Arena',
        sku: 'CAM-LIN-M-ARE',
        image_url: '/storage/camisa.webp',
        quantity: 1,
        reason: 'talla_pequena',
        reason_label: 'Talla pequeña',
        resolution: 'refund',
        exchange: null,
        refund: 39.95,
        condition: null,
        condition_label: null,
        received_at: null,
      },
    ],
    refund: { lines_total: 39.95, coupon_code: null, coupon_share: 0, vat_exemption_share: 0, shipping: 0, total: 39.95 },
    refund_method: 'original',
    refund_method_label: 'A la misma tarjeta (Visa •••• 4242)',
    refund_iban: null,
    refund_status: 'pending',
    rejection_reason: null,
    comment: null,
    pickup_address: makeReturnOptions().pickup_address,
    exchange_order_number: null,
    sheet_url: '/api/returns/DV-2026-000045/sheet?token=abc',
    picked_up_at: null,
    received_at: null,
    refunded_at: null,
    events: [
      { id: 1, kind: 'requested', to_status: 'requested', message: 'Devolución solicitada.', actor_kind: 'customer', actor_name: 'Lucía Fernández', created_at: '2026-11-25T17:05:00.000Z' },
    ],
    ...overrides,
  };
}

export function returnSummaryOf(ret: Return): ReturnSummary {
  const { id, number, order_number, kind, kind_label, status, status_label, item_count, refund_total, first_image_url, requested_at } = ret;
  return { id, number, order_number, kind, kind_label, status, status_label, item_count, refund_total, first_image_url, requested_at };
}
