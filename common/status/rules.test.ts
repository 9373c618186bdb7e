import { describe, expect, test } from 'vitest';
import { StatusReply } from './contracts';
import { isStatusReply } from './rules';

const reply = {
  status: 'error',
  database: 'disconnected',
  api: 'degraded',
  server: 'online',
  authentication: 'unavailable',
  timestamp: '2026-01-01T00:00:00.000Z',
  message: 'La base de datos no responde',
  version: '1.0.0',
};

describe('isStatusReply (the contract check without zod)', () => {
  test('accepts what the contract accepts', () => {
    expect(StatusReply.safeParse(reply).success).toBe(true);
    expect(isStatusReply(reply)).toBe(true);
  });

  test.each([
    ['a value outside an enum', { ...reply, database: 'maybe' }],
    ['a missing text', { ...reply, message: undefined }],
    ['a number for a text', { ...reply, version: 1 }],
    ['not an object', 'error'],
    ['null', null],
  ])('refuses %s, like the contract', (_case, value) => {
    expect(StatusReply.safeParse(value).success).toBe(false);
    expect(isStatusReply(value)).toBe(false);
  });
});
