import { describe, expect, it } from 'vitest';
import { addDays, daysOf, periodErrors, periodLength, presetPeriod, resolvePeriod, storeToday } from './period';

describe('the dashboard period', () => {
  it("takes today from Madrid's clock, not UTC's", () => {
    expect(storeToday(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(storeToday(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(storeToday(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('counts calendar days across month ends, leap days and clock changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(periodLength('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysOf('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(periodLength('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('fills a missing end or start with 30 days, and presets end today', () => {
    expect(resolvePeriod({}, '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolvePeriod({ to: '2026-02-28' }, '2026-11-30')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(resolvePeriod({ from: '2026-02-01' }, '2026-11-30')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetPeriod(7, '2026-11-30')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });

  it('says per field what is wrong with a chosen period', () => {
    expect(periodErrors('2026-11-01', '2026-11-30')).toEqual({});
    expect(periodErrors('2026-11-30', '2026-11-01')).toEqual({ to: 'La fecha de fin no puede ser anterior a la de inicio.' });
    expect(periodErrors('2025-01-01', '2026-01-02').to).toMatch(/como mucho 366 días/);
    expect(periodErrors('2026-02-30', '')).toEqual({ from: 'Indica una fecha de inicio válida (día, mes y año).', to: 'Indica una fecha de fin válida (día, mes y año).' });
  });
});
