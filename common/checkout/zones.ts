// Where a parcel goes decides what it costs and whether VAT applies (the postal code's match with the
// province is common/address/postal-codes.ts).

/** Shipping zones: they set the fee and the delivery time (help/shipping says the same). */
export type ShippingZone = 'peninsula' | 'baleares' | 'islands';

export const SHIPPING_ZONE_NAMES: Record<ShippingZone, string> = {
  peninsula: 'Península',
  baleares: 'Islas Baleares',
  islands: 'Canarias, Ceuta y Melilla',
};

export function shippingZoneOf(province: string): ShippingZone {
  if (province === 'Illes Balears') return 'baleares';
  if (province === 'Las Palmas' || province === 'Santa Cruz de Tenerife' || province === 'Ceuta' || province === 'Melilla') return 'islands';
  return 'peninsula';
}

/** Canarias, Ceuta and Melilla are outside the EU VAT territory: their orders are invoiced without VAT. */
export function isVatExempt(zone: ShippingZone): boolean {
  return zone === 'islands';
}
