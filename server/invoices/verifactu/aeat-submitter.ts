import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fiscalRecords, fiscalSubmissions, type FiscalRecordRow, type FiscalSubmissionRow } from '../../db/schema';
import type { Logger } from '../../logger';
import { attentionText, faultOutcome, lineOutcome, parseAeatAnswer, type AeatAnswer, type AnswerLine } from './aeat-answer';
import type { FiscalSubmitter } from './fiscal-submitter';

// Sending the billing records to the tax office (AEAT's VERI*FACTU web service, SOAP over TLS with
// the company's certificate): FISCAL_SUBMITTER=aeat with the certificate in AEAT_PFX_FILE (and
// AEAT_PFX_PASSWORD) or AEAT_CERT_FILE + AEAT_KEY_FILE. Records are kept as 'pending' in the
// transaction that issues them and sent afterwards, one at a time and in the chain's order, by
// `sendPendingSubmissions` (a minute job): a slow or absent tax office never holds an invoice.
// Each record's own verdict is kept on its submission (server/invoices/aeat-answer.ts reads it).

/** One sender at a time across instances: a round that outlives its minute never overlaps the next. */
export const FISCAL_SEND_LOCK_KEY = 724_410_524;

export const AEAT_ENDPOINTS = {
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

export interface AeatConnection {
  endpoint: string;
  /** TLS client identity: a PKCS#12 file with its password, or a PEM certificate and key. */
  pfx?: Buffer;
  passphrase?: string;
  cert?: Buffer;
  key?: Buffer;
  /** Extra trusted roots (a test server); the system's otherwise. */
  ca?: Buffer;
  timeoutMs?: number;
}

/** The connection the environment describes, or null when the records stay in the outbox. */
export function aeatConnectionFrom(config: Config): AeatConnection | null {
  if (config.FISCAL_SUBMITTER !== 'aeat') return null;
  return {
    endpoint: config.AEAT_ENDPOINT ?? AEAT_ENDPOINTS.production,
    ...(config.AEAT_PFX_FILE ? { pfx: readFileSync(config.AEAT_PFX_FILE), passphrase: config.AEAT_PFX_PASSWORD } : {}),
    ...(config.AEAT_CERT_FILE && config.AEAT_KEY_FILE ? { cert: readFileSync(config.AEAT_CERT_FILE), key: readFileSync(config.AEAT_KEY_FILE) } : {}),
  };
}

/** Keeps each record to be sent ('pending'); `sendPendingSubmissions` sends it. */
export const aeatSubmitter: FiscalSubmitter = {
  id: 'aeat',
  async submit(tx, record, xml) {
    await tx.insert(fiscalSubmissions).values({ recordId: record.id, submitter: 'aeat', status: 'pending', xml }).onConflictDoNothing();
  },
};

/** The SOAP envelope around the submission (its XML declaration dropped). */
export function soapEnvelope(submissionXml: string): string {
  const body = submissionXml.replace(/^<\?xml[^>]*>\s*/, '');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">\n<soapenv:Header/>\n<soapenv:Body>\n${body}</soapenv:Body>\n</soapenv:Envelope>\n`;
}

interface Answer {
  status: number;
  body: string;
}

function post(connection: AeatConnection, payload: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      connection.endpoint,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""', 'Content-Length': Buffer.byteLength(payload) },
        pfx: connection.pfx,
        passphrase: connection.passphrase,
        cert: connection.cert,
        key: connection.key,
        ca: connection.ca,
        timeout: connection.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('La AEAT no contestó a tiempo.')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The seconds to wait after a failure, by attempt: a minute, growing to an hour. */
const BACKOFF_SECONDS = [60, 120, 300, 900, 1800, 3600];
export const backoffSeconds = (attempts: number) => BACKOFF_SECONDS[Math.min(Math.max(attempts, 1), BACKOFF_SECONDS.length) - 1]!;
/** AEAT's default TiempoEsperaEnvio, used when an answer gives none. */
const DEFAULT_WAIT_SECONDS = 60;
/** The web service takes at most 1000 records a submission. */
const MAX_RECORDS = 1000;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

interface PendingRow {
  submission: FiscalSubmissionRow;
  record: Pick<FiscalRecordRow, 'kind' | 'invoiceNumber' | 'invoiceDate'>;
}

const REGISTRO = /<sfLR:RegistroFactura>[\s\S]*?<\/sfLR:RegistroFactura>/;
const headOf = (xml: string) => xml.slice(0, xml.search(REGISTRO));

/**
 * The records that go together: the leading run of pending records with the same header (issuer),
 * at most one of each invoice and operation, in the chain's order.
 */
function takeBatch(pending: PendingRow[]): { rows: PendingRow[]; xml: string } {
  const first = pending[0]!;
  if (!REGISTRO.test(first.submission.xml)) return { rows: [first], xml: first.submission.xml };
  const head = headOf(first.submission.xml);
  const rows: PendingRow[] = [];
  const seen = new Set<string>();
  for (const row of pending) {
    const key = `${row.record.kind}|${row.record.invoiceNumber}|${row.record.invoiceDate}`;
    if (headOf(row.submission.xml) !== head || seen.has(key) || !REGISTRO.test(row.submission.xml)) break;
    seen.add(key);
    rows.push(row);
  }
  const body = rows.map((row) => REGISTRO.exec(row.submission.xml)?.[0] ?? '').join('\n');
  return { rows, xml: `${head}${body}\n</sfLR:RegFactuSistemaFacturacion>\n` };
}

/** The answer's line of a record: same invoice and operation (a single line answers a single record). */
function lineOf(answer: Extract<AeatAnswer, { kind: 'answer' }>, row: PendingRow, single: boolean): AnswerLine | undefined {
  const operation = row.record.kind === 'alta' ? 'Alta' : 'Anulacion';
  const found = answer.lines.find(
    (line) => line.invoiceNumber === row.record.invoiceNumber && (line.invoiceDate == null || line.invoiceDate === row.record.invoiceDate) && (line.operation == null || line.operation === operation),
  );
  return found ?? (single && answer.lines.length === 1 ? answer.lines[0] : undefined);
}

/** The instant before which nothing is sent (the last answer's TiempoEsperaEnvio, or the backoff), if still ahead. */
export async function nextSendAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: fiscalSubmissions.nextSendAfter })
    .from(fiscalSubmissions)
    .where(isNotNull(fiscalSubmissions.nextSendAfter))
    .orderBy(desc(fiscalSubmissions.nextSendAfter))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Sends the pending records in the chain's order, many in one submission, and keeps each record's
 * own verdict (decision record 14, issue 35):
 * - Correcto, or a duplicate the AEAT already holds as correct (code 3000): 'accepted';
 * - AceptadoConErrores, Incorrecto, a refusal of the whole submission for the store's data or
 *   certificate: 'needs_attention', with the code, the AEAT's description and what to do in Spanish
 *   (staff re-send it, or re-send it as a subsanación, from /admin/invoices/submissions);
 * - no answer, a server error, a technical fault at the AEAT: still 'pending', tried again after a
 *   growing wait.
 * Nothing is sent before the AEAT's TiempoEsperaEnvio has passed. Answers how many records got a verdict.
 */
