import type { PublicStoreSettings, StoreSettings } from './contracts';
import type { OpeningHours } from './rules';

/**
 * The store's facts, edited in /admin/settings and read by every page that shows one (footer, help
 * and legal pages, the customer area's support screen, the cart's free-shipping bar, the root meta).
 * The defaults are what the store showed before the settings existed, so a fresh store looks the
 * same; they live here and nowhere else.
 */
export const STORE_SETTINGS_DEFAULTS = {
  store_name: 'Tienda Diverso',
  legal_name: 'Tienda Diverso',
  tax_id: '',
  registered_address: '',
  /** LSSI-CE art. 10: the registry entry of a registered company ('Inscrita en el Registro Mercantil de …'); empty until set. */
  commercial_registry: '',
  city: 'Madrid',
  contact_email: 'hola@tiendadiverso.es',
  support_email: 'support@tiendadiverso.es',
  business_email: 'empresas@tiendadiverso.es',
  privacy_email: 'privacidad@tiendadiverso.es',
  phone: '',
  address: 'Lavapiés, Madrid',
  opening_hours: {
    monday: { open: true, opens: '09:00', closes: '19:00' },
    tuesday: { open: true, opens: '09:00', closes: '19:00' },
    wednesday: { open: true, opens: '09:00', closes: '19:00' },
    thursday: { open: true, opens: '09:00', closes: '19:00' },
    friday: { open: true, opens: '09:00', closes: '19:00' },
    saturday: { open: false, opens: '10:00', closes: '14:00' },
    sunday: { open: false, opens: '10:00', closes: '14:00' },
  } satisfies OpeningHours,
  response_time: 'menos de 24 horas laborables',
  social: { instagram: '', facebook: '', tiktok: '', pinterest: '', youtube: '' },
  shipping_standard_fee: 4.95,
  shipping_baleares_fee: 6.95,
  shipping_islands_fee: 9.95,
  shipping_express_fee: 9.95,
  free_shipping_threshold: 60,
  cash_on_delivery_fee: 3,
  /** Without an IBAN the checkout does not offer bank transfer. */
  bank_transfer_holder: '',
  bank_transfer_iban: '',
  bank_transfer_bank: '',
  /** Days from delivery to return or exchange (the help pages promise 30); the law's 14 days of withdrawal always apply. */
  return_window_days: 30,
  vat_rate: 21,
  /** Invoice series (issue 22): simplified, full and corrective invoices each numbered on their own, per year. */
  invoice_series_simplified: 'FS',
  invoice_series_full: 'FC',
  invoice_series_rectifying: 'FR',
  /** Days an e-mail's body is kept before the housekeeping job empties it (the row stays). */
  mail_body_retention_days: 90,
  maintenance_enabled: false,
  maintenance_message: 'Estamos haciendo unos cambios en la tienda. Volvemos en un rato: gracias por tu paciencia.',
  meta_description: 'Tienda Diverso: moda de calle sostenible de ruediverso y moda corporativa inclusiva de divergente.',
};

/**
 * The defaults as a StoreSettings (the contract reads them unchanged: a test parses them). Kept free
 * of zod so the public pages' bundles need not carry it (issue 14).
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = STORE_SETTINGS_DEFAULTS;

/**
 * What GET /settings answers before it has answered (a component test, the root's fallback): the
 * defaults and the built-in test gateway's way of paying by card, which a fresh store uses.
 */
export const DEFAULT_PUBLIC_STORE_SETTINGS: PublicStoreSettings = { ...DEFAULT_STORE_SETTINGS, payment_flow: 'direct' };
