import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { CONTROL_CHARS, queryEnum, queryFlag, queryId, queryInt, strictQuery } from '../query-params';
import { z } from '../zod';
import { REVIEW_FITS } from './fit';
import {
  ADMIN_REVIEWS_PER_PAGE,
  REVIEW_BODY_MAX,
  REVIEW_ELIGIBILITY_STATES,
  REVIEW_REJECTION_MAX,
  REVIEW_REJECTION_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_SIZE_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
  REVIEWS_PER_PAGE,
} from './rules';

// Reviews with fit (issue 25): what a buyer writes (a multipart form: its text fields here, the
// photo in `photo`), what a shopper reads on the product page, and what staff moderate.

// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHAR = /[\u0000-\u001F\u007F]/;

export const ReviewFitSchema = z.enum(REVIEW_FITS).meta({ id: 'ReviewFit', description: "small: pequeña; true: justa; large: grande." });
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES).meta({ id: 'ReviewStatus' });

/** Form values are text: the stars as one digit. */
const rating = z
  .string({ error: 'Elige de 1 a 5 estrellas.' })
  .trim()
  .transform((raw, ctx) => {
    if (!/^[1-5]$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'Elige de 1 a 5 estrellas.' });
      return z.NEVER;
    }
    return Number(raw);
  })
  .meta({ type: 'integer', minimum: 1, maximum: 5, description: 'Estrellas, de 1 a 5.' });

function size(label: string, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(REVIEW_SIZE_MAX, `${label} no puede superar ${REVIEW_SIZE_MAX} caracteres.`)
    .refine((v) => !ANY_CONTROL_CHAR.test(v), `${label} contiene caracteres no válidos.`);
}

const optionalText = (label: string, max: number, multiline: boolean) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .refine((v) => !(multiline ? CONTROL_CHARS : ANY_CONTROL_CHAR).test(v), `${label} contiene caracteres no válidos.`)
    .transform((v) => (v === '' ? null : v))
    .optional();

export const ReviewForm = z
  .object({
    product_id: queryId('product_id').meta({ description: 'El producto que se opina (uno comprado y entregado).' }),
    rating,
    fit: z.enum(REVIEW_FITS, { error: 'Dinos qué tal te queda: pequeña, justa o grande.' }),
    usual_size: size('Tu talla habitual', 'Indica tu talla habitual.'),
    bought_size: size('La talla comprada', 'Indica la talla que compraste.'),
    title: optionalText('El título', REVIEW_TITLE_MAX, false),
    body: optionalText('La opinión', REVIEW_BODY_MAX, true),
  })
  .catchall(unknownField)
  .meta({ id: 'ReviewForm', description: 'Estrellas, ajuste, tu talla habitual y la comprada; opcionalmente un título, un texto y una foto (`photo`).' });
export type ReviewForm = z.input<typeof ReviewForm>;

const photo = z
  .object({ url: z.string(), width: z.int(), height: z.int() })
  .nullable()
  .meta({ description: 'La foto de la clienta, si la hay (WebP, como mucho 1600 px de lado).' });

const reply = z.object({ text: z.string(), replied_at: z.iso.datetime({ offset: true }) }).nullable().meta({ description: 'La respuesta pública de la tienda.' });

/** A published review as any shopper reads it. */
export const PublicReview = z
  .object({
    id: z.int(),
    author_name: z.string().meta({ description: 'Nombre e inicial.' }),
    rating: z.int().min(1).max(5),
    fit: ReviewFitSchema,
    usual_size: z.string(),
    bought_size: z.string(),
    title: z.string().nullable(),
    body: z.string().nullable().meta({ description: 'Texto plano: se muestra como texto, nunca como HTML.' }),
    photo,
    helpful_count: z.int().min(0),
    verified_purchase: z.literal(true),
    created_at: z.iso.datetime({ offset: true }),
    reply,
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof PublicReview>;

const fitCounts = z.object({ small: z.int().min(0), true: z.int().min(0), large: z.int().min(0) });

export const ReviewSummary = z
  .object({
    average: z.number().nullable().meta({ description: 'La media de estrellas, con un decimal; null sin opiniones.' }),
    count: z.int().min(0),
    with_photos: z.int().min(0),
    stars: z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int(), 5: z.int() }).meta({ description: 'Opiniones por número de estrellas.' }),
    fit: fitCounts.meta({ description: 'Opiniones por ajuste.' }),
  })
  .meta({ id: 'ReviewSummary', description: 'Solo opiniones publicadas.' });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ProductReviewsQuery = strictQuery({
  sort: queryEnum('sort', REVIEW_SORTS, `Orden no válido: ${REVIEW_SORTS.join(', ')}.`).optional(),
  with_photos: queryFlag('with_photos').optional(),
  page: queryInt('page', 1, 1000).optional(),
  per_page: queryInt('per_page', 1, 24).optional(),
});

