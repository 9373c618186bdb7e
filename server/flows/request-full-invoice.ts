import type { InvoiceRecipient, InvoiceRequestOutcome } from '../../common/invoices/contracts';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { fullInvoiceSaved, issueFullInvoice, lockInvoiceableOrder, saveInvoiceRecipient, substitutableInvoice } from '../api/invoices/invoice-requests';

/**
 * A full invoice for `orderId`, made out to `recipient`, in one transaction: saved on the order and
 * issued with the payment when there is no invoice yet, or issued now as an F3 substituting the
 * simplified one. 409 when the order cannot have one (not paid and no longer payable), already has
 * a full one, or has corrective invoices. The steps are in server/api/invoices/invoice-requests.ts.
 */
export async function requestFullInvoice(db: Db, orderId: number, recipient: InvoiceRecipient, actor: { kind: 'customer'; id: number | null; name: string | null }, now: Date): Promise<InvoiceRequestOutcome> {
  return transaction(db, async (tx) => {
    const order = await lockInvoiceableOrder(tx, orderId);
    const simplified = await substitutableInvoice(tx, order);
    await saveInvoiceRecipient(tx, order, recipient, now);
    return simplified ? issueFullInvoice(tx, order, simplified, recipient, now) : fullInvoiceSaved(tx, order, recipient, actor, now);
  });
}
