import { and, eq } from 'drizzle-orm';
import type { ReturnStatus } from '../../common/returns/rules';
import type { Db } from '../db/client';
import { returnEvents } from '../db/schema';
import type { OrderActor } from './order-timeline';

// The return's timeline (return_events) has one writer, this module: the request, the staff steps
// and the refund's settlement record their entries through recordReturnEvent.

export interface ReturnEventInput {
  /** 'requested', 'refund', a staff step's kind… */
  kind: string;
  toStatus?: ReturnStatus | null;
  /** Spanish sentence shown in the timeline. */
  message: string;
  actor: OrderActor;
  now: Date;
}

export async function recordReturnEvent(tx: Db, returnId: number, event: ReturnEventInput): Promise<void> {
  await tx.insert(returnEvents).values({
    returnId,
    kind: event.kind,
    toStatus: event.toStatus ?? null,
    message: event.message,
    actorKind: event.actor.kind,
    actorId: event.actor.id ?? null,
    actorName: event.actor.name ?? null,
    createdAt: event.now,
  });
}

/** A step's entry learns the status it led to once the return has settled (the exchange sent). */
export async function setReturnEventStatus(tx: Db, returnId: number, kind: string, toStatus: ReturnStatus): Promise<void> {
  await tx.update(returnEvents).set({ toStatus }).where(and(eq(returnEvents.returnId, returnId), eq(returnEvents.kind, kind)));
}
