import { describe, expect, it } from 'vitest';
import { parseTags, slugify } from './input-rules';

describe('tags', () => {
  it('accepts an array, a JSON string or a comma-separated string', () => {
    expect(parseTags(['Lino', ' verano '])).toEqual(['lino', 'verano']);
    expect(parseTags('["lino","verano"]')).toEqual(['lino', 'verano']);
    expect(parseTags('lino, verano,,Lino')).toEqual(['lino', 'verano']);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags('')).toEqual([]);
  });
});

describe('slugs', () => {
  it('folds accents and symbols', () => {
    expect(slugify('Camisa de Lino Azul Océano')).toBe('camisa-de-lino-azul-oceano');
    expect(slugify('Pantalón  100% algodón!')).toBe('pantalon-100-algodon');
  });
});
