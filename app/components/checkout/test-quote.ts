import type { CheckoutQuote, QuoteLine } from '@common/checkout/contracts';

// Quotes as POST /checkout/quote answers them, for the checkout's component tests.

export function makeQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  const quantity = overrides.quantity ?? 1;
  const unit = overrides.unit_price ?? 29.9;
  return {
    product_id: 1,
    variant_id: 11,
    product_slug: 'camisa-de-lino',
    product_name: 'Camisa de lino',
    brand_name: 'ruediverso',
    size: 'M',
    color_name: 'Marino',
    sku: 'CAM-LIN-M',
    image_url: null,
    unit_price: unit,
    list_price: unit,
    requested_quantity: quantity,
    quantity,
    available: 10,
    promotion: null,
    line_total: Math.round(unit * quantity * 100) / 100,
    changes: [],
    notice: null,
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  const lines = overrides.lines ?? [makeQuoteLine()];
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.line_total, 0) * 100) / 100;
  const shipping = subtotal >= 60 ? 0 : 4.95;
  const total = Math.round((subtotal + shipping) * 100) / 100;
  return {
    lines,
    shipping_zone: 'peninsula',
    shipping_options: [
      { method: 'standard', name: 'Envío estándar', description: '2–4 días laborables', fee: shipping, base_fee: 4.95, is_free: shipping === 0, available: true },
      { method: 'express', name: 'Envío exprés', description: '24 horas', fee: 9.95, base_fee: 9.95, is_free: false, available: true },
    ],
    payment_options: [
      { method: 'card', name: 'Tarjeta', description: 'Visa o Mastercard', fee: 0, available: true },
      { method: 'bizum', name: 'Bizum', description: 'Con tu móvil', fee: 0, available: true },
      { method: 'cash_on_delivery', name: 'Contra reembolso', description: 'En efectivo al recibirlo', fee: 3, available: true },
      { method: 'bank_transfer', name: 'Transferencia bancaria', description: 'Lo preparamos al recibirla', fee: 0, available: true },
    ],
    coupon: null,
    totals: { subtotal, promotions: 0, discount: 0, shipping, payment_fee: 0, vat_exemption: 0, total, vat: Math.round(total * 21) / 121, vat_rate: 21 },
    free_shipping: { threshold: 60, missing: Math.max(0, Math.round((60 - subtotal) * 100) / 100), promotion: null },
    has_changes: lines.some((line) => line.changes.length > 0),
    can_place: lines.every((line) => line.quantity === line.requested_quantity),
    ...overrides,
  };
}
