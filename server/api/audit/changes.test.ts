import { describe, expect, it } from 'vitest';
import { changedFields } from './changes';

describe('changedFields', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(changedFields({ name: 'A', price: 10, tags: ['x'] }, { name: 'B', price: 10, tags: ['x'] })).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });

  it('reads a creation and a deletion as changes from and to nothing', () => {
    expect(changedFields(null, { name: 'Nueva' })).toEqual({ name: { before: null, after: 'Nueva' } });
    expect(changedFields({ name: 'Vieja' }, null)).toEqual({ name: { before: 'Vieja', after: null } });
  });

  it('compares only the fields asked for, dates as ISO text and arrays by value', () => {
    const when = new Date('2026-11-24T10:00:00Z');
    expect(changedFields({ a: 1, b: when, c: [1] }, { a: 2, b: null, c: [1, 2] }, ['b', 'c'])).toEqual({
      b: { before: '2026-11-24T10:00:00.000Z', after: null },
      c: { before: [1], after: [1, 2] },
    });
  });

  it('records that a secret changed without its value', () => {
    expect(changedFields({ passwordHash: 'old' }, { passwordHash: 'new' })).toEqual({
      passwordHash: { before: '[oculto]', after: '[oculto]' },
    });
  });
});
