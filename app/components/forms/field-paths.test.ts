import { describe, expect, expectTypeOf, it } from 'vitest';
import { valueAt, withValueAt, type PathTo } from './field-paths';

interface Values {
  name: string;
  is_featured: boolean;
  variants: { sku: string; stock: string }[];
  passport: { composition: { fibre: string }[] };
}

const values: Values = {
  name: 'Camisa',
  is_featured: false,
  variants: [
    { sku: 'A', stock: '1' },
    { sku: 'B', stock: '2' },
  ],
  passport: { composition: [{ fibre: 'Lino' }] },
};

describe('form value paths', () => {
  it('reads a value by its dotted path', () => {
    expect(valueAt(values, 'name')).toBe('Camisa');
    expect(valueAt(values, 'variants.1.sku')).toBe('B');
    expect(valueAt(values, 'passport.composition.0.fibre')).toBe('Lino');
    expect(valueAt(values, 'variants.5.sku')).toBeUndefined();
    expect(valueAt(values, 'name.constructor')).toBeUndefined();
  });

  it('writes a copy, sharing what did not change', () => {
    const next = withValueAt(values, 'variants.1.sku', 'C');
    expect(next.variants[1]).toEqual({ sku: 'C', stock: '2' });
    expect(Array.isArray(next.variants)).toBe(true);
    expect(values.variants[1]!.sku).toBe('B');
    expect(next.variants[0]).toBe(values.variants[0]);
    expect(next.passport).toBe(values.passport);
  });

  it('types the paths that hold a text or a flag', () => {
    expectTypeOf<'variants.0.sku'>().toExtend<PathTo<Values, string>>();
    expectTypeOf<'passport.composition.3.fibre'>().toExtend<PathTo<Values, string>>();
    expectTypeOf<'is_featured'>().toExtend<PathTo<Values, boolean>>();
    expectTypeOf<'is_featured'>().not.toExtend<PathTo<Values, string>>();
    expectTypeOf<'variants.0'>().not.toExtend<PathTo<Values, string>>();
  });
});
