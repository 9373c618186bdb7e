/**
 * A number written as `Intl.NumberFormat('es-ES', { minimumFractionDigits, maximumFractionDigits })` writes it,
 * character for character (decimal.test.ts compares them), without creating one: the first `Intl` formatter or
 * collation of a page loads the locale's data, some 30–75 ms of a slow phone's main thread while the page wakes
 * (issue 36). Like Intl (ICU) it rounds the number's shortest decimal form (0.015 → '0,02', a tie away from zero);
 * es-ES writes ',' for the decimal point and groups thousands with '.' from five digits (CLDR's minimum grouping of 2:
 * '1234,5', '12.345,5').
 */
export function formatDecimal(value: number, { minimumFractionDigits = 0, maximumFractionDigits = 3 }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}): string {
  const decimal = String(Math.abs(value));
  // Not finite, or so large or small that JavaScript writes it with an exponent: left to Intl.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return new Intl.NumberFormat('es-ES', { minimumFractionDigits, maximumFractionDigits }).format(value);
  const [integerPart = '0', fractionPart = ''] = decimal.split('.');
  let digits = BigInt(integerPart + fractionPart.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((fractionPart[maximumFractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(maximumFractionDigits + 1, '0');
  const whole = text.slice(0, text.length - maximumFractionDigits);
  let fraction = text.slice(text.length - maximumFractionDigits);
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
