// Money as both sides handle it: euros as the API sends them, whole cents for sums (no float
// drift), and the store's one way of writing an amount (es-ES, 29,90 €).

const EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const WHOLE_EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** A price, always with its cents: 29.9 → '29,90 €', 60 → '60,00 €'. */
export function formatPrice(euros: number): string {
  return EUROS.format(euros);
}

/** An amount in a sentence: whole euros without ',00' ('a partir de 60 €'), the rest as a price ('4,95 €'). */
export function formatEuros(euros: number): string {
  return Number.isInteger(euros) ? WHOLE_EUROS.format(euros) : EUROS.format(euros);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Euros from the API or a form → integer cents, without float drift (29.9 → 2990). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
