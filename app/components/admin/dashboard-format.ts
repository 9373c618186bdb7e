const countFormat = new Intl.NumberFormat('es-ES');

/** A figure as es-ES writes it ('1287', '12.870'). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

const whenFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** A date as es-ES shows it ('14 mar 2025, 13:05'); an unreadable one stays out. */
export function formatWhen(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : whenFormat.format(date);
}
