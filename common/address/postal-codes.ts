import type { SPANISH_PROVINCES } from './provinces';

// The first two digits of a Spanish postal code are its province's number (INE), so the code must
// match the province: the address book, the checkout and the directory check it alike.

type Province = (typeof SPANISH_PROVINCES)[number];

export const PROVINCE_POSTAL_PREFIX: Record<Province, string> = {
  Álava: '01', Albacete: '02', Alicante: '03', Almería: '04', Ávila: '05', Badajoz: '06', 'Illes Balears': '07',
  Barcelona: '08', Burgos: '09', Cáceres: '10', Cádiz: '11', Castellón: '12', 'Ciudad Real': '13', Córdoba: '14',
  'A Coruña': '15', Cuenca: '16', Girona: '17', Granada: '18', Guadalajara: '19', Gipuzkoa: '20', Huelva: '21',
  Huesca: '22', Jaén: '23', León: '24', Lleida: '25', 'La Rioja': '26', Lugo: '27', Madrid: '28', Málaga: '29',
  Murcia: '30', Navarra: '31', Ourense: '32', Asturias: '33', Palencia: '34', 'Las Palmas': '35', Pontevedra: '36',
  Salamanca: '37', 'Santa Cruz de Tenerife': '38', Cantabria: '39', Segovia: '40', Sevilla: '41', Soria: '42',
  Tarragona: '43', Teruel: '44', Toledo: '45', Valencia: '46', Valladolid: '47', Bizkaia: '48', Zamora: '49',
  Zaragoza: '50', Ceuta: '51', Melilla: '52',
};

/** The message shown under the postal code when it belongs to another province. */
export function postalCodeMismatchMessage(province: string): string {
  return `Este código postal no es de ${province}: en ${province} empiezan por ${PROVINCE_POSTAL_PREFIX[province as Province] ?? '??'}.`;
}

/** True when the postal code's first two digits are the province's number. */
export function postalCodeMatchesProvince(postalCode: string, province: string): boolean {
  const prefix = PROVINCE_POSTAL_PREFIX[province as Province];
  return prefix !== undefined && postalCode.trim().startsWith(prefix);
}
