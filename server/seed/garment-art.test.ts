import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedPictureSvg } from './catalog/seed-picture-art';
import { ACCESSORY_STYLES, FOOTWEAR_STYLES, SWEATER_STYLES, garmentSvg, type GarmentArtOptions, type GarmentKind } from './garment-art';

const CLOTHES: GarmentKind[] = ['camisa', 'camiseta', 'pantalon', 'vestido', 'chaqueta', 'sudadera'];
const KINDS: GarmentKind[] = [...CLOTHES, 'accesorio', 'calzado'];

const base: GarmentArtOptions = {
  kind: 'camisa',
  color: '#5B89B4',
  accent: '#FFC629',
  background: '#EEF0F2',
  view: 'front',
  seed: 7,
};

/** Every drawing there is: each clothing style 0..2, each accessory, each shoe and each knit. */
const VARIANTS: { kind: GarmentKind; style: number | string }[] = [
  ...CLOTHES.flatMap((kind) => [0, 1, 2].map((style) => ({ kind, style }))),
  ...ACCESSORY_STYLES.map((style) => ({ kind: 'accesorio' as const, style })),
  ...FOOTWEAR_STYLES.map((style) => ({ kind: 'calzado' as const, style })),
  ...SWEATER_STYLES.slice(3).map((style) => ({ kind: 'sudadera' as const, style })),
];

async function rasterise(svg: string, density = 72) {
  return sharp(Buffer.from(svg), { density }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Share of pixels within `tolerance` (per channel) of a hex colour. */
function shareNear(data: Buffer, hex: string, tolerance: number): number {
  const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let near = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (target.every((v, c) => Math.abs(data[i + c]! - v) <= tolerance)) near++;
  }
  return near / (data.length / 3);
}

describe('garmentSvg', () => {
  it('draws the same picture for the same options, and another one for another seed', () => {
    for (const { kind, style } of VARIANTS) {
      const options = { ...base, kind, style };
      // Compared as booleans: a failing diff of two whole SVG documents is unreadable.
      expect(garmentSvg(options) === garmentSvg({ ...options }), `${kind} ${style}`).toBe(true);
      expect(garmentSvg({ ...options, seed: 8 }) === garmentSvg(options), `${kind} ${style}`).toBe(false);
    }
  });

  it('is a complete 800x1000 SVG document with no text, external references or foreign content', () => {
    for (const { kind, style } of VARIANTS) {
      for (const view of ['front', 'detail'] as const) {
        const svg = garmentSvg({ ...base, kind, style, view });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<text|<foreignObject|<image|<script|href=|NaN|undefined|Infinity/);
      }
    }
  });

  it('uses the given garment, accent and backdrop colours (normalised to #RRGGBB)', () => {
    for (const { kind, style } of VARIANTS) {
      for (const view of ['front', 'detail'] as const) {
        const svg = garmentSvg({ ...base, kind, style, view, color: '#7e4015', accent: '#ffc629', background: '#eee' });
        for (const colour of ['#7E4015', '#FFC629', '#EEEEEE']) {
          expect(svg.includes(colour), `${kind} ${style} ${view} ${colour}`).toBe(true);
        }
      }
    }
  });

  it('picks accessories and shoes by name, and every clothing style differs', () => {
    const accessories = ACCESSORY_STYLES.map((style) => garmentSvg({ ...base, kind: 'accesorio', style }));
    const shoes = FOOTWEAR_STYLES.map((style) => garmentSvg({ ...base, kind: 'calzado', style }));
    expect(new Set(accessories).size).toBe(ACCESSORY_STYLES.length);
    expect(new Set(shoes).size).toBe(FOOTWEAR_STYLES.length);
    expect(garmentSvg({ ...base, kind: 'accesorio', style: 'gorra' }) === garmentSvg({ ...base, kind: 'accesorio', style: 1 })).toBe(true);
    expect(garmentSvg({ ...base, kind: 'calzado', style: 'Bota ' }) === garmentSvg({ ...base, kind: 'calzado', style: 'bota' })).toBe(true);
    for (const kind of CLOTHES) {
      const styles = [0, 1, 2].map((style) => garmentSvg({ ...base, kind, style }));
      expect(new Set(styles).size).toBe(3);
    }
    // Sweatshirts and knits by name; the first three names are the numbered hoodies.
    const knits = SWEATER_STYLES.map((style) => garmentSvg({ ...base, kind: 'sudadera', style }));
    expect(new Set(knits).size).toBe(SWEATER_STYLES.length);
    expect(garmentSvg({ ...base, kind: 'sudadera', style: 'cremallera' }) === garmentSvg({ ...base, kind: 'sudadera', style: 1 })).toBe(true);
    expect(garmentSvg({ ...base, kind: 'sudadera', style: ' Cuello-Alto' }) === garmentSvg({ ...base, kind: 'sudadera', style: 'cuello-alto' })).toBe(true);
  });

  it('still draws with an unknown style or an unreadable colour', async () => {
    const svg = garmentSvg({ ...base, kind: 'calzado', style: 'sandalia', color: 'not-a-colour', seed: Number.NaN });
    expect(svg === garmentSvg({ ...base, kind: 'calzado', style: 'sandalia', color: 'not-a-colour', seed: Number.NaN })).toBe(true);
    const { info } = await rasterise(svg, 18);
    expect(info.width).toBe(200);
  });

  // Rendered as the shipped pictures are drawn (seedPictureSvg: without the blur and grain filters,
  // which cost librsvg seconds a picture), one test a kind (issue 20: none needs more than 30 s).
  it('renders as an 800x1000 picture with sharp (librsvg)', async () => {
    const png = await sharp(Buffer.from(seedPictureSvg({ ...base, kind: 'chaqueta' }))).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1000]);
  });

  it.each(KINDS)('renders %s in both views, with a garment on the backdrop', async (kind) => {
    for (const view of ['front', 'detail'] as const) {
      // Half resolution: the same parsing and drawing, a quarter of the pixels.
      const png = await sharp(Buffer.from(seedPictureSvg({ ...base, kind, view })), { density: 36 }).png().toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([400, 500]);
      const stats = await sharp(png).stats();
      // The bare backdrop alone measures about 5: a garment with shading and details is on it.
      expect(stats.channels[0]!.stdev, `${kind} ${view}`).toBeGreaterThan(15);
    }
  });

  it.each(KINDS)('renders every style of %s', async (kind) => {
    for (const { style } of VARIANTS.filter((v) => v.kind === kind)) {
      const { info } = await rasterise(seedPictureSvg({ ...base, kind, style, seed: 3 }), 24);
      expect([info.width, info.height]).toEqual([267, 333]);
    }
  });

  it.each(KINDS)('paints a real part of the front picture of %s in the garment colour, light or dark', async (kind) => {
    for (const color of ['#D9D8D6', '#5B89B4', '#1C355E']) {
      const { data } = await rasterise(seedPictureSvg({ ...base, kind, color, accent: '#7E4015', background: '#F3EFE8' }), 24);
      expect(shareNear(data, color, 28), `${kind} ${color}`).toBeGreaterThan(kind === 'calzado' ? 0.04 : 0.08);
    }
  });
});
