import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatEuros, formatPrice } from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('writes a price es-ES, always with its cents', () => {
    expect(plain(formatPrice(29.9))).toBe('29,90 €');
    expect(plain(formatPrice(1234.5))).toBe('1234,50 €');
    expect(plain(formatPrice(60))).toBe('60,00 €');
  });

  it('writes an amount in a sentence without ",00" when it is whole', () => {
    expect(plain(formatEuros(60))).toBe('60 €');
    expect(plain(formatEuros(4.95))).toBe('4,95 €');
  });

  it('turns euros into integer cents and back without float drift', () => {
    expect(eurosToCents(29.9)).toBe(2990);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(centsToEuros(5990)).toBe(59.9);
  });
});
