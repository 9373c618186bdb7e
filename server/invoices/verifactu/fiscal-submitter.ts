import type { Db } from '../../db/client';
import { fiscalSubmissions, type FiscalRecordRow } from '../../db/schema';
import { submissionXml, type XmlNode } from './fiscal-xml';

// Sending billing records to the tax office goes through a FiscalSubmitter. The built-in one keeps
// each submission in `fiscal_submissions` with the XML that would be sent (staff read it at
// /admin/invoices/submissions, like the e-mail outbox). A real one (AEAT's web service over TLS
// with the company's certificate) is chosen by FISCAL_SUBMITTER and picks up the kept rows; until a
// certificate is configured there is nothing to send to (decision record 14).

export interface FiscalSubmitter {
  /** The name kept on each submission ('outbox'). */
  readonly id: string;
  /** Records the submission of `record` in the caller's transaction. */
  submit(tx: Db, record: FiscalRecordRow, xml: string): Promise<void>;
}

export const outboxSubmitter: FiscalSubmitter = {
  id: 'outbox',
  async submit(tx, record, xml) {
    await tx.insert(fiscalSubmissions).values({ recordId: record.id, submitter: 'outbox', status: 'kept', xml }).onConflictDoNothing();
  },
};

let current: FiscalSubmitter = outboxSubmitter;

/** The submitter the store uses (server/start.ts may set another from the environment). */
export function setFiscalSubmitter(submitter: FiscalSubmitter): void {
  current = submitter;
}

export async function submitRecord(tx: Db, record: FiscalRecordRow, node: XmlNode, issuer: { name: string; taxId: string }): Promise<void> {
  await current.submit(tx, record, submissionXml(issuer, node));
}
