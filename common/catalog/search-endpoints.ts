import { defineEndpoints } from '../api/contract';
import { StoreSuccess } from '../api/replies';
import { SiteSearchQuery, SiteSearchResults } from './search-contracts';

/** The search box's call (spec §2/§3): one engine with GET /products?search=. */
export const searchEndpoints = defineEndpoints({
  'GET /search': {
    operationId: 'searchSite',
    tag: 'Catálogo',
    access: 'public',
    summary: 'Búsqueda de productos, marcas y categorías',
    description:
      'Busca el texto sin distinguir mayúsculas ni tildes, con plurales y otras formas de la palabra, palabras en cualquier orden, la última a medio escribir y pequeñas erratas. Los productos son los de GET /products?search= por relevancia (SKU exacto, nombre, etiquetas, categoría y marca, descripción); las marcas y categorías activas cuyo nombre coincide. Menos de 2 caracteres es un 422.',
    query: SiteSearchQuery,
    reply: StoreSuccess(SiteSearchResults),
  },
});
