import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fiscalSubmissions } from '../db/schema';
import type { Logger } from '../logger';
import type { FiscalSubmitter } from './fiscal-submitter';

// Sending the billing records to the tax office (AEAT's VERI*FACTU web service, SOAP over TLS with
// the company's certificate): FISCAL_SUBMITTER=aeat with the certificate in AEAT_PFX_FILE (and
// AEAT_PFX_PASSWORD) or AEAT_CERT_FILE + AEAT_KEY_FILE. Records are kept as 'pending' in the
// transaction that issues them and sent afterwards, one at a time and in the chain's order, by
// `sendPendingSubmissions` (a minute job): a slow or absent tax office never holds an invoice.

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

/** AEAT's verdict on a submission: EstadoEnvio Correcto, ParcialmenteCorrecto or Incorrecto. */
export function readVerdict(body: string): 'accepted' | 'rejected' | null {
  const state = /<(?:\w+:)?EstadoEnvio>\s*([A-Za-z]+)\s*</.exec(body)?.[1];
  if (state === 'Correcto') return 'accepted';
  if (state === 'ParcialmenteCorrecto' || state === 'Incorrecto') return 'rejected';
  return null;
}

/**
 * Sends the pending submissions in the chain's order. A refused record is marked 'rejected' with
 * AEAT's answer (staff read it in the outbox); a connection failure or a server error ends the
 * round and the record is tried again next time (its attempts counted). Answers how many were sent.
 */
export async function sendPendingSubmissions(db: Db, connection: AeatConnection, options: { now?: Date; logger?: Logger; limit?: number } = {}): Promise<number> {
  const pending = await db
    .select()
    .from(fiscalSubmissions)
    .where(and(eq(fiscalSubmissions.submitter, 'aeat'), eq(fiscalSubmissions.status, 'pending')))
    .orderBy(asc(fiscalSubmissions.recordId))
    .limit(options.limit ?? 50);
  let sent = 0;
  for (const submission of pending) {
    const now = options.now ?? new Date();
    let answer: Answer;
    try {
      answer = await post(connection, soapEnvelope(submission.xml));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(fiscalSubmissions).set({ attempts: sql`${fiscalSubmissions.attempts} + 1`, response: message.slice(0, 2000), updatedAt: now }).where(eq(fiscalSubmissions.id, submission.id));
      options.logger?.warn({ submissionId: submission.id, err: message }, 'sending a billing record to the AEAT failed; retried later');
      break;
    }
    const verdict = answer.status === 200 ? readVerdict(answer.body) : null;
    if (!verdict) {
      await db
        .update(fiscalSubmissions)
        .set({ attempts: sql`${fiscalSubmissions.attempts} + 1`, response: `HTTP ${answer.status}: ${answer.body}`.slice(0, 20_000), updatedAt: now })
        .where(eq(fiscalSubmissions.id, submission.id));
      options.logger?.warn({ submissionId: submission.id, status: answer.status }, 'the AEAT did not accept the call; retried later');
      break;
    }
    await db
      .update(fiscalSubmissions)
      .set({ status: verdict, attempts: sql`${fiscalSubmissions.attempts} + 1`, response: answer.body.slice(0, 20_000), updatedAt: now })
      .where(eq(fiscalSubmissions.id, submission.id));
    sent += 1;
  }
  return sent;
}
