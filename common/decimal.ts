/**
 * A number written as `Intl.NumberFormat('es-ES', { minimumFractionDigits, maximumFractionDigits })` writes it (the
 * two given in that order),
 * character for character (decimal.test.ts compares them), without creating one: the first `Intl` formatter or
 * collation of a page loads the locale's data, some 30–75 ms of a slow phone's main thread while the page wakes
 * (issue 36). Like Intl (ICU) it rounds the number's shortest decimal form, a tie away from zero (0.015 → '0,02'):
 * `1.005e2` is read as exactly 100.5 before rounding. es-ES writes ',' for the decimal point and groups thousands with
 * '.' from five digits (CLDR's minimum grouping of 2: '1234,5', '12.345,5'). Negative zero is written '0' (Intl: '-0').
 */
export function formatDecimal(value: number, minimumFractionDigits = 0, maximumFractionDigits = 3): string {
  const scaled = Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`));
  // Not finite, written with an exponent (1e-7) or beyond exact integers: left to Intl.
  if (!Number.isSafeInteger(scaled)) return new Intl.NumberFormat('es-ES', { minimumFractionDigits, maximumFractionDigits }).format(value);
  const digits = String(scaled).padStart(maximumFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maximumFractionDigits);
  const fraction = digits.slice(whole.length).replace(new RegExp(`0{0,${maximumFractionDigits - minimumFractionDigits}}$`), '');
  return `${value < 0 ? '-' : ''}${whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole}${fraction && `,${fraction}`}`;
}
