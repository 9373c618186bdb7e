import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS_DEFAULTS } from '../settings/contracts';
import { quoteTotals, shippingOptions, vatIncluded, type PricingSettings } from './pricing';

const settings: PricingSettings = STORE_SETTINGS_DEFAULTS;
const line = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity });

describe('order totals', () => {
  it('adds the zone fee below the free-shipping threshold and shows the VAT inside the total', () => {
    const totals = quoteTotals({ lines: [line(2990)], zone: 'peninsula', shippingMethod: 'standard', paymentMethod: 'card', discountCents: 0, settings });
    expect(totals).toMatchObject({ subtotalCents: 2990, shippingCents: 495, paymentFeeCents: 0, totalCents: 3485, vatRate: 21 });
    expect(totals.vatCents).toBe(vatIncluded(3485, 21));
    expect(totals.vatCents).toBe(605);
  });

  it('ships standard for free from the threshold, counted after the discount', () => {
    const atThreshold = quoteTotals({ lines: [line(3000, 2)], zone: 'peninsula', shippingMethod: 'standard', paymentMethod: null, discountCents: 0, settings });
    expect(atThreshold.shippingCents).toBe(0);
    const discounted = quoteTotals({ lines: [line(3000, 2)], zone: 'peninsula', shippingMethod: 'standard', paymentMethod: null, discountCents: 600, settings });
    expect(discounted).toMatchObject({ discountCents: 600, shippingCents: 495, totalCents: 6000 - 600 + 495 });
  });

  it('charges express always, and offers it in the peninsula only', () => {
    expect(shippingOptions('peninsula', 10000, settings).find((o) => o.method === 'express')).toMatchObject({ available: true, feeCents: 995 });
    expect(shippingOptions('baleares', 1000, settings).find((o) => o.method === 'express')?.available).toBe(false);
    expect(shippingOptions('baleares', 1000, settings).find((o) => o.method === 'standard')?.feeCents).toBe(695);
  });

  it('adds the cash-on-delivery fee', () => {
    const totals = quoteTotals({ lines: [line(7000)], zone: 'peninsula', shippingMethod: 'standard', paymentMethod: 'cash_on_delivery', discountCents: 0, settings });
    expect(totals).toMatchObject({ shippingCents: 0, paymentFeeCents: 300, totalCents: 7300 });
  });

  it('takes the VAT off for Canarias, Ceuta and Melilla', () => {
    const totals = quoteTotals({ lines: [line(12100)], zone: 'islands', shippingMethod: 'standard', paymentMethod: 'card', discountCents: 0, settings });
    expect(totals).toMatchObject({ subtotalCents: 12100, shippingCents: 0, vatExemptionCents: 2100, totalCents: 10000, vatCents: 0, vatRate: 0 });
  });

  it('never discounts more than the goods', () => {
    const totals = quoteTotals({ lines: [line(500)], zone: 'peninsula', shippingMethod: 'standard', paymentMethod: null, discountCents: 900, settings });
    expect(totals).toMatchObject({ discountCents: 500, totalCents: 495 });
  });
});
