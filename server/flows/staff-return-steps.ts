import type { ReturnCondition } from '../../common/returns/rules';
import type { Db } from '../db/client';
import type { PaymentRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { settleRefund, type RefundingProvider } from '../payments/ledger';
import { syncOrderPaymentStatus } from '../api/orders/payment-status';
import { announceCatalogueChange } from '../api/catalog/catalogue-changed';
import { isSizeReturnReason } from '../../common/reviews/size-advice';
import {
  exchangeLinesToShip,
  insertExchangeOrder,
  lockReturn,
  markRejected,
  markReturnPickedUp,
  markReturnTransferPaid,
  receiveReturnLines,
  recordExchangeSent,
  recordReceipt,
  releaseRejectedUnits,
  requestReturnRefund,
  settleReturnRefund,
  type ReturnStaffChange,
} from '../api/returns/staff-steps';

// The steps staff take with a return, each one transaction over the return locked (two staff tabs
// cannot take the same step twice); what each checks and writes is in server/api/returns/staff-steps.ts.

/** "Marcar recogida": the carrier has the parcel. */
export async function markPickedUp(db: Db, id: number, change: ReturnStaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockReturn(tx, id);
    await markReturnPickedUp(tx, row, change);
  });
}

/** "Recibir": each line once, with its condition; sellable units back to stock, damaged ones written off. */
export async function receiveLines(db: Db, id: number, lines: { return_line_id: number; condition: ReturnCondition }[], change: ReturnStaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockReturn(tx, id);
    const received = await receiveReturnLines(tx, row, lines, change);
    await recordReceipt(tx, row, received, change);
  });
}

/** The ledger's hook: a return's refund settled (now, or by the retry job) moves the return and the order's payment status on. */
export async function afterReturnRefund(tx: Db, refund: PaymentRow): Promise<void> {
  if (refund.returnId == null || refund.status !== 'succeeded') return;
  // The order's payment status follows what has gone back: part of the charge, or all of it.
  await syncOrderPaymentStatus(tx, refund.orderId, refund.updatedAt);
  await settleReturnRefund(tx, refund);
}

/**
 * "Reembolsar": all lines received, the refund recorded once (a second click, a second tab: the
 * same intent), then — after the transaction — through the provider. For cash on delivery or a
 * transfer it waits for staff to make the transfer to the customer's IBAN.
 */
export async function refundReturn(db: Db, provider: RefundingProvider, id: number, change: ReturnStaffChange): Promise<void> {
  const refundId = await transaction(db, async (tx) => requestReturnRefund(tx, provider, await lockReturn(tx, id), change));
  if (refundId != null) await settleRefund(db, provider, refundId, change.now, afterReturnRefund);
}

/** "Marcar transferencia hecha": the manual refund is paid. */
export async function markRefundPaid(db: Db, id: number, reference: string | null, change: ReturnStaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockReturn(tx, id);
    const paid = await markReturnTransferPaid(tx, row, reference, change);
    await afterReturnRefund(tx, paid);
  });
}

/** "Enviar cambio": a linked order at 0 € with the reserved variants, paid and ready to prepare. Once. */
export async function shipExchange(db: Db, id: number, change: ReturnStaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockReturn(tx, id);
    const exchanges = await exchangeLinesToShip(tx, row);
    const number = await insertExchangeOrder(tx, row, exchanges, change);
    await recordExchangeSent(tx, row, number, change);
  });
}

/** "Rechazar": only before anything is received; the claimed units and the exchange reservations go back. */
export async function rejectReturn(db: Db, id: number, reason: string, change: ReturnStaffChange): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockReturn(tx, id);
    const lines = await releaseRejectedUnits(tx, row, change);
    await markRejected(tx, row, reason, change);
    // A refused size return no longer counts in the product's size advice (issue 25).
    if (lines.some((l) => isSizeReturnReason(l.line.reason))) await announceCatalogueChange(tx);
  });
}
