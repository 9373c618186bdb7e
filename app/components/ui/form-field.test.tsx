import { describe, expect, it } from 'vitest';
import { firstErrors } from './form-field';

describe('firstErrors', () => {
  it('keeps the first message of each field of a 422 reply', () => {
    expect(firstErrors({ email: ['Ya existe.', 'Otro'], phone: [], name: undefined })).toEqual({ email: 'Ya existe.' });
  });
});
