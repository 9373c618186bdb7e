import type { AdminReturn, AdminReturnPage } from '@common/returns/contracts';
import { RETURN_STATUS_LABELS, RETURN_STATUSES } from '@common/returns/rules';

type Row = AdminReturnPage['data'][number];

/** A row of the staff queue, as GET /api/admin/returns answers it. */
export function makeReturnRow(overrides: Partial<Row> = {}): Row {
  return {
    id: 7,
    number: 'DV-2026-000045',
    order_number: 'TD-2026-000123',
    order_id: 12,
    kind: 'return',
    kind_label: 'Devolución o cambio',
    status: 'requested',
    status_label: 'Solicitada',
    item_count: 2,
    refund_total: 39.9,
    first_image_url: null,
    requested_at: '2026-11-24T17:05:00.000Z',
    customer_name: 'Lucía Fernández',
    email: 'lucia@example.com',
    reasons: ['Talla pequeña', 'Defectuoso'],
    has_exchange: true,
    ...overrides,
  };
}

/** A page of the queue with some count for each state. */
export function makeReturnPage(rows: Row[]): AdminReturnPage {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: rows.length,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    status_facets: RETURN_STATUSES.map((status) => ({ status, label: RETURN_STATUS_LABELS[status], count: status === 'requested' ? 3 : status === 'received' ? 2 : 0 })),
  };
}

const NO_ACTIONS: AdminReturn['actions'] = { pickup: false, receive: false, refund: false, mark_refund_paid: false, retry_refund: false, exchange: false, reject: false };

/** A return as GET /api/admin/returns/{id} answers it: one line refunded, one exchanged. */
export function makeAdminReturn(overrides: Partial<Omit<AdminReturn, 'actions'>> & { actions?: Partial<AdminReturn['actions']> } = {}): AdminReturn {
  const { actions, ...rest } = overrides;
  return {
    id: 7,
    number: 'DV-2026-000045',
    order_number: 'TD-2026-000123',
    kind: 'return',
    kind_label: 'Devolución o cambio',
    status: 'requested',
    status_label: 'Solicitada',
    item_count: 2,
    refund_total: 39.9,
    first_image_url: null,
    requested_at: '2026-11-24T17:05:00.000Z',
    lines: [
      {
        id: 11,
        order_line_id: 101,
        product_name: 'Camisa de lino azul',
        product_slug: 'camisa-de-lino-azul',
        size: 'M',
        color_name: 'Azul',
        sku: 'CAM-01-M-AZUL',
        image_url: null,
        quantity: 1,
        reason: 'defectuoso',
        reason_label: 'Defectuoso',
        resolution: 'refund',
        exchange: null,
        refund: 39.9,
        condition: null,
        condition_label: null,
        received_at: null,
      },
      {
        id: 12,
        order_line_id: 102,
        product_name: 'Vestido midi',
        product_slug: 'vestido-midi',
        size: 'S',
        color_name: 'Negro',
        sku: 'VES-02-S-NEGRO',
        image_url: null,
        quantity: 1,
        reason: 'talla_pequena',
        reason_label: 'Talla pequeña',
        resolution: 'exchange',
        exchange: { variant_id: 55, size: 'M', color_name: 'Negro', sku: 'VES-02-M-NEGRO' },
        refund: 0,
        condition: null,
        condition_label: null,
        received_at: null,
      },
    ],
    refund: { lines_total: 39.9, coupon_code: null, coupon_share: 0, vat_exemption_share: 0, shipping: 0, total: 39.9 },
    refund_method: 'original',
    refund_method_label: 'A la tarjeta con la que pagó',
    refund_iban: null,
    refund_status: 'not_due',
    rejection_reason: null,
    comment: null,
    pickup_address: { recipient_name: 'Lucía Fernández', street: 'Calle Mayor 1', postal_code: '28013', city: 'Madrid', province: 'Madrid', phone: '600111222' },
    exchange_order_number: null,
    sheet_url: '/api/user/returns/DV-2026-000045/sheet',
    picked_up_at: null,
    received_at: null,
    refunded_at: null,
    events: [{ id: 1, kind: 'requested', to_status: 'requested', message: 'Devolución solicitada.', actor_kind: 'customer', actor_name: 'Lucía Fernández', created_at: '2026-11-24T17:05:00.000Z' }],
    order: { id: 3, number: 'TD-2026-000123', status: 'delivered', payment_method: 'card', total: 79.8, delivered_at: '2026-11-20T10:00:00.000Z' },
    customer: { user_id: 5, name: 'Lucía Fernández', email: 'lucia@example.com', phone: '600111222' },
    refunds: [],
    refund_iban_full: null,
    exchange_order_id: null,
    ...rest,
    actions: { ...NO_ACTIONS, ...actions },
  };
}
