/**
 * Product pictures for the demo catalogue: flat-lay catalogue illustrations drawn as SVG.
 * Pure and deterministic (same options, same bytes), so seeds can be re-run and diffed.
 * Only SVG that librsvg (sharp) renders: paths, gradients, patterns, blur/turbulence filters.
 */

export type GarmentKind =
  | 'camisa'
  | 'camiseta'
  | 'pantalon'
  | 'vestido'
  | 'chaqueta'
  | 'sudadera'
  | 'accesorio'
  | 'calzado';

export interface GarmentArtOptions {
  kind: GarmentKind;
  /**
   * Variant: 'bolso' | 'gorra' | 'bufanda' | 'cinturon' for accesorio; 'zapatilla' | 'bota' |
   * 'mocasin' for calzado; a style index 0..2 for the others (any other value picks one by hash).
   */
  style?: number | string;
  /** Garment main colour, hex. */
  color: string;
  /** Trim/detail colour, hex. */
  accent: string;
  /** Backdrop colour, hex (a soft studio tone). */
  background: string;
  /** 'front' = whole garment on a studio backdrop; 'detail' = close-up of fabric, stitching, buttons. */
  view: 'front' | 'detail';
  /** Deterministic variation: folds, texture, small offsets. */
  seed: number;
}

export const ACCESSORY_STYLES = ['bolso', 'gorra', 'bufanda', 'cinturon'] as const;
export const FOOTWEAR_STYLES = ['zapatilla', 'bota', 'mocasin'] as const;

const W = 800;
const H = 1000;
const CX = W / 2;

type Pt = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colour

const num = (n: number): string => String(Math.round(n * 10) / 10);
const xy = (p: Pt): string => `${num(p[0])} ${num(p[1])}`;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

const toHex = (c: Rgb): string =>
  '#' +
  c
    .map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** '#abc' or '#AABBCC' to '#AABBCC'; anything unreadable falls back (the art must still draw). */
export function normalizeHex(hex: string, fallback: string): string {
  return toHex(parseHex(hex) ?? parseHex(fallback) ?? [128, 128, 128]);
}

function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a) ?? [0, 0, 0];
  const cb = parseHex(b) ?? [0, 0, 0];
  return toHex([0, 1, 2].map((i) => ca[i]! + (cb[i]! - ca[i]!) * t) as Rgb);
}

const lighten = (c: string, t: number): string => mix(c, '#FFFFFF', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(hex: string): number {
  const c = parseHex(hex) ?? [0, 0, 0];
  const lin = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

interface Palette {
  base: string;
  hi: string;
  lo: string;
  lo2: string;
  inside: string;
  edge: string;
  stitch: string;
  accent: string;
  accentHi: string;
  accentLo: string;
  accentEdge: string;
  bg: string;
  /** How strong shadows and highlights are drawn on the main colour (dark cloth needs light folds). */
  shade: number;
  light: number;
  isDark: boolean;
}

function palette(color: string, accent: string, background: string): Palette {
  const lum = luminance(color);
  const isDark = lum < 0.12;
  const isPale = lum > 0.6;
  const accentDark = luminance(accent) < 0.12;
  return {
    base: color,
    hi: lighten(color, isDark ? 0.16 : 0.25),
    lo: darken(color, isDark ? 0.3 : 0.14),
    lo2: darken(color, isDark ? 0.5 : 0.32),
    inside: isDark ? mix(darken(color, 0.45), '#000000', 0.2) : darken(color, isPale ? 0.18 : 0.34),
    edge: isDark ? darken(color, 0.5) : darken(color, isPale ? 0.22 : 0.3),
    stitch: isDark ? lighten(color, 0.32) : darken(color, isPale ? 0.2 : 0.3),
    accent,
    accentHi: lighten(accent, accentDark ? 0.2 : 0.3),
    accentLo: darken(accent, accentDark ? 0.35 : 0.2),
    accentEdge: darken(accent, accentDark ? 0.5 : 0.32),
    bg: background,
    shade: isDark ? 0.55 : isPale ? 0.16 : 0.26,
    light: isDark ? 0.16 : isPale ? 0.5 : 0.22,
    isDark,
  };
}

// ---------------------------------------------------------------------------------------------
// Paths: authored as absolute M/L/C/Q commands; symmetric shapes are drawn as their left half.

type Cmd = { c: 'M' | 'L' | 'C' | 'Q'; p: Pt[] };

function parsePath(d: string): Cmd[] {
  const tokens = d.match(/[MLCQZ]|-?\d*\.?\d+/gi) ?? [];
  const out: Cmd[] = [];
  let i = 0;
  let cmd: Cmd['c'] = 'M';
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[MLCQZ]$/i.test(t)) {
      i++;
      if (t.toUpperCase() === 'Z') continue;
      cmd = t.toUpperCase() as Cmd['c'];
    }
    const count = cmd === 'C' ? 3 : cmd === 'Q' ? 2 : 1;
    const p: Pt[] = [];
    for (let k = 0; k < count; k++) {
      p.push([Number(tokens[i]), Number(tokens[i + 1])]);
      i += 2;
    }
    out.push({ c: cmd, p });
    if (cmd === 'M') cmd = 'L';
  }
  return out;
}

