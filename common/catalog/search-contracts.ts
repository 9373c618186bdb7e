import { SEARCH_MIN_CHARS } from '../constants';
import { queryInt, queryText, strictQuery } from '../query-params';
import { z } from '../zod';

/** How many results of each group GET /api/search gives unless `limit` says otherwise. */
export const SITE_SEARCH_DEFAULT_LIMIT = 5;

/** GET /api/search: the search box's text (2 characters at least, spec §5) and the size of each group. */
export const SiteSearchQuery = strictQuery({
  q: queryText('q', 100).pipe(z.string().min(SEARCH_MIN_CHARS, `q debe tener al menos ${SEARCH_MIN_CHARS} caracteres.`)),
  limit: queryInt('limit', 1, 20).default(SITE_SEARCH_DEFAULT_LIMIT),
});
export type SiteSearchQuery = z.infer<typeof SiteSearchQuery>;

export const SEARCH_RESULT_TYPES = ['product', 'brand', 'category'] as const;

/** Spec §3's search result. */
export const SearchResult = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(SEARCH_RESULT_TYPES),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'Dirección de una imagen pequeña, o null.' }),
    url: z.string().meta({ description: 'La página del resultado en la tienda.' }),
  })
  .meta({ id: 'SearchResult', description: 'Un resultado de la búsqueda: un producto, una marca o una categoría.' });
export type SearchResult = z.infer<typeof SearchResult>;

export const SiteSearchResults = z
  .object({
    query: z.string(),
    products: z.array(SearchResult),
    brands: z.array(SearchResult),
    categories: z.array(SearchResult),
    redirect: z
      .string()
      .nullable()
      .meta({ description: 'Cuando el personal ha hecho que esta búsqueda lleve directamente a una página (issue 37): su dirección en la tienda, a la que el buscador va al pulsar Intro; si no, null.' }),
  })
  .meta({ id: 'SiteSearchResults', description: 'Los resultados de una búsqueda agrupados como productos, marcas y categorías, los mejores primero.' });
export type SiteSearchResults = z.infer<typeof SiteSearchResults>;
