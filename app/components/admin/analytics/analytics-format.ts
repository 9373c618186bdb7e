import { formatPrice } from '@common/money';

// How the dashboard's charts write days, money and counts, in Spanish.

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

const partsOf = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return { year: y, month: m - 1, day: d };
};

/** 12345 → '123,45 €'. */
export const formatCents = (cents: number) => formatPrice(cents / 100);

const COUNT = new Intl.NumberFormat('es-ES');
export const formatNumber = (n: number) => COUNT.format(n);

const ONE_DECIMAL = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** 66.7 → '66,7 %'. */
export const formatPercent = (n: number) => `${ONE_DECIMAL.format(n)} %`;
/** 4.5 → '4,5'. */
export const formatRating = (n: number) => ONE_DECIMAL.format(n);

/** '2026-11-24' → '24 nov' (an axis). */
export function shortDay(isoDate: string): string {
  const { month, day } = partsOf(isoDate);
  return `${day} ${SHORT_MONTHS[month]}`;
}

/** '2026-11-24' → '24 de noviembre de 2026' (a table cell, a sentence). */
export function longDay(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${day} de ${MONTHS[month]} de ${year}`;
}

/** '2026-11-24' → '24 de noviembre' (a day inside a period already named with its year). */
export function dayOfMonth(isoDate: string): string {
  const { month, day } = partsOf(isoDate);
  return `${day} de ${MONTHS[month]}`;
}

/**
 * A period as a sentence begins: 'Del 1 al 30 de noviembre de 2026', 'Del 10 de octubre al 8 de
 * noviembre de 2026', 'Del 15 de diciembre de 2025 al 13 de enero de 2026', 'El 24 de noviembre de 2026'.
 */
export function periodPhrase(from: string, to: string): string {
  if (from === to) return `El ${longDay(from)}`;
  const a = partsOf(from);
  const b = partsOf(to);
  if (a.year !== b.year) return `Del ${longDay(from)} al ${longDay(to)}`;
  if (a.month !== b.month) return `Del ${a.day} de ${MONTHS[a.month]} al ${longDay(to)}`;
  return `Del ${a.day} al ${longDay(to)}`;
}

/** '1 unidad', '3 unidades'. */
export const unitsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'unidad' : 'unidades'}`;
/** '1 pedido', '87 pedidos'. */
export const ordersText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'pedido' : 'pedidos'}`;
