import { describe, expect, it } from 'vitest';
import { z } from '@common/zod';
import { ApiRequestError } from '~/lib/api/errors';
import { fieldErrorsOf, fieldPath, formFailure, schemaErrors, serverFieldErrors, splitFormMessage } from './field-errors';

const unprocessable = (body: unknown) => new ApiRequestError(422, 'Datos no válidos', body, true);

describe('field paths', () => {
  it('names nested fields with dots, however they come', () => {
    expect(fieldPath(['variants', 0, 'sku'])).toBe('variants.0.sku');
    expect(fieldPath('variants[0].sku')).toBe('variants.0.sku');
    expect(fieldPath('passport.composition[1].percent')).toBe('passport.composition.1.percent');
    expect(fieldPath('email')).toBe('email');
  });

  it('a message about the body itself goes under "_"', () => {
    expect(fieldPath([])).toBe('_');
    expect(fieldPath('')).toBe('_');
  });
});

describe('zod issues', () => {
  const Body = z.object({
    name: z.string().min(1, 'El nombre es obligatorio.').max(3, 'Demasiado largo.'),
    variants: z.array(z.object({ sku: z.string().min(1, 'El SKU es obligatorio.') })),
  });

  it('keeps the first message of each path, nested ones by their dotted path', () => {
    expect(schemaErrors(Body, { name: '', variants: [{ sku: 'A' }, { sku: '' }] })).toEqual({
      name: 'El nombre es obligatorio.',
      'variants.1.sku': 'El SKU es obligatorio.',
    });
  });

  it('is empty when the values pass', () => {
    expect(schemaErrors(Body, { name: 'Ana', variants: [] })).toEqual({});
  });

  it('a refinement of the whole body lands under "_"', () => {
    const Both = z.object({ a: z.string() }).refine((body) => body.a === 'x', 'Todo mal.');
    expect(schemaErrors(Both, { a: 'y' })).toEqual({ _: 'Todo mal.' });
  });
});

describe("the server's 422", () => {
  it('keeps the first message of each field and normalises bracketed paths', () => {
    expect(serverFieldErrors({ email: ['Ya existe.', 'Otro'], 'variants[2].sku': ['Repetido.'], phone: [], name: null })).toEqual({
      email: 'Ya existe.',
      'variants.2.sku': 'Repetido.',
    });
  });

  it('a field named after an object property is a field like any other', () => {
    const errors = serverFieldErrors(JSON.parse('{"constructor":["No."],"__proto__":["Tampoco."]}'));
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(errors.constructor).toBe('No.');
  });

  it('only a 422 carries field messages', () => {
    expect(fieldErrorsOf(unprocessable({ errors: { email: ['Ya existe.'] } }))).toEqual({ email: 'Ya existe.' });
    expect(fieldErrorsOf(new ApiRequestError(409, 'Conflicto', { errors: { email: ['Ya existe.'] } }, true))).toEqual({});
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('form failure', () => {
  it('a 422 puts its messages under the fields and its "_" message under the form', () => {
    expect(formFailure(unprocessable({ errors: { email: ['Ya existe.'], _: ['Revisa el pedido.'] } }), 'No se pudo guardar.')).toEqual({
      fieldErrors: { email: 'Ya existe.' },
      message: 'Revisa el pedido.',
    });
  });

  it('any other failure is one sentence: the server message, or the fallback', () => {
    expect(formFailure(new ApiRequestError(409, 'El email ya existe.', {}, true), 'No se pudo guardar.')).toEqual({
      fieldErrors: {},
      message: 'El email ya existe.',
    });
    expect(formFailure(new ApiRequestError(500, 'HTTP 500', null), 'No se pudo guardar.').message).toBe('No se pudo guardar.');
    expect(formFailure(new TypeError('Failed to fetch'), 'No se pudo guardar.').message).toMatch(/No hay conexión/);
  });

  it('splits the form message from field messages', () => {
    expect(splitFormMessage({ _: 'Mal.', name: 'Falta.' })).toEqual({ fieldErrors: { name: 'Falta.' }, message: 'Mal.' });
  });
});
