import { describe, expect, it } from 'vitest';
import { PROVINCE_POSTAL_PREFIX, postalCodeMatchesProvince, postalCodeMismatchMessage } from './postal-codes';
import { SPANISH_PROVINCES } from './provinces';

describe('postal codes', () => {
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
});
