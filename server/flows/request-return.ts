import type { Db } from '../db/client';
import type { ReturnRow } from '../db/schema';
import { transaction } from '../db/transaction';
import type { StockActor } from '../inventory/stock';
import {
  claimReturnedUnits,
  insertReturn,
  insertReturnLines,
  lockOrderForReturn,
  planReturn,
  recordReturnRequested,
  type RequestInput,
} from '../api/returns/return-request';
import { queueReturnMail } from '../api/returns/return-mails';

/**
 * The one flow that opens a return or a withdrawal, in one transaction (the steps and what each
 * refuses: server/api/returns/return-request.ts). Answers the new return's row.
 */
export async function requestReturn(db: Db, orderId: number, input: RequestInput, actor: StockActor, now: Date): Promise<ReturnRow> {
  return transaction(db, async (tx) => {
    const order = await lockOrderForReturn(tx, orderId, input.kind, now);
    const plan = await planReturn(tx, order, input);
    await claimReturnedUnits(tx, plan.checked);
    const created = await insertReturn(tx, order, input, plan, now);
    await insertReturnLines(tx, order, created, plan, actor, now);
    await recordReturnRequested(tx, order, created, input.kind, plan.checked, actor, now);
    // The acknowledgement on a durable medium.
    await queueReturnMail(tx, created, 'requested');
    return created;
  });
}
