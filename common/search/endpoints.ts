import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import {
  AdminSearchRedirect,
  AdminSearchRedirectBody,
  AdminSearchRedirectListQuery,
  AdminSearchRedirectPage,
  AdminSearchSynonym,
  AdminSearchSynonymBody,
  AdminSearchSynonymListQuery,
  AdminSearchSynonymPage,
  SearchRedirectAnswer,
  SearchRedirectQuery,
} from './contracts';

const TAG = 'Admin · Búsqueda';
const staff = { tag: TAG, access: 'admin', permission: 'search.manage' } as const;

const SYNONYM_RULES =
  'Reglas: en los dos sentidos, al menos dos términos; en un sentido, lo que busca el cliente (input) y al menos un término al que lleva, sin estar él mismo entre ellos. Cada término de 1 a 60 caracteres (letras, números, espacios y guiones), sin repetir en la regla; se guarda en minúsculas y sin tildes. Un término está en un solo grupo, y lo que busca el cliente en una sola regla y en ningún grupo (422 que nombra la otra regla). Un sinónimo se aplica un solo paso: los sinónimos de un sinónimo no se siguen. Cada error es un 422 en su campo (kind, input, terms).';
const REDIRECT_RULES =
  'Reglas: la búsqueda (1 a 100 caracteres: letras, números, espacios y guiones) es única sin distinguir mayúsculas ni tildes; el destino es una dirección de la tienda que empieza por una sola / (nunca //, un dominio, un esquema como javascript: ni barras invertidas) o la campaña en curso; una dirección que es una búsqueda (/store?search=…) no puede formar un bucle con otras redirecciones. Cada error es un 422 en su campo (query, target_kind, target).';

/** The search's synonyms and redirects, for staff (issue 37). A change empties every instance's cached search answers. */
export const searchRuleEndpoints = defineEndpoints({
  'GET /admin/search/synonyms': {
    ...staff,
    operationId: 'listAdminSearchSynonyms',
    summary: 'Sinónimos de la búsqueda, paginados',
    description: 'Los sinónimos, los más nuevos primero, filtrables por un término (contiene, sin tildes) y por tipo.',
    query: AdminSearchSynonymListQuery,
    reply: Success(AdminSearchSynonymPage),
  },
  'POST /admin/search/synonyms': {
    ...staff,
    operationId: 'createAdminSearchSynonym',
    summary: 'Crea un sinónimo',
    description: `Desde ese momento la búsqueda (el buscador, la tienda y las sugerencias) lo aplica. ${SYNONYM_RULES}`,
    body: AdminSearchSynonymBody,
    status: 201,
    reply: Success(AdminSearchSynonym),
  },
  'GET /admin/search/synonyms/{id}': {
    ...staff,
    operationId: 'getAdminSearchSynonym',
    summary: 'Un sinónimo',
    description: 'El sinónimo con ese id.',
    params: IdParam,
    reply: Success(AdminSearchSynonym),
    errors: [404],
  },
  'PATCH /admin/search/synonyms/{id}': {
    ...staff,
    operationId: 'updateAdminSearchSynonym',
    summary: 'Edita un sinónimo',
    description: `Cambia solo los campos enviados; las reglas se comprueban sobre el resultado. ${SYNONYM_RULES}`,
    params: IdParam,
    body: AdminSearchSynonymBody,
    reply: Success(AdminSearchSynonym),
    errors: [404],
  },
  'DELETE /admin/search/synonyms/{id}': {
    ...staff,
    operationId: 'deleteAdminSearchSynonym',
    summary: 'Borra un sinónimo',
    description: 'La búsqueda deja de aplicarlo en el acto.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /admin/search/redirects': {
    ...staff,
    operationId: 'listAdminSearchRedirects',
    summary: 'Redirecciones de la búsqueda, paginadas',
    description: 'Las búsquedas que llevan directamente a una página, las más nuevas primero, filtrables por la búsqueda (contiene, sin tildes), con adónde llevan ahora.',
    query: AdminSearchRedirectListQuery,
    reply: Success(AdminSearchRedirectPage),
  },
  'POST /admin/search/redirects': {
    ...staff,
    operationId: 'createAdminSearchRedirect',
    summary: 'Crea una redirección',
    description: `Desde ese momento esa búsqueda lleva a la página, en el buscador y en /store?search=. ${REDIRECT_RULES}`,
    body: AdminSearchRedirectBody,
    status: 201,
    reply: Success(AdminSearchRedirect),
  },
  'GET /admin/search/redirects/{id}': {
    ...staff,
    operationId: 'getAdminSearchRedirect',
    summary: 'Una redirección',
    description: 'La redirección con ese id y adónde lleva ahora.',
    params: IdParam,
    reply: Success(AdminSearchRedirect),
    errors: [404],
  },
  'PATCH /admin/search/redirects/{id}': {
    ...staff,
    operationId: 'updateAdminSearchRedirect',
    summary: 'Edita una redirección',
    description: `Cambia solo los campos enviados; las reglas se comprueban sobre el resultado. ${REDIRECT_RULES}`,
    params: IdParam,
    body: AdminSearchRedirectBody,
    reply: Success(AdminSearchRedirect),
    errors: [404],
  },
  'DELETE /admin/search/redirects/{id}': {
    ...staff,
    operationId: 'deleteAdminSearchRedirect',
    summary: 'Borra una redirección',
    description: 'La búsqueda vuelve a mostrar resultados en el acto.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /search/redirect': {
    tag: 'Catálogo',
    access: 'public',
    operationId: 'getSearchRedirect',
    summary: 'Adónde lleva una búsqueda',
    description:
      'Cuando el personal ha hecho que estas palabras (sin distinguir mayúsculas ni tildes) lleven directamente a una página, su dirección en la tienda; si no, null. /store?search= la sigue con un 302. Una redirección a «la campaña en curso» no lleva a ninguna parte si no hay campaña en marcha.',
    query: SearchRedirectQuery,
    reply: Success(SearchRedirectAnswer),
  },
});
