import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './colors';

describe('colours', () => {
  it('reads luminance and contrast the WCAG 2 way', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#111827', '#f9fafb')).toBeCloseTo(16.98, 1);
    expect(contrastRatio('#7E4015', '#FFFFFF')).toBeGreaterThan(4.5);
  });

  it('answers null for anything that is not #RRGGBB', () => {
    expect(relativeLuminance('#fff')).toBeNull();
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });
});
