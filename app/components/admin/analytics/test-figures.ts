import type { AdminSalesAnalytics } from '@common/analytics/contracts';

/** Sales and returns of 1–5 November 2026 as GET /api/admin/analytics/sales answers them, for component tests. */
export const SALES_FIGURES: AdminSalesAnalytics = {
  from: '2026-11-01',
  to: '2026-11-05',
  days: 5,
  totals: { revenue_cents: 1_234_050, orders: 87, average_order_cents: 14_184, units_sold: 240 },
  per_day: [
    { date: '2026-11-01', revenue_cents: 210_000, orders: 15 },
    { date: '2026-11-02', revenue_cents: 0, orders: 0 },
    { date: '2026-11-03', revenue_cents: 402_050, orders: 30 },
    { date: '2026-11-04', revenue_cents: 102_000, orders: 9 },
    { date: '2026-11-05', revenue_cents: 520_000, orders: 33 },
  ],
  top_products: [
    { product_id: 4, name: 'Camisa de lino azul', units: 31, revenue_cents: 151_900 },
    { product_id: 7, name: 'Vestido midi', units: 12, revenue_cents: 70_800 },
    { product_id: null, name: 'Chaqueta retirada', units: 3, revenue_cents: 23_700 },
  ],
  returns: {
    units_sold: 240,
    units_returned: 12,
    return_rate: 5,
    returns_count: 10,
    top_reasons: [
      { reason: 'talla_pequena', label: 'Talla pequeña', units: 7 },
      { reason: 'no_como_foto', label: 'No es como en la foto', units: 5 },
    ],
    by_product: [{ product_id: 4, product_name: 'Camisa de lino azul', units: 9, reasons: [{ reason: 'talla_pequena', label: 'Talla pequeña', units: 9 }] }],
    by_size: [
      { size: 'S', units: 8, reasons: [{ reason: 'talla_pequena', label: 'Talla pequeña', units: 6 }, { reason: 'no_como_foto', label: 'No es como en la foto', units: 2 }] },
    ],
  },
  reviews: { average: 4.5, count: 12 },
  reviews_all_time: { average: 4.2, count: 140 },
};

/** The same period without a sale, a return or a review. */
export const EMPTY_SALES_FIGURES: AdminSalesAnalytics = {
  ...SALES_FIGURES,
  totals: { revenue_cents: 0, orders: 0, average_order_cents: 0, units_sold: 0 },
  per_day: SALES_FIGURES.per_day.map((day) => ({ ...day, revenue_cents: 0, orders: 0 })),
  top_products: [],
  returns: { units_sold: 0, units_returned: 0, return_rate: 0, returns_count: 0, top_reasons: [], by_product: [], by_size: [] },
  reviews: { average: null, count: 0 },
  reviews_all_time: { average: null, count: 0 },
};
