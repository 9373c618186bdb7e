/** Colours as the back-office takes them: #RRGGBB, read for contrast by the WCAG 2 formula. */

export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** WCAG 2 relative luminance of a #RRGGBB colour; null when it is not one. */
export function relativeLuminance(hex: string): number | null {
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #RRGGBB colours (1 to 21, two decimals); null if either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}
