import { PAGE_FIELDS } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { PAYMENT_METHODS } from '../checkout/pricing';
import { queryEnum, queryInt, strictQuery } from '../query-params';
import { z } from '../zod';

// The customer's saved cards and the payments and refunds of their orders (spec §2 user area:
// payment-methods, payment-history). A saved card is the gateway's token with what may be shown.

/** A saved card as its owner sees it; never its number (the gateway keeps it). */
export const SavedCard = z
  .object({
    id: z.int(),
    brand: z.string().meta({ description: 'visa, mastercard, amex…' }),
    last4: z.string(),
    exp_month: z.int().min(1).max(12),
    exp_year: z.int(),
    holder_name: z.string().nullable(),
    is_default: z.boolean(),
    is_expired: z.boolean().meta({ description: 'Ya pasó el mes de caducidad: no se puede usar para pagar.' }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SavedCard', description: 'Una tarjeta guardada: marca, cuatro últimas cifras y caducidad.' });
export type SavedCard = z.infer<typeof SavedCard>;

export const SavedCardBody = z
  .object(
    {
      token: z
        .string({ error: 'Falta el token de la tarjeta: vuelve a introducir sus datos.' })
        .trim()
        .min(1, 'Falta el token de la tarjeta: vuelve a introducir sus datos.')
        .max(80, 'El token de la tarjeta no es válido.')
        .meta({ description: 'El token que devolvió la pasarela al tokenizar la tarjeta.' }),
      holder_name: z
        .string({ error: 'El titular debe ser un texto.' })
        .trim()
        .max(120, 'El titular no puede superar 120 caracteres.')
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional(),
      set_default: z.boolean({ error: 'Predeterminada debe ser verdadero o falso.' }).optional().meta({ description: 'La primera tarjeta siempre queda como predeterminada.' }),
    },
    { error: 'Envía el token de la tarjeta.' },
  )
  .catchall(unknownField)
  .meta({ id: 'SavedCardBody' });
export type SavedCardBody = z.input<typeof SavedCardBody>;

export const PAYMENT_KINDS = ['charge', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { charge: 'Pago', refund: 'Reembolso' };

export const PAYMENT_RECORD_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** A payment's or a refund's state in words a customer reads. */
export function paymentRecordStatusLabel(kind: PaymentKind, status: PaymentRecordStatus): string {
  switch (status) {
    case 'pending':
      return kind === 'refund' ? 'Reembolso en curso' : 'Pendiente';
    case 'requires_action':
      return 'Esperando confirmación del banco';
    case 'succeeded':
      return kind === 'refund' ? 'Reembolsado' : 'Pagado';
    case 'failed':
      return kind === 'refund' ? 'Reembolso fallido' : 'Rechazado';
    case 'cancelled':
      return 'Anulado';
  }
}

export const PaymentHistoryEntry = z
  .object({
    id: z.int(),
    created_at: z.iso.datetime(),
    order_id: z.int(),
    order_number: z.string(),
    kind: z.enum(PAYMENT_KINDS),
    method: z.enum(PAYMENT_METHODS),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    amount: z.number().meta({ description: 'Euros; los reembolsos en negativo.' }),
    status: z.enum(PAYMENT_RECORD_STATUSES),
    status_label: z.string(),
  })
  .meta({ id: 'PaymentHistoryEntry', description: 'Un pago o un reembolso de un pedido del cliente.' });
export type PaymentHistoryEntry = z.infer<typeof PaymentHistoryEntry>;

export const PaymentHistoryPage = z
  .object({ data: z.array(PaymentHistoryEntry), ...PAGE_FIELDS })
  .meta({ id: 'PaymentHistoryPage', description: 'Una página del historial de pagos.' });
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPage>;

export const PaymentHistoryQuery = strictQuery({
  kind: queryEnum('kind', PAYMENT_KINDS, 'El tipo debe ser charge (pagos) o refund (reembolsos).').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type PaymentHistoryQuery = z.infer<typeof PaymentHistoryQuery>;
