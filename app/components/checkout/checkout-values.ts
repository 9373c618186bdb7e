import type { Address } from '@common/account/contracts';
import { CheckoutPayment, PlaceOrderBody, type CheckoutQuoteBody, type CheckoutItem } from '@common/checkout/contracts';
import type { PaymentMethod, ShippingMethod } from '@common/checkout/pricing';
import { postalCodeMatchesProvince, postalCodeMismatchMessage } from '@common/checkout/zones';
import { InvoiceRecipientFields } from '@common/invoices/contracts';
import { cardBrandOf, luhnValid } from '@common/payments/test-gateway';
import { SPANISH_PROVINCES } from '@common/account/contracts';
import { z } from '@common/zod';
import { issueErrors, type FieldErrors } from '~/components/forms/field-errors';

// The checkout form's values, each step's check (the contract's own messages), and the bodies
// sent to the API built from them.

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

function withPrefix(prefix: string, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}.${path}`, message]));
}

/** The address the order goes to: the saved one chosen, or the form's. */
export function chosenAddress(values: CheckoutValues, saved: readonly Address[]): AddressValues {
  if (values.addressChoice === 'new') return values.address;
  const address = saved.find((candidate) => candidate.id === values.addressChoice);
  if (!address) return values.address;
  const { recipient_name, street, postal_code, city, province, phone } = address;
  return { recipient_name, street, postal_code, city, province, phone };
}

export function checkContact(email: string): FieldErrors {
  const parsed = PlaceOrderBody.shape.email.safeParse(email);
  return parsed.success ? {} : { email: parsed.error.issues[0]!.message };
}

export function checkAddress(address: AddressValues): FieldErrors {
  const parsed = PlaceOrderBody.shape.shipping_address.safeParse(address);
  return parsed.success ? {} : withPrefix('shipping_address', issueErrors(parsed.error.issues));
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
  if (values.payment_method === 'bizum') {
    const parsed = CheckoutPayment.shape.bizum_phone.safeParse(values.bizum_phone);
    if (!values.bizum_phone.trim()) return { 'payment.bizum_phone': 'Indica el móvil de Bizum.' };
    return parsed.success ? {} : { 'payment.bizum_phone': parsed.error.issues[0]!.message };
  }
  return {};
}

/** The data of a full invoice, checked with the contract's own fields (the server's messages). */
const InvoiceRecipientCheck = z.object(InvoiceRecipientFields);

/** The full invoice's data as the order sends them (trimmed, the NIF normalised), or nothing when not asked for. */
export function invoiceRecipientOf(values: Pick<CheckoutValues, 'full_invoice' | 'invoice_recipient'>): z.infer<typeof InvoiceRecipientCheck> | null {
  if (!values.full_invoice) return null;
  const parsed = InvoiceRecipientCheck.safeParse(values.invoice_recipient);
  return parsed.success ? parsed.data : null;
}

export function checkReview(values: CheckoutValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.full_invoice) {
    const parsed = InvoiceRecipientCheck.safeParse(values.invoice_recipient);
    if (!parsed.success) Object.assign(errors, withPrefix('invoice_recipient', issueErrors(parsed.error.issues)));
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
