// The period of the sales and returns dashboard, pure: calendar days of Madrid as 'YYYY-MM-DD',
// the presets staff pick from, and the longest period the API answers.

import { isIsoDate } from '../iso-date';

/** The store's days: an order paid at 23:30 UTC on 31 March belongs to 1 April in Madrid. */
export const STORE_TIME_ZONE = 'Europe/Madrid';

/** 'Últimos 7 / 30 / 90 días'; 30 when the address names no period. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodPreset = 30;

/** A leap year and a day: a whole year compared with the same day a year before. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromDayNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Today in Madrid, as 'YYYY-MM-DD'. */
export function storeToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** '2026-03-31' + 1 → '2026-04-01' (calendar days, no clock involved). */
export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(dayNumber(isoDate) + days);
}

/** How many days from `from` to `to`, both included: the same day is 1. */
export function periodLength(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Every day of the period, in order. */
export function daysOf(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(0, periodLength(from, to)) }, (_, i) => fromDayNumber(first + i));
}

export interface SalesPeriod {
  from: string;
  to: string;
}

/**
 * The period an answer covers. Both days given: as they are. Only one: the default length
 * ending (or starting) there. Neither: the last 30 days, today included.
 */
export function resolvePeriod(query: { from?: string; to?: string }, today: string): SalesPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, DEFAULT_PERIOD_DAYS - 1) };
  const to = query.to ?? today;
  return { from: addDays(to, -(DEFAULT_PERIOD_DAYS - 1)), to };
}

/** The last `days` days, today included. */
export function presetPeriod(days: number, today: string): SalesPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** What is wrong with a chosen period, per field, in Spanish; empty when it can be asked for. */
export function periodErrors(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (from !== undefined && !isIsoDate(from)) errors.from = 'Indica una fecha de inicio válida (día, mes y año).';
  if (to !== undefined && !isIsoDate(to)) errors.to = 'Indica una fecha de fin válida (día, mes y año).';
  if (errors.from || errors.to || from === undefined || to === undefined) return errors;
  if (from > to) errors.to = 'La fecha de fin no puede ser anterior a la de inicio.';
  else if (periodLength(from, to) > MAX_PERIOD_DAYS) errors.to = `El periodo admite como mucho ${MAX_PERIOD_DAYS} días: acerca la fecha de fin o la de inicio.`;
  return errors;
}