const printPath = (cmds: Cmd[], close = false): string =>
  cmds.map((c) => c.c + c.p.map(xy).join(' ')).join('') + (close ? 'Z' : '');

const mirrorPt = (p: Pt): Pt => [W - p[0], p[1]];

/** The same path reflected about the vertical centre line. */
function mirror(d: string): string {
  const closed = /Z\s*$/i.test(d);
  return printPath(
    parsePath(d).map((c) => ({ c: c.c, p: c.p.map(mirrorPt) })),
    closed,
  );
}

/** A closed symmetric outline from its left half (drawn from the centre line, down the left side). */
function sym(leftHalf: string): string {
  const cmds = parsePath(leftHalf);
  const ends = cmds.map((c) => c.p[c.p.length - 1]!);
  const out = [...cmds];
  const last = ends[ends.length - 1]!;
  if (Math.abs(last[0] - CX) > 0.01) out.push({ c: 'L', p: [mirrorPt(last)] });
  for (let i = cmds.length - 1; i >= 1; i--) {
    const seg = cmds[i]!;
    const target = mirrorPt(ends[i - 1]!);
    if (seg.c === 'C') out.push({ c: 'C', p: [mirrorPt(seg.p[1]!), mirrorPt(seg.p[0]!), target] });
    else if (seg.c === 'Q') out.push({ c: 'Q', p: [mirrorPt(seg.p[0]!), target] });
    else out.push({ c: 'L', p: [target] });
  }
  return printPath(out, true);
}

/** Both halves of a detail that sits on each side (seams, darts, pockets). */
const both = (d: string): string => `${d}${mirror(d)}`;

const add = (a: Pt, b: Pt, k = 1): Pt => [a[0] + b[0] * k, a[1] + b[1] * k];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const polar = (deg: number): Pt => [Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];

// ---------------------------------------------------------------------------------------------
// Drawing context

type Fabric = 'poplin' | 'jersey' | 'twill' | 'denim' | 'crepe' | 'fleece' | 'leather' | 'knit' | 'canvas' | 'wool';

interface Ctx {
  p: Palette;
  rnd: () => number;
  /** Symmetric jitter in [-n, n]. */
  j: (n: number) => number;
  uid: string;
  defs: string[];
  silhouettes: string[];
  next: number;
  style: number | string;
  fabric: Fabric;
}

function newId(ctx: Ctx, name: string): string {
  ctx.next += 1;
  return `${ctx.uid}-${name}${ctx.next}`;
}

interface PieceOptions {
  fill?: string;
  /** -1 (shadowed) .. 1 (lit): a flat tone over the piece, e.g. sleeves lie slightly lower. */
  tone?: number;
  texture?: Fabric | 'none';
  edge?: string;
  edgeWidth?: number;
  /** Whether the piece is part of the cast shadow and global light (false for things under it). */
  solid?: boolean;
}

/** A cut piece of cloth: fill, weave, the inner drawing clipped to it, and a fine edge. */
function piece(ctx: Ctx, d: string, inner = '', o: PieceOptions = {}): string {
  const clip = newId(ctx, 'clip');
  ctx.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  if (o.solid !== false) ctx.silhouettes.push(d);
  const texture = o.texture ?? ctx.fabric;
  const tone = o.tone ?? 0;
  const toneLayer =
    tone === 0
      ? ''
      : `<rect width="${W}" height="${H}" fill="${tone > 0 ? '#FFFFFF' : '#000000'}" opacity="${num(Math.abs(tone) * 100) / 100}"/>`;
  const textureLayer = texture === 'none' ? '' : `<path d="${d}" fill="url(#${ctx.uid}-tex-${texture})"/>`;
  return (
    `<path d="${d}" fill="${o.fill ?? ctx.p.base}"/>` +
    textureLayer +
    `<g clip-path="url(#${clip})">${toneLayer}${inner}</g>` +
    `<path d="${d}" fill="none" stroke="${o.edge ?? ctx.p.edge}" stroke-width="${o.edgeWidth ?? 1.6}" stroke-linejoin="round" opacity="0.9"/>`
  );
}

