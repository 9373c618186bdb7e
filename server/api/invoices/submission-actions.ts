import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiscalRecords, fiscalSubmissions, invoices, type FiscalSubmissionRow } from '../../db/schema';
import { DUPLICATE_CODE } from '../../invoices/verifactu/aeat-answer';
import { appendSubsanacionRecord } from '../../invoices/verifactu/fiscal-records';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError } from '../../errors';
import { readStoreSettings } from '../../settings/store-settings';
import { transaction } from '../../db/transaction';

// What staff do with a submission that needs a person (issue 35), as AEAT's specification allows:
// - re-send it as it was, when the AEAT refused the whole submission for something outside the
//   record (the certificate, a power of attorney) and that is fixed: nothing was registered;
// - re-send it as a subsanación, when the record's data were wrong and the store's data are now
//   right: a new alta of the same invoice with Subsanacion 'S' (and RechazoPrevio 'X' when the AEAT
//   holds no record of the invoice, 'S' when it holds one but a later correction was refused),
//   chained like any record; the corrected submission is marked 'corrected'.

/** A submission refused as a whole (no record verdict): the same message can go again once the cause is fixed. */
export function canResend(row: Pick<FiscalSubmissionRow, 'status' | 'recordState'>): boolean {
  return row.status === 'needs_attention' && row.recordState == null;
}

/** A record the AEAT refused or took with errors can be corrected by a subsanación (an alta; not a duplicate it holds annulled). */
export function canCorrect(row: Pick<FiscalSubmissionRow, 'status' | 'errorCode'>, recordKind: string): boolean {
  return row.status === 'needs_attention' && recordKind === 'alta' && row.errorCode !== DUPLICATE_CODE;
}

async function loadForUpdate(tx: Db, id: number) {
  const [row] = await tx
    .select({ submission: fiscalSubmissions, record: fiscalRecords })
    .from(fiscalSubmissions)
    .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
    .where(eq(fiscalSubmissions.id, id))
    .for('update', { of: fiscalSubmissions });
  if (!row) throw new NotFoundError('Envío no encontrado.');
  return row;
}

export async function resendSubmission(db: Db, id: number, audit: AuditActor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const { submission, record } = await loadForUpdate(tx, id);
    if (!canResend(submission)) throw new ConflictError('Este envío no se puede reenviar tal cual: solo los que la AEAT rechazó enteros (certificado, apoderamiento) y siguen pendientes de revisar.');
    await tx.update(fiscalSubmissions).set({ status: 'pending', attention: null, updatedAt: now }).where(eq(fiscalSubmissions.id, id));
    await recordAudit(tx, audit, {
      action: 'fiscal-resend',
      entityType: 'invoice',
      entityId: record.invoiceId,
      entityLabel: record.invoiceNumber,
      changes: { submission: { before: submission.status, after: 'pending' } },
    });
  });
}

/** Issues the subsanación of the submission's record; answers the new submission's id. */
export async function correctSubmission(db: Db, id: number, audit: AuditActor, now: Date): Promise<number> {
  return transaction(db, async (tx) => {
    const { submission, record } = await loadForUpdate(tx, id);
    if (!canCorrect(submission, record.kind)) {
      throw new ConflictError(
        submission.errorCode === DUPLICATE_CODE
          ? 'La AEAT ya tiene un registro de esta factura: no se subsana. Consulta con la gestoría.'
          : 'Solo se reenvía como subsanación el alta de una factura que la AEAT rechazó o aceptó con errores y que sigue pendiente de revisar.',
      );
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, record.invoiceId));
    if (!invoice) throw new NotFoundError('Factura no encontrada.');
    const settings = await readStoreSettings(tx);
    if (settings.tax_id.trim().toUpperCase() !== invoice.issuer.tax_id.trim().toUpperCase()) {
      throw new ConflictError(
        `El NIF de la tienda (${settings.tax_id}) no es el de la factura (${invoice.issuer.tax_id}): una subsanación no puede cambiar el NIF, que identifica la factura. Anula la factura y emite otra.`,
      );
    }
    // Does the AEAT hold a record of this invoice? (an earlier alta, correct or with errors, or a duplicate it held correct)
    const others = await tx
      .select({ state: fiscalSubmissions.recordState, status: fiscalSubmissions.status, code: fiscalSubmissions.errorCode })
      .from(fiscalSubmissions)
      .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
      .where(and(eq(fiscalRecords.invoiceId, invoice.id), eq(fiscalRecords.kind, 'alta'), ne(fiscalSubmissions.id, submission.id)));
    const held = (row: { state: string | null; status: string; code: string | null }) =>
      row.state === 'Correcto' || row.state === 'AceptadoConErrores' || (row.code === DUPLICATE_CODE && row.status === 'accepted');
    const heldBefore = others.some(held);
    const heldNow = submission.recordState === 'AceptadoConErrores';
    const rechazoPrevio = heldNow ? null : heldBefore ? 'S' : 'X';
    const created = await appendSubsanacionRecord(tx, invoice, { corrects: record, rechazoPrevio, issuerName: settings.legal_name }, now);
    await tx.update(fiscalSubmissions).set({ status: 'corrected', attention: null, updatedAt: now }).where(eq(fiscalSubmissions.id, submission.id));
    const [next] = await tx.select({ id: fiscalSubmissions.id }).from(fiscalSubmissions).where(inArray(fiscalSubmissions.recordId, [created.id]));
    await recordAudit(tx, audit, {
      action: 'fiscal-correct',
      entityType: 'invoice',
      entityId: invoice.id,
      entityLabel: invoice.number,
      changes: { submission: { before: submission.status, after: 'corrected' }, record: { before: record.huella, after: created.huella } },
    });
    if (!next) throw new ConflictError('No se pudo guardar el envío de la subsanación.');
    return next.id;
  });
}
