import { describe, expect, it } from 'vitest';
import { SPANISH_PROVINCES } from './provinces';

describe("Spain's provinces", () => {
  it('are the 52, listed in Spanish alphabetical order (the forms draw them as they are)', () => {
    expect(SPANISH_PROVINCES).toHaveLength(52);
    expect(new Set(SPANISH_PROVINCES).size).toBe(52);
    expect([...SPANISH_PROVINCES]).toEqual([...SPANISH_PROVINCES].sort((a, b) => a.localeCompare(b, 'es')));
  });
});
