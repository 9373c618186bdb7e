// Support conversations (issue 21), pure: the topics a customer picks, the states of a
// conversation and who moves it where, the staff inbox's views, and the limits of a message.

export const SUPPORT_TOPICS = ['pedido', 'devolucion', 'talla', 'producto', 'pago', 'otro'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  pedido: 'Mi pedido',
  devolucion: 'Devolución o cambio',
  talla: 'Tallas y medidas',
  producto: 'Una prenda',
  pago: 'Pagos y facturas',
  otro: 'Otra consulta',
};

/**
 * open: the store owes an answer (new, or the customer wrote last); waiting_customer: staff
 * answered and wait for the customer; resolved: closed by either side (a new customer message
 * opens it again).
 */
export const SUPPORT_STATUSES = ['open', 'waiting_customer', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** As the customer reads them. */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Abierta',
  waiting_customer: 'Esperando tu respuesta',
  resolved: 'Resuelta',
};

/** As staff read them in the inbox (the conversation waits for the customer, not for them). */
export const SUPPORT_STAFF_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Abierta',
  waiting_customer: 'Esperando a la clienta',
  resolved: 'Resuelta',
};

export type SupportAuthor = 'customer' | 'staff';

/** The state after a message: a customer's (re)opens it; a staff reply waits for the customer; an internal note changes nothing. */
export function statusAfterMessage(current: SupportStatus, author: SupportAuthor, internal: boolean): SupportStatus {
  if (internal) return current;
  return author === 'customer' ? 'open' : 'waiting_customer';
}

/** The customer may mark it resolved unless it already is; staff close it the same way. */
export function canResolve(status: SupportStatus): boolean {
  return status !== 'resolved';
}

/** The staff inbox's views: nobody's yet, mine, waiting for the customer, everything. */
export const SUPPORT_INBOX_VIEWS = ['unassigned', 'mine', 'waiting', 'all'] as const;
export type SupportInboxView = (typeof SUPPORT_INBOX_VIEWS)[number];

export const SUPPORT_INBOX_VIEW_LABELS: Record<SupportInboxView, string> = {
  unassigned: 'Sin asignar',
  mine: 'Mías',
  waiting: 'Esperando a la clienta',
  all: 'Todas',
};

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 2;
export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_INBOX_PER_PAGE = 20;

/** A customer's page of conversations: the newest activity first, this many at most. */
export const SUPPORT_CUSTOMER_LIST_MAX = 100;

/** Where a customer reads a conversation; a guest goes through the contact page with order number and e-mail. */
export function customerConversationPath(id: number): string {
  return `/user/support?c=${id}`;
}
export const GUEST_SUPPORT_PATH = '/help/contact#soporte';
