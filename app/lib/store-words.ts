/**
 * The store list's words and limits the header and its menus need on every page, apart from
 * store-query.ts (the list's filters, 5 KB), which only the store's pages load (issue 36).
 */

/** The 'Tendencias' selection: the store list with `featured=1`. */
export const TRENDS_LABEL = 'Tendencias';
export const TRENDS_LEAD = 'Lo que se lleva esta temporada, elegido por el equipo.';

export const SEARCH_MAX_LENGTH = 100;

/** The search field's placeholder, in the header's bar from the first paint. */
export const SEARCH_PLACEHOLDER = 'Buscar productos, marcas, colecciones...';