export async function sendPendingSubmissions(db: Db, connection: AeatConnection, options: { now?: Date; logger?: Logger; limit?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const gate = await nextSendAt(db);
  if (gate && gate > now) return 0;
  const pending: PendingRow[] = await db
    .select({ submission: fiscalSubmissions, record: { kind: fiscalRecords.kind, invoiceNumber: fiscalRecords.invoiceNumber, invoiceDate: fiscalRecords.invoiceDate } })
    .from(fiscalSubmissions)
    .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
    .where(and(eq(fiscalSubmissions.submitter, 'aeat'), eq(fiscalSubmissions.status, 'pending')))
    .orderBy(asc(fiscalSubmissions.recordId))
    .limit(Math.min(options.limit ?? 100, MAX_RECORDS));
  if (pending.length === 0) return 0;
  const batch = takeBatch(pending);
  const ids = batch.rows.map((row) => row.submission.id);

  const retryAll = async (response: string) => {
    const attempts = Math.max(...batch.rows.map((row) => row.submission.attempts)) + 1;
    await db
      .update(fiscalSubmissions)
      .set({ attempts: sql`${fiscalSubmissions.attempts} + 1`, response: response.slice(0, 20_000), nextSendAfter: later(now, backoffSeconds(attempts)), updatedAt: now })
      .where(inArray(fiscalSubmissions.id, ids));
  };

  let reply: Answer;
  try {
    reply = await post(connection, soapEnvelope(batch.xml));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await retryAll(message);
    options.logger?.warn({ submissionIds: ids, err: message }, 'sending billing records to the AEAT failed; retried later');
    return 0;
  }
  const answer = parseAeatAnswer(reply.body);
  if (!answer || (answer.kind === 'fault' && faultOutcome(answer.code) === 'retry')) {
    await retryAll(`HTTP ${reply.status}: ${reply.body}`);
    options.logger?.warn({ submissionIds: ids, status: reply.status }, 'the AEAT did not take the billing records; retried later');
    return 0;
  }
  if (answer.kind === 'fault') {
    await db
      .update(fiscalSubmissions)
      .set({
        status: 'needs_attention',
        attempts: sql`${fiscalSubmissions.attempts} + 1`,
        response: reply.body.slice(0, 20_000),
        recordState: null,
        errorCode: answer.code,
        errorDescription: answer.message.slice(0, 2000),
        attention: `La AEAT rechazó el envío entero: el registro no consta allí. ${attentionText(answer.code, answer.message)}`,
        nextSendAfter: later(now, DEFAULT_WAIT_SECONDS),
        updatedAt: now,
      })
      .where(inArray(fiscalSubmissions.id, ids));
    options.logger?.warn({ submissionIds: ids, code: answer.code }, 'the AEAT refused the whole submission; it needs a person');
    return batch.rows.length;
  }

  const wait = later(now, answer.waitSeconds ?? DEFAULT_WAIT_SECONDS);
  let verdicts = 0;
  for (const row of batch.rows) {
    const line = lineOf(answer, row, batch.rows.length === 1);
    const outcome = line ? lineOutcome(line) : answer.envio === 'Incorrecto' ? null : ({ status: 'retry', attention: null } as const);
    if (!line || outcome?.status === 'retry') {
      const attempts = row.submission.attempts + 1;
      const retryAt = later(now, backoffSeconds(attempts));
      await db
        .update(fiscalSubmissions)
        .set({
          ...(outcome
            ? { attempts, nextSendAfter: retryAt > wait ? retryAt : wait }
            : {
                status: 'needs_attention',
                attempts,
                attention: 'La AEAT rechazó el envío entero sin decir el motivo de este registro: no consta allí. Revisa la respuesta y reenvíalo; si se repite, avisa al equipo técnico.',
                nextSendAfter: wait,
              }),
          response: reply.body.slice(0, 20_000),
          csv: answer.csv,
          recordState: line?.state ?? null,
          errorCode: line?.errorCode ?? null,
          errorDescription: line?.errorDescription ?? null,
          updatedAt: now,
        })
        .where(eq(fiscalSubmissions.id, row.submission.id));
      if (!outcome) verdicts += 1;
      continue;
    }
    await db
      .update(fiscalSubmissions)
      .set({
        status: outcome!.status,
        attempts: row.submission.attempts + 1,
        response: reply.body.slice(0, 20_000),
        csv: answer.csv,
        recordState: line.state,
        errorCode: line.errorCode,
        errorDescription: line.errorDescription?.slice(0, 2000) ?? null,
        attention: outcome!.attention,
        nextSendAfter: wait,
        updatedAt: now,
      })
      .where(eq(fiscalSubmissions.id, row.submission.id));
    verdicts += 1;
  }
  if (answer.envio !== 'Correcto') options.logger?.warn({ submissionIds: ids, envio: answer.envio, csv: answer.csv }, 'the AEAT did not take every billing record as sent');
  return verdicts;
}