/**
 * A soft fold along a curve (M..Q/C/L): a tapered, blurred crease with a lit ridge beside it,
 * which reads as cloth rather than as a drawn line.
 */
function fold(ctx: Ctx, d: string, strength = 1, width = 12): string {
  const cmds = parsePath(d);
  const a = cmds[0]!.p[0]!;
  const lastCmd = cmds[cmds.length - 1]!;
  const b = lastCmd.p[lastCmd.p.length - 1]!;
  const ctrl: Pt =
    lastCmd.c === 'Q'
      ? lastCmd.p[0]!
      : lastCmd.c === 'C'
        ? lerp(lastCmd.p[0]!, lastCmd.p[1]!, 0.5)
        : lerp(a, b, 0.5);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: Pt = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const lens = (offset: number, w: number): string => {
    const aa = add(a, n, offset);
    const bb = add(b, n, offset);
    const cc = add(ctrl, n, offset);
    return `M${xy(aa)}Q${xy(add(cc, n, w))} ${xy(bb)}Q${xy(add(cc, n, -w))} ${xy(aa)}Z`;
  };
  const { shade, light } = ctx.p;
  return (
    `<path d="${lens(0, width * 0.7)}" fill="#000000" opacity="${num(shade * strength * 80) / 100}" filter="url(#${ctx.uid}-blur)"/>` +
    `<path d="${lens(width * 0.9, width * 0.45)}" fill="#FFFFFF" opacity="${num(light * strength * 80) / 100}" filter="url(#${ctx.uid}-blur)"/>`
  );
}

/** A soft shaded area (under a collar, inside a pocket, the crease of a fold). */
function shadeArea(ctx: Ctx, d: string, strength = 1, blur: 'blur' | 'blur2' = 'blur'): string {
  return `<path d="${d}" fill="#000000" opacity="${num(ctx.p.shade * strength * 100) / 100}" filter="url(#${ctx.uid}-${blur})"/>`;
}

function litArea(ctx: Ctx, d: string, strength = 1, blur: 'blur' | 'blur2' = 'blur2'): string {
  return `<path d="${d}" fill="#FFFFFF" opacity="${num(ctx.p.light * strength * 100) / 100}" filter="url(#${ctx.uid}-${blur})"/>`;
}

/** A sewn seam: the pressed groove plus its top-stitching. */
function seam(ctx: Ctx, d: string, o: { stitch?: boolean; offset?: number; color?: string; rows?: number } = {}): string {
  const groove = `<path d="${d}" fill="none" stroke="#000000" stroke-width="2.4" opacity="${num(ctx.p.shade * 90) / 100}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="1.2" opacity="${num(ctx.p.light * 60) / 100}" transform="translate(1.4 1)" stroke-linecap="round"/>`;
  if (o.stitch === false) return groove;
  const rows = o.rows ?? 1;
  const off = o.offset ?? 6;
  let s = '';
  for (let r = 0; r < rows; r++) {
    s += `<path d="${d}" fill="none" stroke="${o.color ?? ctx.p.stitch}" stroke-width="1.5" stroke-dasharray="5 3.5" stroke-linecap="round" transform="translate(${num(off * (r + 1) * 0.7)} ${num(off * (r + 1) * 0.7)})" opacity="0.9"/>`;
  }
  return groove + s;
}

/** Top-stitching along a path, no groove. */
function stitchLine(ctx: Ctx, d: string, color?: string, dash = '5 3.5', width = 1.5): string {
  return `<path d="${d}" fill="none" stroke="${color ?? ctx.p.stitch}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round" opacity="0.9"/>`;
}

