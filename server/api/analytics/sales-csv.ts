// The dashboard's figures as a spreadsheet, pure. Semicolons, not commas: Excel in Spanish writes
// decimals with a comma, so its list separator is ';' and a comma-separated file would open in a
// single column. A BOM tells Excel the file is UTF-8 (without it 'Tallas más devueltas' arrives
// as 'mÃ¡s'). Amounts in euros with a decimal comma; days as dd/mm/aaaa.

import type { AdminSalesAnalytics } from '../../../common/analytics/contracts';

/** A cell: quoted when it holds a separator, a quote or a line break, and never read as a formula (OWASP CSV injection). */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 123456 → '1234,56'. */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
/** 12.5 → '12,5'. */
const decimal = (n: number) => String(n).replace('.', ',');
/** '2026-11-24' → '24/11/2026'. */
const spanishDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export function salesCsv(figures: AdminSalesAnalytics): string {
  const rows: (string | number)[][] = [];
  const blank = () => rows.push([]);
  rows.push([`Ventas y devoluciones del ${spanishDate(figures.from)} al ${spanishDate(figures.to)}`]);
  rows.push(['Pedidos cobrados, por el día del cobro (hora de Madrid). Importes con IVA y envío, en euros.']);
  blank();

  rows.push(['Resumen', 'Valor']);
  rows.push(['Ingresos (€)', euros(figures.totals.revenue_cents)]);
  rows.push(['Pedidos', figures.totals.orders]);
  rows.push(['Pedido medio (€)', euros(figures.totals.average_order_cents)]);
  rows.push(['Unidades vendidas', figures.totals.units_sold]);
  rows.push(['Unidades devueltas', figures.returns.units_returned]);
  rows.push(['Tasa de devolución (%)', decimal(figures.returns.return_rate)]);
  rows.push(['Opiniones publicadas', figures.reviews.count]);
  rows.push(['Media de las opiniones (estrellas)', figures.reviews.average === null ? '' : decimal(figures.reviews.average)]);
  blank();

  rows.push(['Día', 'Ingresos (€)', 'Pedidos']);
  for (const day of figures.per_day) rows.push([spanishDate(day.date), euros(day.revenue_cents), day.orders]);
  rows.push(['Total', euros(figures.totals.revenue_cents), figures.totals.orders]);
  blank();

  rows.push(['Productos más vendidos', 'Unidades', 'Ingresos (€)']);
  for (const product of figures.top_products) rows.push([product.name, product.units, euros(product.revenue_cents)]);
  blank();

  rows.push(['Motivo de devolución', 'Unidades devueltas']);
  for (const reason of figures.returns.top_reasons) rows.push([reason.label, reason.units]);
  blank();

  rows.push(['Producto más devuelto', 'Unidades devueltas', 'Motivo principal']);
  for (const product of figures.returns.by_product) rows.push([product.product_name, product.units, product.reasons[0]?.label ?? '']);
  blank();

  rows.push(['Talla más devuelta', 'Unidades devueltas', 'Motivo principal']);
  for (const size of figures.returns.by_size) rows.push([size.size, size.units, size.reasons[0]?.label ?? '']);

  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** ventas-2026-11-01-a-2026-11-30.csv */
export function salesCsvFileName(figures: Pick<AdminSalesAnalytics, 'from' | 'to'>): string {
  return `ventas-${figures.from}-a-${figures.to}.csv`;
}
