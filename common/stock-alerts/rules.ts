// Back-in-stock alerts (issue 25), pure: the states, their words and the public pages' addresses.

export const STOCK_ALERT_STATUSES = ['pending', 'active', 'notified', 'cancelled'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

export const STOCK_ALERT_STATUS_LABELS: Record<StockAlertStatus, string> = {
  pending: 'Pendiente de confirmar',
  active: 'Activo',
  notified: 'Avisado',
  cancelled: 'Cancelado',
};

/** An alert that still waits for the stock (and may be cancelled). */
export function isOpenAlert(status: StockAlertStatus): boolean {
  return status === 'pending' || status === 'active';
}

/** The public pages of the e-mails' links (they work without signing in and without scripts). */
export const CONFIRM_ALERT_PATH = '/avisos/confirmar';
export const CANCEL_ALERT_PATH = '/avisos/cancelar';

/** A product page with a size and colour chosen (the links of the alert e-mails). */
export function productChoicePath(slug: string, variant: { size: string; color_name: string }): string {
  const params = new URLSearchParams({ talla: variant.size, color: variant.color_name });
  return `/store/products/${encodeURIComponent(slug)}?${params.toString()}`;
}

export const IN_STOCK_MESSAGE = 'Esa talla está disponible: puedes comprarla ya.';