function button(ctx: Ctx, c: Pt, r: number, holes: 2 | 4 = 4, color?: string): string {
  const col = color ?? ctx.p.accent;
  const id = newId(ctx, 'btn');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="${lighten(col, 0.35)}"/><stop offset="0.6" stop-color="${col}"/><stop offset="1" stop-color="${darken(col, 0.3)}"/></radialGradient>`,
  );
  const hole = r * 0.16;
  const d = r * 0.3;
  const holesAt: Pt[] =
    holes === 4
      ? [
          [-d, -d],
          [d, -d],
          [-d, d],
          [d, d],
        ]
      : [
          [-d, 0],
          [d, 0],
        ];
  const thread = ctx.p.isDark ? lighten(ctx.p.base, 0.1) : darken(col, 0.35);
  return (
    `<circle cx="${num(c[0] + r * 0.18)}" cy="${num(c[1] + r * 0.28)}" r="${num(r * 1.05)}" fill="#000000" opacity="0.28" filter="url(#${ctx.uid}-blurS)"/>` +
    `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}" fill="url(#${id})" stroke="${darken(col, 0.4)}" stroke-width="${num(Math.max(0.8, r * 0.08))}"/>` +
    `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r * 0.72)}" fill="none" stroke="${darken(col, 0.25)}" stroke-width="${num(Math.max(0.5, r * 0.06))}" opacity="0.6"/>` +
    holesAt.map((h) => `<circle cx="${num(c[0] + h[0])}" cy="${num(c[1] + h[1])}" r="${num(hole)}" fill="${darken(col, 0.55)}"/>`).join('') +
    (holes === 4
      ? `<path d="M${xy([c[0] - d, c[1] - d])}L${xy([c[0] + d, c[1] + d])}M${xy([c[0] + d, c[1] - d])}L${xy([c[0] - d, c[1] + d])}" stroke="${thread}" stroke-width="${num(hole * 0.9)}" stroke-linecap="round"/>`
      : `<path d="M${xy([c[0] - d, c[1]])}L${xy([c[0] + d, c[1]])}" stroke="${thread}" stroke-width="${num(hole * 0.9)}" stroke-linecap="round"/>`)
  );
}

/** A metal shank button, rivet or eyelet. */
function metal(ctx: Ctx, c: Pt, r: number, ring = false): string {
  const tone = ctx.p.accent;
  const id = newId(ctx, 'metal');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.85"><stop offset="0" stop-color="${lighten(tone, 0.7)}"/><stop offset="0.45" stop-color="${lighten(tone, 0.15)}"/><stop offset="1" stop-color="${darken(tone, 0.45)}"/></radialGradient>`,
  );
  return (
    `<circle cx="${num(c[0] + r * 0.15)}" cy="${num(c[1] + r * 0.25)}" r="${num(r)}" fill="#000000" opacity="0.3" filter="url(#${ctx.uid}-blurS)"/>` +
    `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}" fill="url(#${id})" stroke="${darken(tone, 0.5)}" stroke-width="1"/>` +
    (ring
      ? `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r * 0.5)}" fill="${ctx.p.inside}" stroke="${darken(tone, 0.5)}" stroke-width="0.8"/>`
      : `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r * 0.55)}" fill="none" stroke="${lighten(tone, 0.5)}" stroke-width="${num(r * 0.12)}" opacity="0.6"/>`)
  );
}

// ---------------------------------------------------------------------------------------------
// Shared garment parts

interface Sleeve {
  d: string;
  /** Outer and inner corners at the sleeve end, the direction it points and its across-vector. */
  outer: Pt;
  inner: Pt;
  dir: Pt;
  across: Pt;
}

/**
 * A left sleeve from the shoulder tip and the armpit, pointing `angle` degrees out from vertical.
 * The armhole side tucks under the body, which is drawn on top.
 */
function sleeve(shoulder: Pt, armpit: Pt, angle: number, length: number, endWidth: number, bulge = 10, cap = 34): Sleeve {
  const dir = polar(-angle);
  const across: Pt = [dir[1], -dir[0]];
  const outer = add(shoulder, dir, length);
  const inner = add(outer, across, endWidth);
  // The cap carries the shoulder line on before the sleeve turns down its own axis.
  const c1 = add(shoulder, [-cap, cap * 0.42]);
  const c2 = add(add(shoulder, dir, length * 0.55), across, -bulge);
  const i1 = lerp(inner, armpit, 0.4);
  const d =
    `M${xy(add(shoulder, [14, 2]))}L${xy(shoulder)}C${xy(c1)} ${xy(c2)} ${xy(outer)}L${xy(inner)}` +
    `C${xy(add(i1, across, 3))} ${xy([armpit[0] - 4, armpit[1] + 24])} ${xy(add(armpit, [14, 0]))}` +
    `C${xy([armpit[0] + 20, armpit[1] - 80])} ${xy([shoulder[0] + 24, shoulder[1] + 60])} ${xy(add(shoulder, [14, 2]))}Z`;
  return { d, outer, inner, dir, across };
}

function mirrorSleeve(s: Sleeve): Sleeve {
  return {
    d: mirror(s.d),
    outer: mirrorPt(s.outer),
    inner: mirrorPt(s.inner),
    dir: [-s.dir[0], s.dir[1]],
    across: [-s.across[0], s.across[1]],
  };
}

