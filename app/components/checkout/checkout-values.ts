import type { Address } from '@common/account/contracts';
import { SPANISH_PROVINCES } from '@common/address/provinces';
import type { CheckoutQuoteBody, CheckoutItem, PlaceOrderBody } from '@common/checkout/contracts';
import type { PaymentMethod, ShippingMethod } from '@common/checkout/pricing';
import { postalCodeMatchesProvince, postalCodeMismatchMessage } from '@common/address/postal-codes';
import { cardBrandOf, luhnValid } from '@common/payments/test-gateway';
import { normaliseTaxId } from '@common/settings/rules';
import type { FieldErrors } from '~/components/forms/field-errors';

// The checkout form's values, each step's check, and the bodies sent to the API built from them.
// The server checks every order with its contract (common/checkout/contracts.ts) and its 422
// messages land under the fields named by their paths (stepOfPath opens the step): the page
// loads no contract and no zod (issue 36). A step only checks that what it needs is there, so
// 'Continuar' does not move on from an empty form; formats (phone, NIF…) are the server's word.

export const STEP_IDS = ['contact', 'address', 'shipping', 'payment', 'review'] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_TITLES: Record<StepId, string> = {
  contact: 'Contacto',
  address: 'Envío',
  shipping: 'Método de envío',
  payment: 'Pago',
  review: 'Revisión',
};

export interface AddressValues {
  recipient_name: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder_name: string;
}

export interface CheckoutValues {
  email: string;
  /** A saved address's id, or 'new' for the form. */
  addressChoice: number | 'new';
  address: AddressValues;
  save_address: boolean;
  shipping_method: ShippingMethod;
  payment_method: PaymentMethod;
  /** A saved card's id, or 'new' for the card form. */
  cardChoice: number | 'new';
  card: CardValues;
  save_card: boolean;
  bizum_phone: string;
  customer_note: string;
  /** 'Necesito factura completa (con NIF)': the order's invoice made out to these data instead of a simplified one. */
  full_invoice: boolean;
  invoice_recipient: InvoiceRecipientValues;
  accept_terms: boolean;
}

export interface InvoiceRecipientValues {
  name: string;
  tax_id: string;
  address: string;
}

export const EMPTY_INVOICE_RECIPIENT: InvoiceRecipientValues = { name: '', tax_id: '', address: '' };

export const EMPTY_ADDRESS: AddressValues = { recipient_name: '', street: '', postal_code: '', city: '', province: '', phone: '' };

export function initialValues(): CheckoutValues {
  return {
    email: '',
    addressChoice: 'new',
    address: EMPTY_ADDRESS,
    save_address: false,
    shipping_method: 'standard',
    payment_method: 'card',
    cardChoice: 'new',
    card: { number: '', expiry: '', cvc: '', holder_name: '' },
    save_card: false,
    bizum_phone: '',
    customer_note: '',
    full_invoice: false,
    invoice_recipient: EMPTY_INVOICE_RECIPIENT,
    accept_terms: false,
  };
}

/** The messages of the paths whose value is empty (only spaces). */
function required<T extends object>(values: T, messages: Partial<Record<keyof T & string, string>>, prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(messages) as [keyof T & string, string][]) {
    if (!String(values[key] ?? '').trim()) errors[`${prefix}${key}`] = message;
  }
  return errors;
}

/** The shape the contract's email check accepts (zod's), so the quote is never sent one it refuses. */
const EMAIL_SHAPE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The address the order goes to: the saved one chosen, or the form's. */
export function chosenAddress(values: CheckoutValues, saved: readonly Address[]): AddressValues {
  if (values.addressChoice === 'new') return values.address;
  const address = saved.find((candidate) => candidate.id === values.addressChoice);
  if (!address) return values.address;
  const { recipient_name, street, postal_code, city, province, phone } = address;
  return { recipient_name, street, postal_code, city, province, phone };
}

export function checkContact(email: string): FieldErrors {
  const value = email.trim();
  if (!value) return { email: 'El email es obligatorio.' };
  return value.length <= 254 && EMAIL_SHAPE.test(value) ? {} : { email: 'Introduce un email válido (por ejemplo, nombre@correo.es).' };
}

export function checkAddress(address: AddressValues): FieldErrors {
  const errors = required(
    address,
    {
      recipient_name: 'El nombre del destinatario es obligatorio.',
      street: 'La dirección es obligatoria.',
      postal_code: 'El código postal es obligatorio.',
      city: 'La ciudad es obligatoria.',
      province: 'Elige una provincia de la lista.',
      phone: 'El teléfono es obligatorio.',
    },
    'shipping_address.',
  );
  const mismatch = postalCodeProblem(address);
  if (mismatch && !errors['shipping_address.postal_code']) errors['shipping_address.postal_code'] = mismatch;
  return errors;
}

