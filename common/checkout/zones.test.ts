import { describe, expect, it } from 'vitest';
import { SPANISH_PROVINCES } from '../account/contracts';
import { PROVINCE_POSTAL_PREFIX, isVatExempt, postalCodeMatchesProvince, postalCodeMismatchMessage, shippingZoneOf } from './zones';

describe('shipping zones', () => {
  it('knows the postal prefix of every province, each once', () => {
    const prefixes = SPANISH_PROVINCES.map((province) => PROVINCE_POSTAL_PREFIX[province]);
    expect(new Set(prefixes).size).toBe(52);
    expect(prefixes.every((prefix) => /^(0[1-9]|[1-4]\d|5[0-2])$/.test(prefix))).toBe(true);
  });

  it('checks the postal code against the province', () => {
    expect(postalCodeMatchesProvince('28013', 'Madrid')).toBe(true);
    expect(postalCodeMatchesProvince('08001', 'Madrid')).toBe(false);
    expect(postalCodeMatchesProvince('07001', 'Illes Balears')).toBe(true);
    expect(postalCodeMismatchMessage('Madrid')).toBe('Este código postal no es de Madrid: en Madrid empiezan por 28.');
  });

  it('puts the islands, Ceuta and Melilla in their zones, outside VAT only Canarias, Ceuta and Melilla', () => {
    expect(shippingZoneOf('Madrid')).toBe('peninsula');
    expect(shippingZoneOf('Illes Balears')).toBe('baleares');
    for (const province of ['Las Palmas', 'Santa Cruz de Tenerife', 'Ceuta', 'Melilla']) expect(shippingZoneOf(province)).toBe('islands');
    expect(isVatExempt('baleares')).toBe(false);
    expect(isVatExempt('islands')).toBe(true);
  });
});
