import type { OrderStatus } from '../../common/orders/rules';
import type { Db } from '../db/client';
import { orderEvents } from '../db/schema';

// The order's timeline (order_events) has one writer: recordOrderEvent. The checkout, the
// lifecycle, the ledger's refunds, the invoices and the returns all write through it.

export interface OrderActor {
  kind: 'customer' | 'staff' | 'system';
  id?: number | null;
  name?: string | null;
}

export const SYSTEM_ACTOR: OrderActor = { kind: 'system', id: null, name: null };

export interface OrderEventInput {
  /** 'placed', 'status', 'payment', 'refund', 'note', 'email'… */
  kind: string;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  /** Spanish sentence shown in the timeline (cut at 500 characters). */
  message: string;
  actor: OrderActor;
  /** When it happened; the database's clock when absent. */
  now?: Date;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function recordOrderEvent(tx: Db, orderId: number, event: OrderEventInput): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    message: cut(event.message, 500),
    actorKind: event.actor.kind,
    actorId: event.actor.id ?? null,
    actorName: event.actor.name ? cut(event.actor.name, 120) : null,
    ...(event.now ? { createdAt: event.now } : {}),
  });
}
