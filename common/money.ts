// Money as both sides handle it: euros as the API sends them, whole cents for sums (no float
// drift), and the store's one way of writing an amount (es-ES, 29,90 €).

import { formatDecimal } from './decimal';

/**
 * An amount as `Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })` writes it (money.test.ts compares
 * them), without loading the locale's data on a phone (formatDecimal): the number, a no-break space, the sign.
 */
function writeEuros(euros: number, fractionDigits: 0 | 2): string {
  return `${formatDecimal(euros, fractionDigits, fractionDigits)}\u00a0€`;
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