/** Said as soon as the postal code is typed: its first two digits must be the province's. */
export function postalCodeProblem(address: Pick<AddressValues, 'postal_code' | 'province'>): string | null {
  if (!/^\d{5}$/.test(address.postal_code.trim()) || !address.province) return null;
  return postalCodeMatchesProvince(address.postal_code, address.province) ? null : postalCodeMismatchMessage(address.province);
}

/** 'MM/AA' (or MM/AAAA) → month and four-digit year. */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { exp_month: month, exp_year: year } : null;
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function checkCard(card: CardValues, now = new Date()): FieldErrors {
  const errors: Record<string, string> = {};
  const digits = cardDigits(card.number);
  if (!digits) errors['card.number'] = 'Introduce el número de la tarjeta.';
  else if (!luhnValid(digits) || !cardBrandOf(digits)) errors['card.number'] = 'Este número de tarjeta no es válido. Revísalo.';
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors['card.expiry'] = 'Indica la caducidad (MM/AA).';
  else if (!expiry) errors['card.expiry'] = 'La caducidad es mes y año, como 09/28.';
  else if (expiry.exp_year * 12 + expiry.exp_month < now.getFullYear() * 12 + now.getMonth() + 1) errors['card.expiry'] = 'Esta tarjeta ha caducado.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors['card.cvc'] = 'El CVC son las 3 o 4 cifras del dorso.';
  return errors;
}

/** `hosted`: card and Bizum are typed on the provider's page (Redsys, Stripe), not here. */
export function checkPayment(values: CheckoutValues, hosted = false): FieldErrors {
  if (hosted && (values.payment_method === 'card' || values.payment_method === 'bizum')) return {};
  if (values.payment_method === 'card') return values.cardChoice === 'new' ? checkCard(values.card) : {};
  if (values.payment_method === 'bizum') return required(values, { bizum_phone: 'Indica el móvil de Bizum.' }, 'payment.');
  return {};
}

/** The full invoice's data as the order sends them (trimmed, the NIF normalised), or nothing when not asked for. */
export function invoiceRecipientOf(values: Pick<CheckoutValues, 'full_invoice' | 'invoice_recipient'>): PlaceOrderBody['invoice_recipient'] {
  if (!values.full_invoice) return null;
  const { name, tax_id, address } = values.invoice_recipient;
  return { name: name.trim(), tax_id: normaliseTaxId(tax_id.trim()), address: address.trim() };
}

export function checkReview(values: CheckoutValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.full_invoice) {
    Object.assign(
      errors,
      required(
        values.invoice_recipient,
        { name: 'Indica el nombre o la razón social.', tax_id: 'Indica el NIF.', address: 'Indica la dirección fiscal.' },
        'invoice_recipient.',
      ),
    );
  }
  if (!values.accept_terms) errors.accept_terms = 'Acepta las condiciones de compra para hacer el pedido.';
  return errors;
}

/** Which step shows the message of a path the server (422) or a check named. */
export function stepOfPath(path: string): StepId {
  if (path === 'email') return 'contact';
  if (path.startsWith('shipping_address') || path === 'save_address') return 'address';
  if (path === 'shipping_method') return 'shipping';
  if (path.startsWith('payment') || path.startsWith('card.')) return 'payment';
  return 'review';
}

function isProvince(province: string): province is (typeof SPANISH_PROVINCES)[number] {
  return (SPANISH_PROVINCES as readonly string[]).includes(province);
}

/** What the quote needs of the choices so far: the destination once a province is known. */
export function quoteBodyOf(
  items: CheckoutItem[],
  values: CheckoutValues,
  address: AddressValues,
  couponCode: string | null,
  email: string | null,
): CheckoutQuoteBody {
  const postalCode = address.postal_code.trim();
  const destination = isProvince(address.province)
    ? { province: address.province, ...(postalCodeMatchesProvince(postalCode, address.province) && /^\d{5}$/.test(postalCode) ? { postal_code: postalCode } : {}) }
    : undefined;
  return {
    items,
    ...(destination ? { destination } : {}),
    shipping_method: values.shipping_method,
    payment_method: values.payment_method,
    coupon_code: couponCode,
    ...(email ? { email } : {}),
  };
}
