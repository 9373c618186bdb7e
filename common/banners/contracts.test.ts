import { describe, expect, it } from 'vitest';
import { bannerMatchesPath } from './contracts';

describe('bannerMatchesPath', () => {
  it('matches exact paths, ignoring a trailing slash', () => {
    expect(bannerMatchesPath(['/store'], '/store')).toBe(true);
    expect(bannerMatchesPath(['/store'], '/store/')).toBe(true);
    expect(bannerMatchesPath(['/store'], '/store/products/1')).toBe(false);
    expect(bannerMatchesPath(['/'], '/')).toBe(true);
    expect(bannerMatchesPath(['/'], '/about')).toBe(false);
  });

  it('matches prefix rules ending in * and the catch-all', () => {
    expect(bannerMatchesPath(['/store/*'], '/store/products/camisa')).toBe(true);
    expect(bannerMatchesPath(['/store/*'], '/about')).toBe(false);
    expect(bannerMatchesPath(['*'], '/cualquier/ruta')).toBe(true);
  });

  it('shows nowhere without rules', () => {
    expect(bannerMatchesPath([], '/')).toBe(false);
  });
});
