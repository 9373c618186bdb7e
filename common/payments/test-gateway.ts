// The built-in test gateway's fixed numbers, as a real gateway's test mode documents them. Shown on
// the checkout and payment-methods screens while the store runs on the test provider.

export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_action' | 'timeout';

export const TEST_CARDS: readonly { number: string; brand: string; outcome: TestCardOutcome; description: string }[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', description: 'Pago aceptado' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds', description: 'Pago aceptado (Mastercard)' },
  { number: '4000002760003184', brand: 'visa', outcome: 'requires_action', description: 'Pide confirmar el pago con el banco (3-D Secure)' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', description: 'Tarjeta rechazada' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', description: 'Rechazada por fondos insuficientes' },
  { number: '4000000000000119', brand: 'visa', outcome: 'timeout', description: 'El banco no responde a tiempo' },
];

/** Bizum in test mode: this phone approves the payment, the other declines it. */
export const TEST_BIZUM_APPROVES = '700000000';
export const TEST_BIZUM_DECLINES = '700000001';

export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): string | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return null;
}
