import { describe, expect, it } from 'vitest';
import { isVatExempt, shippingZoneOf } from './zones';

describe('shipping zones', () => {
  it('puts the islands, Ceuta and Melilla in their zones, outside VAT only Canarias, Ceuta and Melilla', () => {
    expect(shippingZoneOf('Madrid')).toBe('peninsula');
    expect(shippingZoneOf('Illes Balears')).toBe('baleares');
    for (const province of ['Las Palmas', 'Santa Cruz de Tenerife', 'Ceuta', 'Melilla']) expect(shippingZoneOf(province)).toBe('islands');
    expect(isVatExempt('baleares')).toBe(false);
    expect(isVatExempt('islands')).toBe(true);
  });
});
