import { eq } from 'drizzle-orm';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../tests/factories';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';
import type { Db } from '../db/client';
import { mailOutbox, orders } from '../db/schema';
import os from 'node:os';
import { createJobQueue } from '../jobs/job-queue';
import { createLocalFileStorage } from '../storage/file-storage';
import { deliverMailSoonAfterQueued, storeJobs } from '../jobs/store-jobs';
import { createTestGateway } from '../payments/test-gateway';
import { deliverPendingMails, outboxMessageId, smtpTransport, type MailTransport } from './delivery';
import { queueOrderMail } from './order-mails';
import { sampleOrder } from './order-mails.fixture';
import { sendMail } from './outbox';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server on the loopback (no network): it accepts every recipient except those in
 * `rejected` (550, a permanent refusal) and keeps each message it is given.
 */
function fakeSmtpServer(rejected: Set<string>) {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
            waiting.splice(0).forEach((wake) => wake());
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          socket.write('250-fake.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        } else if (command === 'MAIL') {
          current.from = line.slice(10).replace(/[<>]/g, '').split(' ')[0]!;
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          const address = line.slice(8).replace(/[<>]/g, '').trim();
          if (rejected.has(address)) {
            reply('550 5.1.1 mailbox unavailable');
          } else {
            current.to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('250 ok');
        }
      }
    });
    socket.on('error', () => {});
  });
  return {
    received,
    /** Resolves once `count` messages have arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
    },
    listen: () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testDb: TestDatabase;
let db: Db;
const smtp = fakeSmtpServer(new Set(['nadie@example.com']));
let transport: MailTransport;
let port: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedEssentials(testDb.database);
  db = testDb.database.db;
  port = await smtp.listen();
  transport = smtpTransport(`smtp://127.0.0.1:${port}`);
});

afterAll(async () => {
  transport?.close();
  await smtp.close();
  await testDb?.cleanup();
});

beforeEach(async () => {
  await db.delete(mailOutbox);
  smtp.received.splice(0);
});

const mail = (to: string, subject: string) => ({ to, kind: 'test', subject, html: `<p>${subject}</p>`, text: subject });

describe('SMTP delivery of the outbox', () => {
  it('sends the pending mails, marks them sent, and keeps the error of a permanent refusal', async () => {
    const ok = await sendMail(db, mail('lucia@example.com', 'Tu pedido TD-2026-000001 está en camino'));
    const refused = await sendMail(db, mail('nadie@example.com', 'No llegará'));

    const round = await deliverPendingMails(db, transport, { now: () => new Date('2026-11-24T12:00:00Z') });
    expect(round).toEqual({ sent: 1, failed: 1, deferred: false });

    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, ok));
    expect(sent!.sentAt?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(sent!.error).toBeNull();
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, refused));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.error).toContain('550');

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.from).toBe('hola@tiendadiverso.es');
    expect(message.to).toEqual(['lucia@example.com']);
    expect(message.data).toContain('From: Tienda Diverso <hola@tiendadiverso.es>');
    expect(message.data).toContain('To: lucia@example.com');
    expect(message.data).toMatch(/Subject: =\?UTF-8\?/);
    expect(message.data).toContain('Content-Type: text/plain');
    expect(message.data).toContain('Content-Type: text/html');

    // Nothing is sent twice, and a refused mail is not retried.
    expect(await deliverPendingMails(db, transport)).toEqual({ sent: 0, failed: 0, deferred: false });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends a mail's extra headers: a cart reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)", async () => {
    const unsubscribe = '<https://tienda.example/api/marketing/unsubscribe?token=abc>';
    await sendMail(db, { ...mail('lucia@example.com', 'Tus prendas te esperan'), headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    await sendMail(db, mail('lucia@example.com', 'Sin cabeceras'));
    expect(await deliverPendingMails(db, transport)).toEqual({ sent: 2, failed: 0, deferred: false });
    // Long headers may be folded onto the next line (RFC 5322); unfolded, they read as written.
    const unfolded = smtp.received[0]!.data.replace(/\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: ${unsubscribe}`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.received[1]!.data).not.toContain('List-Unsubscribe');
  });

  it('leaves the mails pending when the SMTP server cannot be reached', async () => {
    const id = await sendMail(db, mail('lucia@example.com', 'Espera'));
    const closed = fakeSmtpServer(new Set());
    const port = await closed.listen();
    await closed.close();
    const unreachable = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const round = await deliverPendingMails(db, unreachable);
      expect(round).toEqual({ sent: 0, failed: 0, deferred: true });
    } finally {
      unreachable.close();
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toBeNull();

    expect((await deliverPendingMails(db, transport)).sent).toBe(1);
  });

  it("the 'deliver-mail' job sends a mail soon after it is queued, with the row's Message-ID", async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const logger = pino({ level: 'silent' });
    const payments = createTestGateway(db);
    const jobs = createJobQueue(testDb.database, {
      logger,
      runJobs: true,
      pollingIntervalSeconds: 0.5,
      definitions: { 'deliver-mail': storeJobs({ database: testDb.database, storage: createLocalFileStorage(os.tmpdir()), payments, logger, mailTransport: transport, aeat: null })['deliver-mail']! },
    });
    await jobs.start();
    const stopKicking = deliverMailSoonAfterQueued(jobs, logger);
    try {
      const before = smtp.received.length;
      const id = await sendMail(db, mail('ana@example.com', 'Hola'));
      await smtp.until(before + 1);
      await vi.waitFor(async () => {
        const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(sent!.sentAt).not.toBeNull();
      });
      const received = smtp.received.at(-1)!;
      expect(received.to).toEqual(['ana@example.com']);
      // Its idempotency key: a second attempt at the same row (a worker killed after sending) carries the same one.
      const messageId = new RegExp(`Message-ID: (<outbox-${id}\\.[0-9a-z]+@[^>]+>)`).exec(received.data)?.[1];
      expect(messageId).toBeDefined();
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(outboxMessageId(row!, `tienda@${messageId!.split('@')[1]!.slice(0, -1)}`)).toBe(messageId);
    } finally {
      stopKicking();
      await jobs.stop(1_000);
      transport.close();
    }
  });
});

describe('queueOrderMail', () => {
  it("writes the order's mail to the outbox for the order's e-mail, linked to the customer's account", async () => {
    const { user } = await createUser(db);
    const [order] = await db
      .insert(orders)
      .values({
        number: 'TD-2026-000077',
        userId: user.id,
        email: 'lucia@example.com',
        customerName: 'Lucía',
        phone: '600111222',
        status: 'paid',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        shippingMethod: 'standard',
        shippingZone: 'peninsula',
        shippingAddress: sampleOrder().shipping_address,
        subtotalCents: 6280,
        totalCents: 6280,
        vatCents: 1090,
        vatRate: 21,
        idempotencyKey: 'mail-test-1',
        accessTokenHash: 'a'.repeat(64),
        requestHash: 'b'.repeat(64),
      })
      .returning({ id: orders.id });

    await queueOrderMail(db, sampleOrder({ id: order!.id, number: 'TD-2026-000077' }), 'confirmation');
    await queueOrderMail(db, sampleOrder({ id: order!.id + 1000, number: 'TD-2026-000078' }), 'cancelled');

    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((r) => [r.kind, r.toAddress, r.userId, r.subject])).toEqual([
      ['order-confirmation', 'lucia@example.com', user.id, 'Hemos recibido tu pedido TD-2026-000077'],
      ['order-cancelled', 'lucia@example.com', null, 'Tu pedido TD-2026-000078 se ha cancelado'],
    ]);
    expect(rows[0]!.html).toContain('Camiseta básica');
    expect(rows[0]!.text).toContain('IVA incluido');
  });
});

