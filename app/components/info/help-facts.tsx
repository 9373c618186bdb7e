import { FREE_SHIPPING_THRESHOLD_EUR } from '@common/cart/pricing';
import { formatEuros } from '@common/money';
import { BRANDS } from '@common/theme';

// The promises the help pages, the FAQ and the legal terms all repeat: one place, so they agree
// with each other and with the cart (free shipping) and the product pages (warranty).

export const FREE_SHIPPING_FROM = formatEuros(FREE_SHIPPING_THRESHOLD_EUR);

export interface ShippingZone {
  zone: string;
  time: string;
  /** Price below the free-shipping threshold, in euros. */
  price: number;
}

/** Orders placed before 14:00 on a working day leave the warehouse that same day. */
export const SAME_DAY_CUTOFF = '14:00';

export const SHIPPING = {
  peninsula: { zone: 'Península', time: '24 horas laborables', price: 4.95 },
  baleares: { zone: 'Islas Baleares', time: '48 a 72 horas laborables', price: 6.95 },
  islands: { zone: 'Canarias, Ceuta y Melilla', time: '4 a 7 días laborables', price: 9.95 },
} as const satisfies Record<string, ShippingZone>;

export const SHIPPING_ZONES: ShippingZone[] = Object.values(SHIPPING);

/** Days from delivery to ask for an exchange or a refund (the law asks for 14). */
export const RETURN_WINDOW_DAYS = 30;
/** Most days from receiving the returned parcel to the refund. */
export const REFUND_DAYS = 14;
/** Legal guarantee of conformity for goods in Spain (art. 120 TRLGDCU, since 2022). */
export const LEGAL_GUARANTEE_YEARS = 3;

/** Each brand's own promise, as the product pages show it in 'Garantía'. */
export const BRAND_WARRANTIES = {
  ruediverso: { brand: BRANDS.ruediverso.name, period: 'Reparación gratuita de costuras de por vida' },
  divergente: { brand: BRANDS.divergente.name, period: '2 años' },
} as const;
