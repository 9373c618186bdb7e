import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleApiError, NotFoundError, ValidationError, zodErrorsToMap } from './errors';

const logger = pino({ level: 'silent' });

function appThrowing(err: unknown) {
  const app = new Hono();
  app.get('/x', () => {
    throw err;
  });
  app.onError((e, c) => handleApiError(e, c, logger));
  return app;
}

describe('API error mapping', () => {
  it('answers an unexpected failure with a bare 500 message and no stack trace', async () => {
    const res = await appThrowing(new Error('connection string postgres://secret@db')).request('/x');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Error interno del servidor.' });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
  });

  it('maps typed service errors to their status and message', async () => {
    const res = await appThrowing(new NotFoundError('Banner no encontrado.')).request('/x');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Banner no encontrado.' });
  });

  it('answers validation errors 422 with the first message and the per-field map', async () => {
    const res = await appThrowing(new ValidationError({ email: ['El email no es válido.'] })).request('/x');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'El email no es válido.',
      errors: { email: ['El email no es válido.'] },
    });
  });

  it('turns zod issues into a field map', () => {
    const result = z.object({ a: z.string(), b: z.object({ c: z.number() }) }).safeParse({ b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(zodErrorsToMap(result.error))).toEqual(['a', 'b.c']);
  });

  it('says each message once per field, even when two checks fail with the same words', () => {
    const twice = (_value: string, ctx: z.RefinementCtx) => {
      ctx.addIssue({ code: 'custom', message: 'El SKU es obligatorio.' });
      ctx.addIssue({ code: 'custom', message: 'El SKU es obligatorio.' });
      ctx.addIssue({ code: 'custom', message: 'Solo letras.' });
    };
    const result = z.object({ sku: z.string().superRefine(twice) }).safeParse({ sku: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodErrorsToMap(result.error)).toEqual({ sku: ['El SKU es obligatorio.', 'Solo letras.'] });
  });
});
