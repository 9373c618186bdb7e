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

  it('writes every amount exactly as Intl.NumberFormat es-ES does (it is not used: its first use is slow on a phone)', () => {
    const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    const wholeEuros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const amounts = [0, 0.005, 0.015, 1.005, 2.675, -0.001, -12.5, 9.999, 999.995, 1000, 9999.99, 9999.995, 10000, 12345.678, 1e6, 123456789.01, -98765.4321, 1e-7, 1e21, 123.455, 0.125, NaN, Infinity, -Infinity];
    let seed = 36;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(random() * 10 ** (1 + (i % 9)) * 1000) / 1000 * (i % 7 === 0 ? -1 : 1));
    for (const amount of amounts) {
      expect(formatPrice(amount), String(amount)).toBe(euros.format(amount));
      if (Number.isInteger(amount)) expect(formatEuros(amount), String(amount)).toBe(wholeEuros.format(amount));
      else expect(formatEuros(amount), String(amount)).toBe(euros.format(amount));
    }
  });

  it('turns euros into integer cents and back without float drift', () => {
    expect(eurosToCents(29.9)).toBe(2990);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(centsToEuros(5990)).toBe(59.9);
  });
});
