import { z } from '../zod';

/**
 * The envelopes of spec §3, each written once: `{ status: 'success', data }` (brands, banners,
 * account and admin calls, every new endpoint), `{ success: true, data }` (the public product
 * calls) and the Laravel pagination page.
 */
export function Success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

export function StoreSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const PAGE_FIELDS = {
  current_page: z.int().min(1),
  last_page: z.int().min(1),
  per_page: z.int().min(1),
  total: z.int().min(0),
  from: z.int().min(1).nullable(),
  to: z.int().min(1).nullable(),
};

/** A Laravel-style page of `item`. */
export function Page<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), ...PAGE_FIELDS });
}

export interface PageOf<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

/** The page envelope around `items`, the `page`-th of `perPage` out of `total`. */
export function pageOf<T>(items: T[], page: number, perPage: number, total: number): PageOf<T> {
  const from = items.length ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + items.length - 1,
  };
}

export const Message = z.object({ message: z.string() }).meta({ id: 'Message' });

export const ErrorReply = z
  .object({ message: z.string().meta({ description: 'Qué ha ido mal, en español.' }) })
  .meta({ id: 'ErrorReply', description: 'Un error: 401, 403, 404, 409, 413, 429, 500 o 503.' });

export const ValidationErrorReply = z
  .object({
    message: z.string().meta({ description: 'El primer problema encontrado.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: 'Cada campo con problemas (ruta con puntos: `variants.0.sku`) y sus mensajes.' }),
  })
  .meta({ id: 'ValidationErrorReply', description: 'Datos no válidos (422): un mensaje por campo.' });

/** `{ status: 'success', data }` around a handler's data. */
export const success = <T>(data: T) => ({ status: 'success' as const, data });
/** `{ success: true, data }` around a public product call's data. */
export const storeSuccess = <T>(data: T) => ({ success: true as const, data });