/** A band at the end of a sleeve (cuff, rib or hem), as a closed path. */
function band(s: Sleeve, depth: number, flare = 0): string {
  const o2 = add(add(s.outer, s.dir, depth), s.across, -flare);
  const i2 = add(add(s.inner, s.dir, depth), s.across, flare);
  return `M${xy(add(s.outer, s.across, -flare * 0.5))}L${xy(add(s.inner, s.across, flare * 0.5))}L${xy(i2)}L${xy(o2)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Garments. Each draws in the 800x1000 box, garment centred on x=400, and says what to zoom on.

interface Drawing {
  art: string;
  /** Extent of the drawing, to fit it on the canvas. */
  box: [number, number, number, number];
  /** Close-up: centre and zoom for the 'detail' view. */
  focus: { at: Pt; zoom: number };
}

function camisa(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const shortSleeve = variant === 2;
  const shoulder: Pt = [232, 236];
  const armpit: Pt = [246, 420];
  const body = sym(
    `M400 250C382 249 364 236 354 206L${xy(shoulder)}C238 300 242 360 ${xy(armpit)}C250 560 252 680 252 780C258 826 318 850 400 858`,
  );
  const sl = shortSleeve
    ? sleeve(shoulder, armpit, 38, 190, 150, 6)
    : sleeve(shoulder, armpit, 24, 440, 96, 12);
  const stripes =
    variant === 1
      ? `<rect width="${W}" height="${H}" fill="url(#${ctx.uid}-stripes)"/>`
      : '';
  if (variant === 1) {
    ctx.defs.push(
      `<pattern id="${ctx.uid}-stripes" width="22" height="22" patternUnits="userSpaceOnUse"><rect x="0" width="3" height="22" fill="${p.accent}" opacity="0.75"/><rect x="11" width="1.2" height="22" fill="${p.accent}" opacity="0.4"/></pattern>`,
    );
  }
  const sleeveArt = (sl: Sleeve, side: 1 | -1): string => {
    const cuff = shortSleeve ? band(sl, 26) : band(sl, 70, -4);
    const at = (along: number, acrossBy: number): Pt => add(add(sl.outer, sl.dir, along), sl.across, acrossBy);
    const elbow = -200;
    const folds = shortSleeve
      ? fold(ctx, `M${xy(at(0, 40))}Q${xy(at(-60, 70))} ${xy(at(-110, 60))}`, 0.7)
      : fold(ctx, `M${xy(at(elbow, 20 + j(6)))}Q${xy(at(elbow + 30, 50))} ${xy(at(elbow + 10 + j(10), 85))}`, 0.9) +
        fold(ctx, `M${xy(at(-70, 15))}Q${xy(at(-40, 50))} ${xy(at(-55 + j(8), 85))}`, 0.8) +
        [22, 44, 66].map((k) => fold(ctx, `M${xy(at(-2, k))}L${xy(at(-30, k + 4))}`, 0.6, 5)).join('');
    const armhole = `M${xy(add(shoulder, [10, 0]))}C${xy([armpit[0] + 8, 300])} ${xy([armpit[0] + 10, 380])} ${xy(add(armpit, [10, 0]))}`;
    const sleevePiece = piece(ctx, sl.d, stripes + folds + seam(ctx, side === 1 ? armhole : mirror(armhole), { stitch: false }), { tone: -0.05 });
    const cuffArt = shortSleeve
      ? piece(ctx, cuff, stripes + stitchLine(ctx, `M${xy(at(18, 2))}L${xy(at(18, 148))}`), { tone: -0.04 })
      : piece(
          ctx,
          cuff,
          stripes +
            shadeArea(ctx, `M${xy(at(-2, 0))}L${xy(at(-2, 96))}L${xy(at(8, 96))}L${xy(at(8, 0))}Z`, 0.8) +
            stitchLine(ctx, `M${xy(at(62, 2))}L${xy(at(62, 90))}`) +
            button(ctx, at(36, 20), 6.5, 4),
        );
    return sleevePiece + cuffArt;
  };
  const sleeves = sleeveArt(sl, 1) + sleeveArt(mirrorSleeve(sl), -1);

  // Body: yoke seam, placket, buttons, pocket, folds.
  const yoke = both('M250 300C300 296 360 300 400 302');
  const placketL = 384;
  const placketR = 416;
  const buttonsY = [300, 378, 456, 534, 612, 690, 768];
  const pocket = variant === 2 ? 'M450 330L530 330L530 412L490 424L450 412Z' : 'M448 326L522 326L522 404L485 418L448 404Z';
  const bodyInner =
    stripes +
    seam(ctx, yoke, { stitch: true, offset: 4 }) +
    fold(ctx, `M${xy([300 + j(12), 520])}C320 600 ${num(300 + j(10))} 690 ${num(318 + j(10))} 800`, 0.6, 16) +
    fold(ctx, `M${xy([512 + j(12), 560])}C500 640 ${num(520 + j(10))} 720 505 820`, 0.55, 16) +
    fold(ctx, `M270 ${num(455 + j(10))}Q320 ${num(470 + j(10))} 350 ${num(520 + j(12))}`, 0.5, 10) +
    fold(ctx, `M530 ${num(450 + j(10))}Q490 ${num(470 + j(10))} 462 ${num(515 + j(12))}`, 0.5, 10) +
        // placket
    shadeArea(ctx, `M${placketR} 250L${placketR + 5} 250L${placketR + 5} 856L${placketR} 856Z`, 0.5) +
    `<path d="M${placketL} 250L${placketR} 250L${placketR} 858L${placketL} 858Z" fill="#FFFFFF" opacity="${num(p.light * 30) / 100}"/>` +
    stitchLine(ctx, `M${placketL + 4} 250L${placketL + 4} 856`) +
    stitchLine(ctx, `M${placketR - 4} 250L${placketR - 4} 856`) +
    `<path d="M${placketR} 250L${placketR} 858" stroke="${p.edge}" stroke-width="1.6"/>` +
    buttonsY.map((y) => button(ctx, [400, y + j(1)], 7.5, 4)).join('') +
    // hem
    stitchLine(ctx, 'M254 768C260 816 318 840 400 848C482 840 540 816 546 768') +
    seam(ctx, both('M252 600L252 780'), { stitch: false }) +
    // chest pocket
    shadeArea(ctx, pocket, 0.35) +
    `<path d="${pocket}" fill="${p.base}" transform="translate(-2 -2)"/>` +
    (variant === 1 ? `<path d="${pocket}" fill="url(#${ctx.uid}-stripes)" transform="translate(-2 -2)"/>` : '') +
    `<path d="${pocket}" fill="none" stroke="${p.edge}" stroke-width="1.3" transform="translate(-2 -2)"/>` +
    stitchLine(ctx, pocket.replace(/L(\d+) (\d+)/g, (_, a, b) => `L${a} ${b}`), undefined, '4 3', 1.3) +
    stitchLine(ctx, 'M446 338L524 338', undefined, '4 3', 1.3);
  const bodyArt = piece(ctx, body, bodyInner);

  // Collar: inside of the back neck, the band behind it, and the two points lying over the yoke.
  const neckInside = 'M348 214C368 200 432 200 452 214C446 240 424 258 400 262C376 258 354 240 348 214Z';
  const stand = 'M330 208C350 176 450 176 470 208L458 222C440 198 360 198 342 222Z';
  const leaf = 'M330 208C318 240 326 284 346 318C368 302 388 282 400 262C382 254 358 240 342 222Z';
  const leafStitch = 'M338 214C328 244 336 282 350 306C368 292 384 276 394 262';
  const collar =
    piece(ctx, neckInside, shadeArea(ctx, 'M352 212C372 202 428 202 448 212L448 226L352 226Z', 1.2), { fill: p.inside, texture: 'none' }) +
    piece(ctx, stand, stitchLine(ctx, 'M338 209C356 186 444 186 462 209', undefined, '4 3', 1.2) + stripes) +
    shadeArea(ctx, 'M336 240C340 290 350 320 360 334C384 316 404 292 414 272L400 266Z', 0.9) +
    shadeArea(ctx, mirror('M336 240C340 290 350 320 360 334C384 316 404 292 414 272L400 266Z'), 0.9) +
    piece(ctx, leaf, stripes + stitchLine(ctx, leafStitch, undefined, '4 3', 1.2) + litArea(ctx, 'M334 236C338 270 348 296 356 306L372 290C360 276 344 256 334 236Z', 0.7, 'blur')) +
    piece(ctx, mirror(leaf), stripes + stitchLine(ctx, mirror(leafStitch), undefined, '4 3', 1.2)) +
    '';

  return {
    art: sleeves + bodyArt + collar,
    box: shortSleeve ? [80, 170, 720, 870] : [40, 170, 760, 870],
    focus: { at: [420, 300], zoom: 2.6 },
  };
}

// ---------------------------------------------------------------------------------------------
// Fabrics, backdrop, composition

function fabricPatterns(ctx: Ctx): string {
  const { p } = ctx;
  const dark = '#000000';
  const lightC = '#FFFFFF';
  const k = p.isDark ? 1.6 : 1;
  const o = (v: number) => num(v * 100) / 100;
  const id = (f: Fabric) => `${ctx.uid}-tex-${f}`;
  return [
    `<pattern id="${id('poplin')}" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="2" fill="${dark}" opacity="${o(0.035 * k)}"/><rect width="2" height="4" fill="${lightC}" opacity="${o(0.05 * k)}"/></pattern>`,
    `<pattern id="${id('jersey')}" width="6" height="7" patternUnits="userSpaceOnUse"><path d="M0.5 0.5L3 6.5L5.5 0.5" fill="none" stroke="${dark}" stroke-width="0.9" opacity="${o(0.07 * k)}"/><path d="M3 0.5L3 5" stroke="${lightC}" stroke-width="0.8" opacity="${o(0.06 * k)}"/></pattern>`,
    `<pattern id="${id('twill')}" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="7" height="2.6" fill="${dark}" opacity="${o(0.06 * k)}"/><rect y="3.5" width="7" height="1.2" fill="${lightC}" opacity="${o(0.07 * k)}"/></pattern>`,
    `<pattern id="${id('denim')}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)"><rect width="6" height="6" fill="${lightC}" opacity="${o(0.04 * k)}"/><rect width="6" height="2.4" fill="${dark}" opacity="${o(0.14)}"/><rect y="3.6" width="6" height="0.9" fill="${lightC}" opacity="${o(0.12 * k)}"/></pattern>`,
    `<pattern id="${id('crepe')}" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 2Q2 0 4 2T9 2M0 6.5Q2.5 4.5 5 6.5T9 6.5" fill="none" stroke="${dark}" stroke-width="0.8" opacity="${o(0.05 * k)}"/></pattern>`,
    `<pattern id="${id('fleece')}" width="5" height="6" patternUnits="userSpaceOnUse"><path d="M0.5 0.5L2.5 5.5L4.5 0.5" fill="none" stroke="${dark}" stroke-width="0.8" opacity="${o(0.05 * k)}"/><circle cx="1" cy="3" r="0.7" fill="${lightC}" opacity="${o(0.07 * k)}"/></pattern>`,
    `<pattern id="${id('leather')}" width="14" height="12" patternUnits="userSpaceOnUse"><path d="M0 3Q3 1 6 4T13 3M2 9Q5 7 9 10T14 9M5 0Q6 3 4 6M11 5Q12 8 10 12" fill="none" stroke="${dark}" stroke-width="0.7" opacity="${o(0.09 * k)}"/><path d="M1 5Q4 3 7 6M8 1Q11 0 13 2" fill="none" stroke="${lightC}" stroke-width="0.6" opacity="${o(0.07 * k)}"/></pattern>`,
    `<pattern id="${id('knit')}" width="12" height="10" patternUnits="userSpaceOnUse"><path d="M1 0Q3 5 6 10M11 0Q9 5 6 10" fill="none" stroke="${dark}" stroke-width="1.6" opacity="${o(0.12 * k)}"/><path d="M3 0Q4.5 5 6 8M9 0Q7.5 5 6 8" fill="none" stroke="${lightC}" stroke-width="1" opacity="${o(0.1 * k)}"/></pattern>`,
    `<pattern id="${id('canvas')}" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="1.6" fill="${dark}" opacity="${o(0.06 * k)}"/><rect width="1.6" height="5" fill="${dark}" opacity="${o(0.05 * k)}"/><rect x="2.5" y="2.5" width="2" height="2" fill="${lightC}" opacity="${o(0.06 * k)}"/></pattern>`,
    `<pattern id="${id('wool')}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="4" fill="${dark}" opacity="${o(0.04 * k)}"/><rect width="4" height="8" fill="${lightC}" opacity="${o(0.04 * k)}"/></pattern>`,
  ].join('');
}

