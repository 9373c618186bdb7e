import { PAGE_FIELDS } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { SEARCH_REDIRECT_QUERY_MAX, SEARCH_REDIRECT_TARGET_KINDS, SEARCH_REDIRECT_TARGET_MAX } from './redirects';
import { SEARCH_SYNONYM_KINDS, SEARCH_SYNONYM_TERMS_MAX, SEARCH_TERM_MAX } from './synonyms';

/**
 * Staff's synonyms and redirects for the product search (issue 37). The rules a value must follow
 * (characters, lengths, repeated terms, conflicts, loops, addresses outside the store) are checked by
 * the server on the rule as it would be stored, each problem a 422 on its field: `kind`, `input`,
 * `terms`, `query`, `target_kind`, `target`. Terms are kept folded (lower case, no accents).
 */

const typedText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .max(max * 4, `${label} es demasiado largo.`)
    .meta({ description: `${label}. Se guarda en minúsculas y sin tildes.` });

/** A synonym rule as staff send it. A new one needs `kind` and `terms` (and `input` when one-way); an edit sends what changes. */
export const AdminSearchSynonymBody = z
  .object(
    {
      kind: z.enum(SEARCH_SYNONYM_KINDS, { error: 'El tipo debe ser two_way (en los dos sentidos) o one_way (en un sentido).' }).optional(),
      input: typedText('Lo que busca el cliente', SEARCH_TERM_MAX)
        .nullable()
        .optional()
        .meta({ description: 'Solo en un sentido: lo que escribe el cliente ("deportivas"); null en un grupo.' }),
      terms: z
        .array(typedText('Cada término', SEARCH_TERM_MAX), { error: 'Los términos deben ser una lista de textos.' })
        .max(SEARCH_SYNONYM_TERMS_MAX * 2, `Como mucho ${SEARCH_SYNONYM_TERMS_MAX} términos.`)
        .optional()
        .meta({
          description: `En los dos sentidos: los términos del grupo (al menos 2). En un sentido: a qué lleva la búsqueda (al menos 1). Cada uno de 1 a ${SEARCH_TERM_MAX} caracteres: letras, números, espacios y guiones.`,
        }),
    },
    { error: 'El sinónimo debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminSearchSynonymBody' });
export type AdminSearchSynonymBody = z.input<typeof AdminSearchSynonymBody>;
export type AdminSearchSynonymInput = z.output<typeof AdminSearchSynonymBody>;

export const AdminSearchSynonym = z
  .object({
    id: z.int(),
    kind: z.enum(SEARCH_SYNONYM_KINDS),
    input: z.string().nullable().meta({ description: 'En un sentido: lo que busca el cliente; null en un grupo.' }),
    terms: z.array(z.string()),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminSearchSynonym', description: 'Un sinónimo de la búsqueda: un grupo en los dos sentidos, o una búsqueda que lleva también a otros términos.' });
export type AdminSearchSynonym = z.infer<typeof AdminSearchSynonym>;

export const AdminSearchSynonymPage = z
  .object({ data: z.array(AdminSearchSynonym), ...PAGE_FIELDS })
  .meta({ id: 'AdminSearchSynonymPage', description: 'Una página de sinónimos de la búsqueda.' });
export type AdminSearchSynonymPage = z.infer<typeof AdminSearchSynonymPage>;

export const AdminSearchSynonymListQuery = strictQuery({
  search: queryText('search', SEARCH_TERM_MAX).optional(),
  kind: queryEnum('kind', SEARCH_SYNONYM_KINDS, 'El tipo debe ser two_way o one_way.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(50),
});
export type AdminSearchSynonymListQuery = z.infer<typeof AdminSearchSynonymListQuery>;

/** A redirect as staff send it. A new one needs `query` and `target_kind` (and `target` for a path); an edit sends what changes. */
export const AdminSearchRedirectBody = z
  .object(
    {
      query: typedText('La búsqueda', SEARCH_REDIRECT_QUERY_MAX).optional().meta({ description: 'Lo que escribe el cliente ("devoluciones"); única sin distinguir mayúsculas ni tildes.' }),
      target_kind: z
        .enum(SEARCH_REDIRECT_TARGET_KINDS, { error: 'El destino debe ser path (una página de la tienda) o current_campaign (la campaña en curso).' })
        .optional(),
      target: z
        .string({ error: 'La dirección debe ser un texto.' })
        .max(SEARCH_REDIRECT_TARGET_MAX * 4, 'La dirección es demasiado larga.')
        .nullable()
        .optional()
        .meta({ description: `Con path: una dirección de la tienda que empieza por una sola / (hasta ${SEARCH_REDIRECT_TARGET_MAX} caracteres); sin dominio, esquema ni barras invertidas. Con current_campaign: null.` }),
    },
    { error: 'La redirección debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminSearchRedirectBody' });
export type AdminSearchRedirectBody = z.input<typeof AdminSearchRedirectBody>;
export type AdminSearchRedirectInput = z.output<typeof AdminSearchRedirectBody>;

export const AdminSearchRedirect = z
  .object({
    id: z.int(),
    query: z.string(),
    target_kind: z.enum(SEARCH_REDIRECT_TARGET_KINDS),
    target: z.string().nullable().meta({ description: 'La dirección (path); null para la campaña en curso.' }),
    goes_to: z.string().nullable().meta({ description: 'Adónde lleva ahora: la dirección, o la página de la campaña en curso; null si no hay campaña en curso.' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminSearchRedirect', description: 'Una búsqueda que lleva directamente a una página.' });
export type AdminSearchRedirect = z.infer<typeof AdminSearchRedirect>;

export const AdminSearchRedirectPage = z
  .object({ data: z.array(AdminSearchRedirect), ...PAGE_FIELDS })
  .meta({ id: 'AdminSearchRedirectPage', description: 'Una página de redirecciones de la búsqueda.' });
export type AdminSearchRedirectPage = z.infer<typeof AdminSearchRedirectPage>;

export const AdminSearchRedirectListQuery = strictQuery({
  search: queryText('search', SEARCH_REDIRECT_QUERY_MAX).optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(50),
});
export type AdminSearchRedirectListQuery = z.infer<typeof AdminSearchRedirectListQuery>;

/** GET /api/search/redirect: the words a shopper searched for. */
export const SearchRedirectQuery = strictQuery({
  q: queryText('q', SEARCH_REDIRECT_QUERY_MAX),
});
export type SearchRedirectQuery = z.infer<typeof SearchRedirectQuery>;

export const SearchRedirectAnswer = z
  .object({
    redirect: z.string().nullable().meta({ description: 'La página de la tienda a la que lleva esta búsqueda, o null si muestra resultados.' }),
  })
  .meta({ id: 'SearchRedirectAnswer', description: 'Adónde lleva una búsqueda que el personal ha convertido en redirección.' });
export type SearchRedirectAnswer = z.infer<typeof SearchRedirectAnswer>;
