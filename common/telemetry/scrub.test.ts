import { describe, expect, it } from 'vitest';
import { errorEnvelope, errorEvent, parseDsn, stackFrames } from './error-event';
import { SCRUBBED, scrubText, scrubValue } from './scrub';

describe('scrubbing personal data from an error report', () => {
  it('takes e-mails, phones, cards, IBANs, tokens and query strings out of a text', () => {
    const text = scrubText(
      'Fallo al escribir a ana.garcia@example.es (tel. +34 612 345 678), tarjeta 4242 4242 4242 4242, IBAN ES91 2100 0418 4502 0005 1332, Bearer abc.def.ghi, en /reset-password?token=s3cr3t y token 9f86d081884c7d659a2feaa0c55ad015',
    );
    for (const secret of ['ana.garcia', '612 345 678', '4242 4242', 'ES91', 'abc.def.ghi', 's3cr3t', '9f86d081884c7d659a2feaa0c55ad015']) expect(text).not.toContain(secret);
    expect(text).toContain('/reset-password?[scrubbed]');
    expect(text).toContain('Bearer [scrubbed]');
  });

  it('drops whole fields named as personal data or credentials, keeps the code and the ids', () => {
    const scrubbed = scrubValue({
      headers: { Authorization: 'Bearer x', Cookie: 'sid=1', 'user-agent': 'Firefox' },
      user: { email: 'a@b.es', name: 'Ana', address: 'Calle Mayor 1', postal_code: '28012' },
      tags: { request_id: '0b6c1c6e-8d6f-4f1e-9f5a-3a2b1c0d9e8f' },
      frames: [{ filename: '/srv/app/server/api/orders/service.ts', function: 'placeOrder', lineno: 10 }],
    }) as Record<string, Record<string, unknown>>;
    expect(scrubbed.headers).toEqual({ Authorization: SCRUBBED, Cookie: SCRUBBED, 'user-agent': 'Firefox' });
    expect(scrubbed.user).toEqual({ email: SCRUBBED, name: SCRUBBED, address: SCRUBBED, postal_code: SCRUBBED });
    expect(scrubbed.tags!.request_id).toBe('0b6c1c6e-8d6f-4f1e-9f5a-3a2b1c0d9e8f');
    expect(scrubbed.frames).toEqual([{ filename: '/srv/app/server/api/orders/service.ts', function: 'placeOrder', lineno: 10 }]);
  });
});

describe('an error report in the Sentry protocol', () => {
  it('reads a DSN: the envelope address, the key and the origin the CSP lets the pages reach', () => {
    expect(parseDsn('https://abc123@o1.ingest.example.io/4507')).toMatchObject({
      origin: 'https://o1.ingest.example.io',
      projectId: '4507',
      publicKey: 'abc123',
      envelopeUrl: 'https://o1.ingest.example.io/api/4507/envelope/',
    });
    expect(parseDsn('http://k@127.0.0.1:9000/errors/3')?.envelopeUrl).toBe('http://127.0.0.1:9000/errors/api/3/envelope/');
    expect(parseDsn('not a dsn')).toBeNull();
    expect(parseDsn('https://errors.example/1')).toBeNull();
    expect(parseDsn(undefined)).toBeNull();
  });

  it('names the error, its frames oldest first, the request id and the path without its query, and nothing personal', () => {
    const error = new Error('No se pudo enviar a luis@example.com');
    const event = errorEvent(error, { platform: 'node', requestId: 'req-1', request: { method: 'POST', url: '/api/orders?email=luis@example.com' }, source: 'api' });
    const json = JSON.stringify(event);
    expect(json).not.toContain('luis');
    expect(event).toMatchObject({ platform: 'node', level: 'error', tags: { request_id: 'req-1', source: 'api' }, request: { method: 'POST', url: '/api/orders' } });
    const frames = (event.exception as { values: { stacktrace: { frames: { function?: string }[] } }[] }).values[0]!.stacktrace.frames;
    expect(frames.length).toBeGreaterThan(0);
    const lines = errorEnvelope(event, parseDsn('https://k@errors.example/1')!).split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1]!)).toEqual({ type: 'event' });
  });

  it('reads V8 and Firefox stacks', () => {
    expect(stackFrames('Error: x\n    at placeOrder (/srv/app/service.js:10:5)\n    at /srv/node_modules/hono/dist/compose.js:3:1')).toEqual([
      { filename: '/srv/node_modules/hono/dist/compose.js', lineno: 3, colno: 1, in_app: false },
      { function: 'placeOrder', filename: '/srv/app/service.js', lineno: 10, colno: 5, in_app: true },
    ]);
    expect(stackFrames('render@https://tienda.example/assets/a.js:1:200')).toEqual([{ function: 'render', filename: 'https://tienda.example/assets/a.js', lineno: 1, colno: 200, in_app: true }]);
  });
});
