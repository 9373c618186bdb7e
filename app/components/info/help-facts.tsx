import { formatEuros } from '@common/money';
import type { PublicStoreSettings } from '@common/settings/contracts';
import { BRANDS } from '@common/theme';
import { useStoreSettings } from '~/lib/store-facts';

// The promises the help pages, the FAQ and the legal terms all repeat: one place, so they agree
// with each other and with the cart (free shipping) and the product pages (warranty). The fees
// and the free-shipping threshold are store settings (/admin/settings): useShippingFacts().

export interface ShippingZone {
  zone: string;
  time: string;
  /** Price below the free-shipping threshold, in euros. */
  price: number;
}

/** Orders placed before 14:00 on a working day leave the warehouse that same day. */
export const SAME_DAY_CUTOFF = '14:00';

/** Where we ship and how long it takes; what it costs is in the settings. */
export function shippingZones(settings: PublicStoreSettings) {
  return {
    peninsula: { zone: 'Península', time: '24 horas laborables', price: settings.shipping_standard_fee },
    baleares: { zone: 'Islas Baleares', time: '48 a 72 horas laborables', price: settings.shipping_baleares_fee },
    islands: { zone: 'Canarias, Ceuta y Melilla', time: '4 a 7 días laborables', price: settings.shipping_islands_fee },
  } satisfies Record<string, ShippingZone>;
}

/** The shipping facts as the store settings say them: zones with their fees, and where free shipping starts. */
export function shippingFacts(settings: PublicStoreSettings) {
  const zones = shippingZones(settings);
  return { zones, zoneList: Object.values(zones), freeFrom: formatEuros(settings.free_shipping_threshold) };
}

export function useShippingFacts() {
  return shippingFacts(useStoreSettings());
}

/** Days from delivery to ask for an exchange or a refund (a store setting; the law asks for 14). */
export function useReturnWindowDays(): number {
  return useStoreSettings().return_window_days;
}

/** The return window ('30'), inside a sentence. */
export function ReturnWindowDays() {
  return <>{useReturnWindowDays()}</>;
}
/** Most days from receiving the returned parcel to the refund. */
export const REFUND_DAYS = 14;
/** Legal guarantee of conformity for goods in Spain (art. 120 TRLGDCU, since 2022). */
export const LEGAL_GUARANTEE_YEARS = 3;

/** Each brand's own promise, as the product pages show it in 'Garantía'. */
export const BRAND_WARRANTIES = {
  ruediverso: { brand: BRANDS.ruediverso.name, period: 'Reparación gratuita de costuras de por vida' },
  divergente: { brand: BRANDS.divergente.name, period: '2 años' },
} as const;

/** Where free shipping starts ('60 €'), inside a sentence. */
export function FreeShippingFrom() {
  return <>{useShippingFacts().freeFrom}</>;
}