const FABRIC_OF: Record<Exclude<GarmentKind, 'accesorio' | 'calzado'>, Fabric> = {
  camisa: 'poplin',
  camiseta: 'jersey',
  pantalon: 'twill',
  vestido: 'crepe',
  chaqueta: 'wool',
  sudadera: 'fleece',
};

function styleIndex(style: number | string | undefined, names: readonly string[] | number): number {
  const count = typeof names === 'number' ? names : names.length;
  if (style === undefined) return 0;
  if (typeof style === 'number') return Number.isFinite(style) ? Math.abs(Math.trunc(style)) % count : 0;
  if (typeof names !== 'number') {
    const at = names.indexOf(style.trim().toLowerCase());
    if (at >= 0) return at;
  }
  const asNumber = Number(style);
  if (style.trim() !== '' && Number.isFinite(asNumber)) return Math.abs(Math.trunc(asNumber)) % count;
  return hashString(style) % count;
}

function draw(ctx: Ctx, kind: GarmentKind, style: number | string | undefined): Drawing {
  switch (kind) {
    case 'camisa':
      return camisa(ctx, styleIndex(style, 3));
    default:
      return camisa(ctx, styleIndex(style, 3));
  }
}

export function garmentSvg(options: GarmentArtOptions): string {
  const color = normalizeHex(options.color, '#D9D8D6');
  const accent = normalizeHex(options.accent, '#222222');
  const background = normalizeHex(options.background, '#F3EFE8');
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const rnd = mulberry32(seed ^ hashString(`${options.kind}|${String(options.style ?? '')}`));
  const uid = `ga${(hashString(JSON.stringify([options.kind, options.style ?? null, color, accent, background, options.view, seed])) % 46656).toString(36)}`;
  const ctx: Ctx = {
    p: palette(color, accent, background),
    rnd,
    j: (n) => (rnd() * 2 - 1) * n,
    uid,
    defs: [],
    silhouettes: [],
    next: 0,
    style: options.style ?? 0,
    fabric: options.kind in FABRIC_OF ? FABRIC_OF[options.kind as keyof typeof FABRIC_OF] : 'canvas',
  };
  const drawing = draw(ctx, options.kind, options.style);
  const isDetail = options.view === 'detail';

  // Fit the drawing into the frame with a small seeded tilt; the close-up zooms onto its focus.
  const [x0, y0, x1, y1] = drawing.box;
  const fit = Math.min(660 / (x1 - x0), 820 / (y1 - y0));
  const tilt = ctx.j(1.4);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const place = isDetail
    ? `translate(${CX} ${H / 2}) rotate(${num(ctx.j(8) - 6)}) scale(${num(drawing.focus.zoom)}) translate(${num(-drawing.focus.at[0])} ${num(-drawing.focus.at[1])})`
    : `translate(${CX} ${H / 2 + 6}) rotate(${num(tilt)}) scale(${num(fit * 1000) / 1000}) translate(${num(-cx)} ${num(-cy)})`;

  const bgHi = lighten(background, 0.35);
  const bgLo = darken(background, 0.1);
  const shadowColor = mix(darken(background, 0.6), color, 0.12);
  const light = ctx.p.isDark ? 0.14 : 0.2;
  const dim = ctx.p.isDark ? 0.18 : 0.12;
  const u = uid;
  const defs =
    `<radialGradient id="${u}-bg" cx="0.45" cy="0.4" r="0.8"><stop offset="0" stop-color="${bgHi}"/><stop offset="0.55" stop-color="${background}"/><stop offset="1" stop-color="${bgLo}"/></radialGradient>` +
    `<linearGradient id="${u}-light" gradientUnits="userSpaceOnUse" x1="180" y1="120" x2="640" y2="940"><stop offset="0" stop-color="#FFFFFF" stop-opacity="${light}"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${dim}"/></linearGradient>` +
    `<filter id="${u}-blur" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="3.2"/></filter>` +
    `<filter id="${u}-blur2" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="12"/></filter>` +
    `<filter id="${u}-blurS" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="1.2"/></filter>` +
    `<filter id="${u}-drop" x="-0.5" y="-0.5" width="2" height="2">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="14" result="soft"/><feOffset in="soft" dx="10" dy="18" result="softOff"/>` +
    `<feFlood flood-color="${shadowColor}" flood-opacity="0.34"/><feComposite in2="softOff" operator="in" result="softShadow"/>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="2.5" result="near"/><feOffset in="near" dx="2" dy="4" result="nearOff"/>` +
    `<feFlood flood-color="${shadowColor}" flood-opacity="0.3"/><feComposite in2="nearOff" operator="in" result="nearShadow"/>` +
    `<feMerge><feMergeNode in="softShadow"/><feMergeNode in="nearShadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `<filter id="${u}-grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.abs(seed) % 997}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.06 0"/></filter>` +
    fabricPatterns(ctx) +
    `<clipPath id="${u}-all">${ctx.silhouettes.map((d) => `<path d="${d}"/>`).join('')}</clipPath>` +
    ctx.defs.join('');

  const garment =
    `<g transform="${place}"><g filter="url(#${u}-drop)">${drawing.art}` +
    `<rect x="-200" y="-200" width="1200" height="1400" fill="url(#${u}-light)" clip-path="url(#${u}-all)"/></g></g>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${u}-bg)"/>` +
    `<rect width="${W}" height="${H}" filter="url(#${u}-grain)"/>` +
    garment +
    `</svg>`
  );
}
