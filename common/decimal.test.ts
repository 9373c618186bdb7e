import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

describe('formatDecimal', () => {
  it('writes a rating as the reviews show it', () => {
    expect(formatDecimal(4.25, 1, 1)).toBe('4,3');
    expect(formatDecimal(4, 1, 1)).toBe('4,0');
    expect(formatDecimal(4, 0, 1)).toBe('4');
    expect(formatDecimal(12345.5, 0, 1)).toBe('12.345,5');
  });

  it('writes every number exactly as Intl.NumberFormat es-ES does (not used: its first use is slow on a phone)', () => {
    const values = [0, 0.005, 0.015, 0.05, 1.005, 2.675, 4.35, 4.45, -0.001, -12.5, 9.999, 999.995, 1000, 9999.95, 10000, 12345.678, 1e6, 123456789.01, 1e-7, 1e21, NaN, Infinity, -Infinity];
    let seed = 36;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 1500; i++) values.push(((Math.round(random() * 10 ** (1 + (i % 8)) * 10000) / 10000) * (i % 5 === 0 ? -1 : 1)));
    for (const [min, max] of [[0, 0], [0, 1], [1, 1], [0, 2], [2, 2], [0, 3], [1, 3]] as const) {
      const intl = new Intl.NumberFormat('es-ES', { minimumFractionDigits: min, maximumFractionDigits: max });
      for (const value of values) expect(formatDecimal(value, min, max), `${value} ${min}-${max}`).toBe(intl.format(value));
    }
  });
});
