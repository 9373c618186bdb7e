import { describe, expect, it } from 'vitest';
import { classifyFibre, computeMaterialShares, normaliseFibreName } from './rules';

const passport = (composition: [string, number][]) => ({
  composition: composition.map(([fibre, percent]) => ({ fibre, percent })),
  country_of_manufacture: 'Portugal',
  certifications: [],
  care_instructions: [],
});

describe('fibre classification', () => {
  it.each([
    ['Algodón orgánico', 'organic'],
    ['ALGODON ORGANICO', 'organic'],
    ['Organic cotton', 'organic'],
    ['Lino ecológico', 'organic'],
    ['Algodón bio', 'organic'],
    ['Lana biológica', 'organic'],
    ['Poliéster reciclado', 'recycled'],
    ['Lana merino reciclada', 'recycled'],
    ['Recycled polyester', 'recycled'],
    ['Algodón orgánico reciclado', 'recycled'],
    ['Elastano', 'other'],
    ['Lyocell TENCEL', 'other'],
    ['Viscosa ECOVERO', 'other'],
    ['Poliéster biodegradable', 'other'],
    ['Lino europeo', 'other'],
  ] as const)('%s is %s', (name, kind) => {
    expect(classifyFibre(name)).toBe(kind);
  });

  it('compares names without accents, case or repeated spaces', () => {
    expect(normaliseFibreName('  Algodón   ORGÁNICO ')).toBe('algodon organico');
  });
});

describe('material shares', () => {
  it('weighs each garment the same and each fibre by its percent', () => {
    const result = computeMaterialShares([
      passport([['Algodón orgánico', 100]]),
      passport([['Algodón reciclado', 80], ['Algodón orgánico', 18], ['Elastano', 2]]),
      passport([['Poliéster reciclado', 64], ['Viscosa ECOVERO', 33], ['Elastano', 3]]),
      passport([['Lyocell TENCEL', 100]]),
    ]);
    // organic (100 + 18) / 4, recycled (80 + 64) / 4, other (2 + 33 + 3 + 100) / 4
    expect(result.shares).toEqual({ organic: 29.5, recycled: 36, other: 34.5 });
    expect(result.withPassport).toBe(4);
    expect(result.withoutPassport).toBe(0);
    expect(result.fibres[0]).toEqual({ fibre: 'Algodón orgánico', kind: 'organic', percent: 29.5 });
    expect(result.fibres.find((f) => f.fibre === 'Elastano')).toEqual({ fibre: 'Elastano', kind: 'other', percent: 1.3 });
  });

  it('groups spellings of one fibre under the first one it met', () => {
    const result = computeMaterialShares([passport([['Algodón orgánico', 100]]), passport([['algodon ORGANICO', 100]])]);
    expect(result.fibres).toEqual([{ fibre: 'Algodón orgánico', kind: 'organic', percent: 100 }]);
  });

  it('counts products without passport or composition apart, and has no shares when none counts', () => {
    expect(computeMaterialShares([null, undefined, passport([])])).toEqual({ withPassport: 0, withoutPassport: 3, shares: null, fibres: [] });
    const result = computeMaterialShares([null, passport([['Lana reciclada', 100]])]);
    expect(result).toMatchObject({ withPassport: 1, withoutPassport: 1, shares: { organic: 0, recycled: 100, other: 0 } });
  });
});
