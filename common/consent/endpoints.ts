import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { CookieConsentBody, CookieConsentRecord, PrivacyConsents } from './contracts';

const shopper = { tag: 'Consentimientos', access: 'shopper' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const customer = { tag: 'Consentimientos', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

export const consentEndpoints = defineEndpoints({
  'POST /consents/cookies': {
    ...shopper,
    operationId: 'recordCookieConsent',
    summary: 'Guarda una elección de cookies',
    description:
      'La elección del aviso de cookies (categorías y versión del texto) queda anotada con la fecha del servidor, por el identificador anónimo del navegador y, con sesión, también con la cuenta (RGPD art. 7.1). Cada elección es una anotación nueva: el historial no se cambia. No se guarda la IP. Limitado por IP (429 con Retry-After).',
    body: CookieConsentBody,
    status: 201,
    reply: Success(CookieConsentRecord),
    errors: [429],
  },
  'GET /user/privacy/consents': {
    ...customer,
    operationId: 'getMyConsents',
    summary: 'Mis consentimientos',
    description:
      'La última elección de cookies guardada con la cuenta, los recordatorios de carrito con la fecha del consentimiento y los avisos de disponibilidad activos con la de su confirmación.',
    reply: Success(PrivacyConsents),
  },
});
