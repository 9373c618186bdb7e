// How to reach Tienda Diverso: one list, so the help pages, the legal texts and the customer
// area's support screen never disagree. Email only: the team answers in writing, in Spanish.
export const STORE_EMAILS = {
  /** General questions, press and partnerships. */
  general: 'hola@tiendadiverso.es',
  /** Orders, deliveries, exchanges, returns and warranty claims. */
  support: 'support@tiendadiverso.es',
  /** Company uniforms, embroidery and made-to-measure (divergente and the workshop). */
  business: 'empresas@tiendadiverso.es',
  /** Data protection requests (RGPD rights) and privacy questions. */
  privacy: 'privacidad@tiendadiverso.es',
} as const;

export const SUPPORT_HOURS = 'De lunes a viernes, de 9:00 a 19:00 (hora peninsular)';
export const SUPPORT_RESPONSE_TIME = 'menos de 24 horas laborables';

/** Data controller named in the legal pages. */
export const DATA_CONTROLLER = { name: 'Tienda Diverso', city: 'Madrid', email: STORE_EMAILS.privacy } as const;
