import { z } from '../zod';

/** A URL slug of the catalogue: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The slug field of a brand or a category form: empty or absent means "make it from the name". */
export function optionalSlug(maxLength: number) {
  return z
    .string({ error: 'El slug debe ser un texto.' })
    .trim()
    .max(maxLength, `El slug no puede superar ${maxLength} caracteres.`)
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'El slug solo admite minúsculas, números y guiones (a-z, 0-9, -).')
    .optional()
    .meta({ description: 'Vacío o ausente: se genera a partir del nombre.' });
}