export const ProductReviews = z
  .object({ summary: ReviewSummary, ...Page(PublicReview).shape })
  .meta({ id: 'ProductReviews', description: `Resumen y opiniones publicadas de un producto (${REVIEWS_PER_PAGE} por página por defecto).` });
export type ProductReviews = z.infer<typeof ProductReviews>;

export const HelpfulVote = z.object({ review_id: z.int(), helpful_count: z.int(), voted: z.literal(true) }).meta({ id: 'HelpfulVote' });

const productRef = z.object({ id: z.int().nullable(), name: z.string(), slug: z.string().nullable(), image_url: z.string().nullable() });

/** One of the customer's own reviews, with its state (and why, if it was rejected). */
export const MyReview = z
  .object({
    id: z.int(),
    product: productRef,
    rating: z.int(),
    fit: ReviewFitSchema,
    usual_size: z.string(),
    bought_size: z.string(),
    title: z.string().nullable(),
    body: z.string().nullable(),
    photo,
    status: ReviewStatusSchema,
    status_label: z.string(),
    rejection_reason: z.string().nullable(),
    reply,
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReview>;

/** A delivered product the customer has not reviewed yet. */
export const ReviewableProduct = z
  .object({
    product: productRef.extend({ id: z.int() }),
    bought_size: z.string().nullable(),
    order_number: z.string(),
    delivered_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ReviewableProduct' });
export type ReviewableProduct = z.infer<typeof ReviewableProduct>;

/** Whether the signed-in customer may review one product, as the product page asks after it loads. */
export const ReviewEligibility = z
  .object({
    product_id: z.int(),
    state: z.enum(REVIEW_ELIGIBILITY_STATES).meta({
      description: 'can_review: un pedido suyo entregado y aún sin opinión; reviewed: ya la ha opinado; awaiting_delivery: la ha pedido y no le ha llegado; not_bought: no la ha comprado.',
    }),
    bought_size: z.string().nullable().meta({ description: 'La talla de la línea entregada, si puede opinar.' }),
    review: z.object({ id: z.int(), status: ReviewStatusSchema, status_label: z.string() }).nullable().meta({ description: 'Su opinión, si ya la ha escrito.' }),
  })
  .meta({ id: 'ReviewEligibility' });
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;

export const MyReviewsOverview = z
  .object({ reviews: z.array(MyReview), reviewable: z.array(ReviewableProduct) })
  .meta({ id: 'MyReviewsOverview', description: 'Las opiniones de la clienta y los productos entregados que aún puede opinar.' });
export type MyReviewsOverview = z.infer<typeof MyReviewsOverview>;

export const AdminReviewsQuery = strictQuery({
  status: queryEnum('status', REVIEW_STATUSES, `Estado no válido: ${REVIEW_STATUSES.join(', ')}.`).optional(),
  page: queryInt('page', 1, 10000).optional(),
  per_page: queryInt('per_page', 1, 100).optional(),
});

export const AdminReview = MyReview.extend({
  author_name: z.string(),
  author_email: z.string().nullable(),
  order_number: z.string().nullable(),
  moderated_at: z.iso.datetime({ offset: true }).nullable(),
  moderated_by: z.string().nullable(),
  helpful_count: z.int(),
}).meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsPage = z
  .object({ ...Page(AdminReview).shape, counts: z.object({ pending: z.int(), published: z.int(), rejected: z.int() }) })
  .meta({ id: 'AdminReviewsPage', description: `Opiniones, ${ADMIN_REVIEWS_PER_PAGE} por página: las pendientes, la más antigua primero; las demás, la más reciente primero.` });
export type AdminReviewsPage = z.infer<typeof AdminReviewsPage>;

export const RejectReviewBody = z
  .object({
    reason: z
      .string({ error: 'Explica el motivo del rechazo.' })
      .trim()
      .min(REVIEW_REJECTION_MIN, `Explica el motivo (al menos ${REVIEW_REJECTION_MIN} caracteres): se lo enviamos a la clienta.`)
      .max(REVIEW_REJECTION_MAX, `El motivo admite como mucho ${REVIEW_REJECTION_MAX} caracteres.`)
      .refine((v) => !CONTROL_CHARS.test(v), 'El motivo contiene caracteres no válidos.'),
  })
  .catchall(unknownField)
  .meta({ id: 'RejectReviewBody' });

export const ReplyReviewBody = z
  .object({
    reply: z
      .string({ error: 'Escribe la respuesta.' })
      .trim()
      .max(REVIEW_REPLY_MAX, `La respuesta admite como mucho ${REVIEW_REPLY_MAX} caracteres.`)
      .refine((v) => !CONTROL_CHARS.test(v), 'La respuesta contiene caracteres no válidos.')
      .meta({ description: 'Vacía, quita la respuesta.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'ReplyReviewBody' });
