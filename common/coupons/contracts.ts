import { PAGE_FIELDS } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { optionalDateTime, optionalFlag } from '../api/body-fields';

/** What a coupon is doing right now, as the back-office shows it. */
export const COUPON_STATES = ['activo', 'programado', 'caducado', 'agotado', 'inactivo'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  activo: 'Activo',
  programado: 'Programado',
  caducado: 'Caducado',
  agotado: 'Agotado',
  inactivo: 'Inactivo',
};

export const COUPON_KINDS = ['percentage', 'fixed'] as const;
export const COUPON_KIND_LABELS: Record<(typeof COUPON_KINDS)[number], string> = {
  percentage: 'Porcentaje',
  fixed: 'Importe fijo',
};

export const COUPON_DESCRIPTION_MAX = 200;
/** The largest fixed discount and minimum order, in euros (a typo guard, far above any order). */
export const COUPON_AMOUNT_MAX = 100_000;
export const COUPON_USES_MAX = 1_000_000;

/**
 * The state of a coupon at `now`: switched off is inactive whatever else; then ended, used up,
 * not started yet, or running. Both ends of the dates count as inside, as `checkCoupon` reads them.
 */
export function couponState(
  coupon: { isActive: boolean; startsAt: Date | null; endsAt: Date | null; maxUses: number | null; usedCount: number },
  now: Date,
): CouponState {
  if (!coupon.isActive) return 'inactivo';
  if (coupon.endsAt && coupon.endsAt.getTime() < now.getTime()) return 'caducado';
  if (coupon.maxUses != null && coupon.usedCount >= coupon.maxUses) return 'agotado';
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return 'programado';
  return 'activo';
}

const euros = (label: string) =>
  z
    .number({ error: `${label} debe ser un importe en euros.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(COUPON_AMOUNT_MAX, `${label} no puede superar ${COUPON_AMOUNT_MAX} €.`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} admite como mucho dos decimales.`);

const limit = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero.` })
    .int(`${label} debe ser un número entero.`)
    .min(1, `${label} debe ser al menos 1 (vacío = sin límite).`)
    .max(COUPON_USES_MAX, `${label} no puede superar ${COUPON_USES_MAX}.`)
    .nullable()
    .optional();


/**
 * A coupon's fields as the back-office sends them. Every field is optional here: a new coupon
 * needs code, kind and value (checked by the server on the result); an edit changes only what it
 * sends. The value depends on the kind (whole percent 1–100, or euros), so it is checked on the result too.
 */
export const AdminCouponBody = z
  .object(
    {
      code: z
        .string({ error: 'El código debe ser un texto.' })
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(
          z
            .string()
            .min(3, 'El código debe tener al menos 3 caracteres.')
            .max(40, 'El código no puede superar 40 caracteres.')
            .regex(/^[A-Z0-9_-]*$/, 'El código solo admite letras sin tilde (A–Z), números, guion y guion bajo.'),
        )
        .optional()
        .meta({ description: 'Se guarda en mayúsculas; único sin distinguir mayúsculas.' }),
      description: z
        .string({ error: 'La descripción debe ser un texto.' })
        .trim()
        .max(COUPON_DESCRIPTION_MAX, `La descripción no puede superar ${COUPON_DESCRIPTION_MAX} caracteres.`)
        .optional(),
      kind: z.enum(COUPON_KINDS, { error: 'El tipo debe ser percentage (porcentaje) o fixed (importe fijo).' }).optional(),
      value: z
        .number({ error: 'El valor debe ser un número.' })
        .positive('El valor debe ser mayor que 0.')
        .max(COUPON_AMOUNT_MAX, `El valor no puede superar ${COUPON_AMOUNT_MAX}.`)
        .optional()
        .meta({ description: 'percentage: porcentaje entero de 1 a 100; fixed: euros (hasta dos decimales).' }),
      min_order: euros('El pedido mínimo').optional().meta({ description: 'Euros, IVA incluido; 0 = sin mínimo.' }),
      starts_at: optionalDateTime('La fecha de inicio'),
      ends_at: optionalDateTime('La fecha de fin'),
      max_uses: limit('El máximo de usos').meta({ description: 'Usos en total; null = sin límite.' }),
      max_uses_per_customer: limit('El máximo por cliente').meta({ description: 'Usos por cliente; null = sin límite.' }),
      first_order_only: optionalFlag('Solo primer pedido'),
      is_active: optionalFlag('Activo'),
    },
    { error: 'El cupón debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminCouponBody' });
export type AdminCouponBody = z.input<typeof AdminCouponBody>;
export type AdminCouponInput = z.output<typeof AdminCouponBody>;

/** A coupon in the back-office: every field, its state now and its uses. */
export const AdminCoupon = z
  .object({
    id: z.int(),
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number().meta({ description: 'percentage: porcentaje entero; fixed: euros.' }),
    benefit: z.string().meta({ description: 'Lo que da, en español: «10 % de descuento».' }),
    min_order: z.number().min(0),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    max_uses: z.int().nullable(),
    max_uses_per_customer: z.int().nullable(),
    first_order_only: z.boolean(),
    is_active: z.boolean(),
    used_count: z.int().min(0),
    state: z.enum(COUPON_STATES).meta({ description: 'activo, programado (empieza más tarde), caducado, agotado (sin usos) o inactivo (apagado).' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminCoupon', description: 'Un cupón del back-office con su estado y sus usos.' });
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponPage = z
  .object({ data: z.array(AdminCoupon), ...PAGE_FIELDS })
  .meta({ id: 'AdminCouponPage', description: 'Una página de cupones del back-office.' });
export type AdminCouponPage = z.infer<typeof AdminCouponPage>;

export const AdminCouponListQuery = strictQuery({
  search: queryText('search', 40).optional(),
  state: queryEnum('state', COUPON_STATES, 'El estado debe ser activo, programado, caducado, agotado o inactivo.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;

/** A coupon this customer can use now, with its conditions. */
export const CustomerCoupon = z
  .object({
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number(),
    benefit: z.string(),
    min_order: z.number().min(0),
    ends_at: z.iso.datetime().nullable(),
    first_order_only: z.boolean(),
    uses_left: z.int().min(1).nullable().meta({ description: 'Usos que le quedan a este cliente; null = sin límite por cliente.' }),
  })
  .meta({ id: 'CustomerCoupon', description: 'Un cupón que el cliente puede usar ahora.' });
export type CustomerCoupon = z.infer<typeof CustomerCoupon>;

export const CustomerUsedCoupon = z
  .object({
    code: z.string(),
    order_number: z.string(),
    order_id: z.int(),
    used_at: z.iso.datetime(),
    discount: z.number().min(0),
  })
  .meta({ id: 'CustomerUsedCoupon', description: 'Un pedido del cliente en el que usó un cupón.' });
export type CustomerUsedCoupon = z.infer<typeof CustomerUsedCoupon>;

export const CustomerCoupons = z
  .object({ available: z.array(CustomerCoupon), used: z.array(CustomerUsedCoupon) })
  .meta({ id: 'CustomerCoupons' });
export type CustomerCoupons = z.infer<typeof CustomerCoupons>;
