// Money as both sides handle it: euros as the API sends them, whole cents for sums (no float
// drift), and the store's one way of writing an amount (es-ES, 29,90 €).

/**
 * An amount written as `Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })` writes it, character for
 * character (money.test.ts compares them), without creating one: the first `Intl` formatter of a page loads the
 * locale's data, some 75 ms of a phone's main thread while the page hydrates (issue 36). Like Intl (ICU) it rounds the
 * number's shortest decimal form (0.015 → '0,02', a tie away from zero); es-ES groups thousands with '.' from five
 * digits (CLDR's minimum grouping of 2: '1234,50 €', '12.345,00 €') and puts a no-break space before the sign.
 */
function writeEuros(euros: number, fractionDigits: 0 | 2): string {
  const decimal = String(Math.abs(euros));
  // Not finite, or so large or small that JavaScript writes it with an exponent: not an amount a shop shows.
  if (!/^\d+(\.\d+)?$/.test(decimal)) return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: fractionDigits }).format(euros);
  const [integerPart = '0', fractionPart = ''] = decimal.split('.');
  let digits = BigInt(integerPart + fractionPart.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fractionPart[fractionDigits] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(fractionDigits + 1, '0');
  const whole = text.slice(0, text.length - fractionDigits);
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  const negative = euros < 0 || Object.is(euros, -0);
  return `${negative ? '-' : ''}${grouped}${fractionDigits ? `,${text.slice(-fractionDigits)}` : ''}\u00a0€`;
}

/** A price, always with its cents: 29.9 → '29,90 €', 60 → '60,00 €'. */
export function formatPrice(euros: number): string {
  return writeEuros(euros, 2);
}

/** An amount in a sentence: whole euros without ',00' ('a partir de 60 €'), the rest as a price ('4,95 €'). */
export function formatEuros(euros: number): string {
  return writeEuros(euros, Number.isInteger(euros) ? 0 : 2);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros from the API or a form → integer cents, without float drift (29.9 → 2990). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
