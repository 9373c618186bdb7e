import { DEFAULT_PERIOD_DAYS, PERIOD_PRESETS, periodErrors, presetPeriod, type PeriodPreset, type SalesPeriod } from '@common/analytics/period';

// The dashboard's period in its address, so it can be linked and follows back and forward:
// `?periodo=7` (or 90; 30 is the default and is not written), or `?desde=2026-11-01&hasta=2026-11-30`.

export const PERIOD_PARAM = 'periodo';
export const FROM_PARAM = 'desde';
export const TO_PARAM = 'hasta';

export type PeriodAddress =
  | { kind: 'preset'; days: PeriodPreset; period: SalesPeriod }
  | { kind: 'custom'; from: string; to: string; period: SalesPeriod | null; errors: { from?: string; to?: string } };

const isPreset = (n: number): n is PeriodPreset => (PERIOD_PRESETS as readonly number[]).includes(n);

/** What the address asks for; a period with mistakes keeps what was typed and says why, per field. */
export function readPeriodAddress(search: URLSearchParams, today: string): PeriodAddress {
  const from = search.get(FROM_PARAM);
  const to = search.get(TO_PARAM);
  if (from !== null || to !== null) {
    const errors = periodErrors(from || undefined, to || undefined);
    if (!from) errors.from = 'Indica la fecha de inicio.';
    if (!to) errors.to ??= 'Indica la fecha de fin.';
    const isValid = !errors.from && !errors.to;
    return { kind: 'custom', from: from ?? '', to: to ?? '', period: isValid ? { from: from!, to: to! } : null, errors };
  }
  const asked = Number(search.get(PERIOD_PARAM));
  const days = isPreset(asked) ? asked : DEFAULT_PERIOD_DAYS;
  return { kind: 'preset', days, period: presetPeriod(days, today) };
}

/** The dashboard's address for a preset, keeping any other parameter of the page. */
export function presetSearch(search: URLSearchParams, days: PeriodPreset): string {
  const next = new URLSearchParams(search);
  next.delete(FROM_PARAM);
  next.delete(TO_PARAM);
  if (days === DEFAULT_PERIOD_DAYS) next.delete(PERIOD_PARAM);
  else next.set(PERIOD_PARAM, String(days));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The dashboard's address for chosen days. */
export function customSearch(search: URLSearchParams, from: string, to: string): string {
  const next = new URLSearchParams(search);
  next.delete(PERIOD_PARAM);
  next.set(FROM_PARAM, from);
  next.set(TO_PARAM, to);
  return `?${next.toString()}`;
}
