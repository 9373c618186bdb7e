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
   * 'mocasin' for calzado; a SWEATER_STYLES name for sudadera; a style index 0..2 for the others
   * (any other value picks one by hash).
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
/** Sudaderas y punto: the first three are the hoodies that numeric styles 0..2 draw. */
export const SWEATER_STYLES = ['capucha', 'cremallera', 'capucha-ribete', 'cuello-redondo', 'cuello-alto', 'media-cremallera', 'cardigan'] as const;

const W = 800;
const H = 1000;
const CX = W / 2;

type Pt = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colour

const num = (n: number): string => String(Math.round(n * 10) / 10);
/** An opacity, two decimals. */
const op = (v: number): string => String(Math.round(Math.max(0, Math.min(1, v)) * 100) / 100);
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
function normalizeHex(hex: string, fallback: string): string {
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
  /** Hardware: a brushed metal tinted by the accent. */
  metal: string;
  /** How strong shadows and highlights are drawn on the main colour (dark cloth needs light folds). */
  shade: number;
  light: number;
  isDark: boolean;
}

function palette(color: string, accent: string): Palette {
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
    metal: mix('#BDB8AE', accent, 0.4),
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
  /** Outlines of every solid piece, as clip-path children (with the transform they are drawn in). */
  silhouettes: string[];
  /** Transform of the group being drawn, for pieces drawn inside a moved group (the second shoe). */
  shift: string;
  next: number;
  fabric: Fabric;
  /** Weaves some piece is filled with; only these get a <pattern>. */
  weaves: Set<Fabric>;
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
  if (o.solid !== false) ctx.silhouettes.push(`<path d="${d}"${ctx.shift ? ` transform="${ctx.shift}"` : ''}/>`);
  const texture = o.texture ?? ctx.fabric;
  const tone = o.tone ?? 0;
  const toneLayer =
    tone === 0
      ? ''
      : `<rect width="${W}" height="${H}" fill="${tone > 0 ? '#FFFFFF' : '#000000'}" opacity="${op(Math.abs(tone))}"/>`;
  if (texture !== 'none') ctx.weaves.add(texture);
  const textureLayer = texture === 'none' ? '' : `<path d="${d}" fill="url(#${ctx.uid}-tex-${texture})"/>`;
  return (
    `<path d="${d}" fill="${o.fill ?? ctx.p.base}"/>` +
    textureLayer +
    `<g clip-path="url(#${clip})">${toneLayer}${gatherSoft(ctx, inner)}</g>` +
    `<path d="${d}" fill="none" stroke="${o.edge ?? ctx.p.edge}" stroke-width="${o.edgeWidth ?? 1.6}" stroke-linejoin="round" opacity="0.9"/>`
  );
}

type Blur = 'blur' | 'blur2';

/**
 * Marks blurred shading. A piece gathers all of its soft shading into one blurred group per radius
 * (one filter pass instead of one per fold, several times faster in librsvg); anything left outside
 * a piece gets its own filter when the document is finished.
 */
const soft = (blur: Blur, element: string): string => `<!--s:${blur}-->${element}<!--/s-->`;
const SOFT = /<!--s:(blur2?)-->(.*?)<!--\/s-->/g;

function gatherSoft(ctx: Ctx, inner: string): string {
  const groups: Record<Blur, string> = { blur: '', blur2: '' };
  const crisp = inner.replace(SOFT, (_m, blur: Blur, element: string) => {
    groups[blur] += element;
    return '';
  });
  const layer = (blur: Blur) => (groups[blur] ? `<g filter="url(#${ctx.uid}-${blur})">${groups[blur]}</g>` : '');
  return layer('blur2') + layer('blur') + crisp;
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
    soft('blur', `<path d="${lens(0, width * 0.7)}" fill="#000000" opacity="${op(shade * strength * 0.8)}"/>`) +
    soft('blur', `<path d="${lens(width * 0.9, width * 0.45)}" fill="#FFFFFF" opacity="${op(light * strength * 0.8)}"/>`)
  );
}

/** A soft shaded area (under a collar, inside a pocket, the crease of a fold). */
function shadeArea(ctx: Ctx, d: string, strength = 1, blur: Blur = 'blur'): string {
  return soft(blur, `<path d="${d}" fill="#000000" opacity="${op(ctx.p.shade * strength)}"/>`);
}

function litArea(ctx: Ctx, d: string, strength = 1, blur: Blur = 'blur2'): string {
  return soft(blur, `<path d="${d}" fill="#FFFFFF" opacity="${op(ctx.p.light * strength)}"/>`);
}

/** A sewn seam: the pressed groove plus its top-stitching. */
function seam(ctx: Ctx, d: string, o: { stitch?: boolean; offset?: number } = {}): string {
  const groove = `<path d="${d}" fill="none" stroke="#000000" stroke-width="2" opacity="${op(ctx.p.shade * 0.6)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="1.2" opacity="${op(ctx.p.light * 0.6)}" transform="translate(1.4 1)" stroke-linecap="round"/>`;
  if (o.stitch === false) return groove;
  const off = (o.offset ?? 6) * 0.7;
  return groove + `<path d="${d}" fill="none" stroke="${ctx.p.stitch}" stroke-width="1.5" stroke-dasharray="5 3.5" stroke-linecap="round" transform="translate(${num(off)} ${num(off)})" opacity="0.9"/>`;
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
  const tone = ctx.p.metal;
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
  const pocket = 'M448 326L522 326L522 404L485 418L448 404Z';
  const pocketStitch = 'M454 338L454 400L485 411L516 400L516 338M448 338L522 338';
  const bodyInner =
    stripes +
    seam(ctx, yoke, { stitch: true, offset: 4 }) +
    fold(ctx, `M${xy([300 + j(12), 520])}C320 600 ${num(300 + j(10))} 690 ${num(318 + j(10))} 800`, 0.6, 16) +
    fold(ctx, `M${xy([512 + j(12), 560])}C500 640 ${num(520 + j(10))} 720 505 820`, 0.55, 16) +
    fold(ctx, `M270 ${num(455 + j(10))}Q320 ${num(470 + j(10))} 350 ${num(520 + j(12))}`, 0.5, 10) +
    fold(ctx, `M530 ${num(450 + j(10))}Q490 ${num(470 + j(10))} 462 ${num(515 + j(12))}`, 0.5, 10) +
        // placket
    shadeArea(ctx, `M${placketR} 250L${placketR + 5} 250L${placketR + 5} 856L${placketR} 856Z`, 0.5) +
    `<path d="M${placketL} 250L${placketR} 250L${placketR} 858L${placketL} 858Z" fill="#FFFFFF" opacity="${op(p.light * 0.3)}"/>` +
    stitchLine(ctx, `M${placketL + 4} 250L${placketL + 4} 856`) +
    stitchLine(ctx, `M${placketR - 4} 250L${placketR - 4} 856`) +
    `<path d="M${placketR} 250L${placketR} 858" stroke="${p.edge}" stroke-width="1.6"/>` +
    buttonsY.map((y) => button(ctx, [400, y + j(1)], 7.5, 4)).join('') +
    // hem
    stitchLine(ctx, 'M254 768C260 816 318 840 400 848C482 840 540 816 546 768') +
    seam(ctx, both('M252 600L252 780'), { stitch: false }) +
    // chest pocket
    shadeArea(ctx, pocket, 0.35) +
    piece(ctx, `M${pocket.slice(1)}`, (variant === 1 ? `<rect width="${W}" height="${H}" fill="url(#${ctx.uid}-stripes)"/>` : '') + stitchLine(ctx, pocketStitch, undefined, '4 3', 1.3), { solid: false, edgeWidth: 1.3 });
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
    focus: { at: [414, 320], zoom: 3 },
  };
}

/** Knit rib running along `angle` degrees (0 = vertical ribs), as a layer for a piece's inside. */
function rib(ctx: Ctx, angle: number, pitch = 6): string {
  const id = newId(ctx, 'rib');
  const k = ctx.p.isDark ? 1.5 : 1;
  ctx.defs.push(
    `<pattern id="${id}" width="${pitch}" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(${num(angle)})"><rect width="${num(pitch * 0.45)}" height="10" fill="#000000" opacity="${op(0.13 * k)}"/><rect x="${num(pitch * 0.55)}" width="${num(pitch * 0.25)}" height="10" fill="#FFFFFF" opacity="${op(0.1 * k)}"/></pattern>`,
  );
  return `<rect x="-400" y="-400" width="1600" height="1800" fill="url(#${id})"/>`;
}

/** Horizontal stripes (breton), `from` the given height down. */
function stripeLayer(ctx: Ctx, color: string, from: number, pitch = 30, thick = 11): string {
  const id = newId(ctx, 'breton');
  ctx.defs.push(
    `<pattern id="${id}" width="40" height="${pitch}" y="${from}" patternUnits="userSpaceOnUse"><rect width="40" height="${thick}" fill="${color}"/></pattern>`,
  );
  return `<rect x="0" y="${from}" width="${W}" height="${H - from}" fill="url(#${id})"/>`;
}

/** A band drawn as a thick stroke with fine edges (hood hems, straps, cords). */
function strokeBand(d: string, width: number, fill: string, edge: string, stitch?: string): string {
  return (
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${num(width + 2.4)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    (stitch
      ? `<path d="${d}" fill="none" stroke="${stitch}" stroke-width="1.3" stroke-dasharray="4 3" stroke-linecap="round" opacity="0.85"/>`
      : '')
  );
}

function camiseta(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const shoulder: Pt = [236, 236];
  const armpit: Pt = [250, 404];
  const body = sym(
    `M400 262C378 262 358 246 352 212L${xy(shoulder)}C242 300 246 350 ${xy(armpit)}C254 560 254 700 256 826C320 832 360 834 400 834`,
  );
  const stripes = variant === 1 ? stripeLayer(ctx, p.accent, 330 + Math.round(j(4))) : '';
  const sleeveStripes = variant === 1 ? stripeLayer(ctx, p.accent, 250) : '';
  const sl = sleeve(shoulder, armpit, 44, 176, 140, 4, 24);
  const sleeveArt = (s: Sleeve): string => {
    const at = (along: number, by: number): Pt => add(add(s.outer, s.dir, along), s.across, by);
    return piece(
      ctx,
      s.d,
      sleeveStripes +
        fold(ctx, `M${xy(at(-8, 30))}Q${xy(at(-50, 62 + j(8)))} ${xy(at(-96, 64))}`, 0.7, 10) +
        fold(ctx, `M${xy(at(-4, 100))}Q${xy(at(-30, 112))} ${xy(at(-60 + j(8), 124))}`, 0.5, 8) +
        stitchLine(ctx, `M${xy(at(-16, 1))}L${xy(at(-16, 139))}`) +
        stitchLine(ctx, `M${xy(at(-22, 1))}L${xy(at(-22, 139))}`),
      { tone: -0.04 },
    );
  };
  const neckRibColor = variant === 2 ? p.accent : p.base;
  const ribFront = sym('M400 276C370 276 346 252 340 208L356 212C362 240 380 260 400 260');
  const ribBack = 'M340 208C360 188 440 188 460 208L444 214C428 202 372 202 356 214Z';
  const opening = 'M356 213C372 201 428 201 444 213C436 244 420 260 400 260C380 260 364 244 356 213Z';
  const pocket = 'M452 336L520 336L520 404C500 412 472 412 452 404Z';
  const bodyArt = piece(
    ctx,
    body,
    stripes +
      fold(ctx, `M${num(300 + j(10))} 470Q${num(330 + j(10))} 560 ${num(310 + j(10))} 700`, 0.5, 16) +
      fold(ctx, `M${num(500 + j(10))} 520Q${num(470 + j(10))} 620 ${num(492 + j(10))} 760`, 0.5, 16) +
      fold(ctx, `M262 ${num(430 + j(10))}Q300 ${num(440 + j(8))} 330 ${num(470 + j(10))}`, 0.5, 9) +
      fold(ctx, `M538 ${num(436 + j(10))}Q500 ${num(446 + j(8))} 472 ${num(478 + j(10))}`, 0.5, 9) +
      seam(ctx, both(`M${xy(add(shoulder, [4, 2]))}C244 300 248 350 252 404`), { stitch: false }) +
      seam(ctx, 'M236 236L352 212M564 236L448 212', { stitch: false }) +
      stitchLine(ctx, 'M258 806C320 812 360 813 400 813C440 813 480 812 542 806') +
      stitchLine(ctx, 'M258 813C320 819 360 820 400 820C440 820 480 819 542 813') +
      (variant === 2
        ? shadeArea(ctx, pocket, 0.3) +
          piece(ctx, pocket, stitchLine(ctx, 'M457 346L457 400C474 406 498 406 515 400L515 346M452 346L520 346', undefined, '4 3', 1.2), { solid: false, edgeWidth: 1.2 })
        : ''),
  );
  const label = `<rect x="389" y="205" width="22" height="15" rx="1" fill="${p.accent}" stroke="${p.accentEdge}" stroke-width="0.8"/><path d="M393 210.5L407 210.5M395 214.5L405 214.5" stroke="${p.accentHi}" stroke-width="1.4" opacity="0.9"/>`;
  const neck =
    piece(ctx, opening, shadeArea(ctx, 'M356 206L444 206L444 226L356 226Z', 1.2) + label, { fill: p.inside, texture: 'none' }) +
    piece(ctx, ribBack, rib(ctx, 0, 5), { fill: neckRibColor, texture: 'none' }) +
    piece(
      ctx,
      ribFront,
      rib(ctx, 0, 5) + stitchLine(ctx, 'M346 212C352 250 374 270 400 270C426 270 448 250 454 212', variant === 2 ? p.accentLo : undefined, '4 3', 1.2),
      { fill: neckRibColor, texture: 'none', edge: variant === 2 ? p.accentEdge : p.edge },
    ) +
    shadeArea(ctx, 'M350 220C360 260 380 280 400 282C420 280 440 260 450 220L454 236C446 270 424 290 400 292C376 290 354 270 346 236Z', 0.5);
  return {
    art: sleeveArt(sl) + sleeveArt(mirrorSleeve(sl)) + bodyArt + neck,
    box: [90, 190, 710, 850],
    focus: { at: [420, 300], zoom: 3 },
  };
}

interface SweatBody {
  sleeves: string;
  body: string;
  hem: string;
}

/** Sleeves with ribbed cuffs, body and ribbed hem of a sweatshirt or jumper; `extra` goes on the body. */
function sweatBody(ctx: Ctx, o: { trim: string; trimEdge: string; extra: string; hemExtra?: string; knit?: boolean }): SweatBody {
  const { j } = ctx;
  const shoulder: Pt = [222, 268];
  const armpit: Pt = [230, 448];
  const body = sym(
    `M400 306C376 306 354 290 346 250L${xy(shoulder)}C226 340 228 400 ${xy(armpit)}C234 580 238 690 240 786L400 786`,
  );
  const hem = sym('M400 784L240 784L248 852L400 852');
  const sl = sleeve(shoulder, armpit, 18, 410, 112, 14, 40);
  const sleeveArt = (s: Sleeve): string => {
    const at = (along: number, by: number): Pt => add(add(s.outer, s.dir, along), s.across, by);
    const cuff = band(s, 64, -9);
    return (
      piece(
        ctx,
        s.d,
        fold(ctx, `M${xy(at(-190, 18))}Q${xy(at(-160, 60))} ${xy(at(-176 + j(10), 100))}`, 0.8, 14) +
          fold(ctx, `M${xy(at(-60, 12))}Q${xy(at(-34, 56))} ${xy(at(-50 + j(8), 100))}`, 0.8, 12) +
          [26, 56, 86].map((k) => fold(ctx, `M${xy(at(-2, k))}L${xy(at(-26, k + 3))}`, 0.7, 5)).join(''),
        { tone: -0.05 },
      ) +
      piece(ctx, cuff, rib(ctx, (Math.atan2(-s.dir[0], s.dir[1]) * 180) / Math.PI, 6) + shadeArea(ctx, `M${xy(at(-4, 0))}L${xy(at(-4, 112))}L${xy(at(10, 112))}L${xy(at(10, 0))}Z`, 0.6), {
        fill: o.trim,
        texture: 'none',
        edge: o.trimEdge,
      })
    );
  };
  const bodyArt = piece(
    ctx,
    body,
    fold(ctx, `M${num(292 + j(10))} 480Q${num(320 + j(10))} 560 ${num(300 + j(10))} 640`, 0.6, 18) +
      fold(ctx, `M${num(508 + j(10))} 470Q${num(480 + j(10))} 560 ${num(500 + j(10))} 650`, 0.6, 18) +
      fold(ctx, `M246 ${num(480 + j(10))}Q290 ${num(496 + j(8))} 320 ${num(530 + j(10))}`, 0.6, 10) +
      fold(ctx, `M554 ${num(484 + j(10))}Q510 ${num(498 + j(8))} 482 ${num(532 + j(10))}`, 0.6, 10) +
      seam(ctx, both(`M${xy(add(shoulder, [4, 2]))}C226 340 228 400 ${xy(add(armpit, [4, 0]))}`), { stitch: false }) +
      o.extra,
  );
  const hemArt = piece(ctx, hem, rib(ctx, 0, o.knit ? 5 : 6) + shadeArea(ctx, 'M240 780L560 780L560 794L240 794Z', 0.7) + (o.hemExtra ?? ''), {
    fill: o.trim,
    texture: 'none',
    edge: o.trimEdge,
  });
  return { sleeves: sleeveArt(sl) + sleeveArt(mirrorSleeve(sl)), body: bodyArt, hem: hemArt };
}

function zipTape(ctx: Ctx, from: number, to: number): string {
  const { p } = ctx;
  return (
    `<path d="M400 ${from}L400 ${to}" stroke="${darken(p.accent, 0.15)}" stroke-width="8"/><path d="M400 ${from}L400 ${to}" stroke="${lighten(p.accent, 0.35)}" stroke-width="6" stroke-dasharray="2 2"/>` +
    stitchLine(ctx, `M390 ${from}L390 ${to}M410 ${from}L410 ${to}`, undefined, '4 3', 1.2)
  );
}

function zipPull(ctx: Ctx, at: number): string {
  const { p } = ctx;
  return `<rect x="394" y="${at}" width="12" height="26" rx="3" fill="${p.accent}" stroke="${p.accentEdge}" stroke-width="1"/><rect x="397" y="${at + 18}" width="6" height="26" rx="3" fill="${lighten(p.accent, 0.2)}" stroke="${p.accentEdge}" stroke-width="1"/>`;
}

function sudadera(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const zip = variant === 1;
  const trim = variant === 2 ? p.accent : p.base;
  const trimEdge = variant === 2 ? p.accentEdge : p.edge;
  // The hood lies up behind the neck; its opening and hemmed edge sit over the neckline.
  const hoodBack = sym('M400 96C328 98 292 152 292 224C292 262 306 290 330 304L400 312');
  const opening = sym('M400 136C352 138 328 178 328 232C328 268 348 300 380 322L400 334');
  const edgeLeft = 'M400 136C352 138 328 178 328 232C328 268 350 302 392 330C404 338 416 340 424 336';
  const edgeRight = mirror('M400 136C352 138 328 178 328 232C328 268 350 302 392 330');
  const cordColor = variant === 2 ? p.base : p.accent;
  const cord = (x: number, y: number, sway: number, len: number): string => {
    const end: Pt = [x + sway, y + len];
    const d = `M${x} ${y}C${num(x - 2)} ${num(y + len * 0.4)} ${num(x + sway * 1.3)} ${num(y + len * 0.7)} ${xy(end)}`;
    return (
      `<path d="${d}" fill="none" stroke="#000000" stroke-width="7" opacity="0.22" filter="url(#${ctx.uid}-blurS)" transform="translate(2 3)"/>` +
      strokeBand(d, 5.5, cordColor, darken(cordColor, 0.35)) +
      `<path d="M${xy(end)}L${xy([end[0] + sway * 0.08, end[1] + 22])}" stroke="${darken(p.accent, 0.25)}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M${xy([end[0] - 1.5, end[1] + 2])}L${xy([end[0] - 1.5 + sway * 0.08, end[1] + 18])}" stroke="${lighten(p.accent, 0.5)}" stroke-width="1.6" stroke-linecap="round" opacity="0.7"/>`
    );
  };
  const pocketD = zip
    ? 'M300 590L390 590L390 756L272 756C282 700 292 640 300 590Z'
    : 'M306 588L494 588C504 646 516 700 528 756L272 756C284 700 296 646 306 588Z';
  const pocketStitch = zip
    ? 'M304 598L382 598L382 748M296 604C290 650 282 700 278 748'
    : 'M308 598L492 598M500 602C510 654 520 700 528 748M300 602C290 654 280 700 272 748';
  const pocketArt = (d: string, stitchD: string): string =>
    shadeArea(ctx, d, 0.35) +
    piece(
      ctx,
      d,
      stitchLine(ctx, stitchD, variant === 2 ? p.accentLo : undefined, '4.5 3.5', 1.4) +
        fold(ctx, 'M330 610Q400 640 470 612', 0.4, 10),
      { solid: false, edgeWidth: 1.4 },
    );
  const zipper = zip ? zipTape(ctx, 312, 784) + zipPull(ctx, 318) : '';
  const { sleeves, body: bodyArt, hem: hemArt } = sweatBody(ctx, {
    trim,
    trimEdge,
    extra: zipper + (zip ? pocketArt(pocketD, pocketStitch) + pocketArt(mirror(pocketD), mirror(pocketStitch)) : pocketArt(pocketD, pocketStitch)),
    hemExtra: zip ? zipTape(ctx, 784, 852).replace(/<path d="M390[^>]*>/, '') : '',
  });
  const hoodBackArt = piece(ctx, hoodBack, fold(ctx, 'M310 200Q300 250 322 290', 0.7, 12) + fold(ctx, 'M490 200Q500 250 478 290', 0.7, 12) + seam(ctx, 'M400 98L400 136', { stitch: false }), { tone: -0.06 });
  const hoodFront =
    piece(
      ctx,
      opening,
      shadeArea(ctx, 'M340 170C360 150 440 150 460 170L460 260C440 240 360 240 340 260Z', 0.9, 'blur2') +
        seam(ctx, 'M400 140L400 300', { stitch: false }),
      { fill: variant === 2 ? darken(p.accent, 0.12) : p.inside, texture: variant === 2 ? 'jersey' : 'none', edge: p.edge },
    ) +
    shadeArea(ctx, 'M332 250C340 290 370 324 400 344C430 324 460 290 468 250L460 300C440 330 420 346 400 356C380 346 360 330 340 300Z', 0.6) +
    strokeBand(edgeRight, 18, trim, trimEdge, variant === 2 ? p.accentLo : p.stitch) +
    strokeBand(edgeLeft, 18, trim, trimEdge, variant === 2 ? p.accentLo : p.stitch);
  const eyelets = zip ? [] : [[382, 352], [418, 352]] as Pt[];
  const cords = zip
    ? cord(372, 316, -6, 120 + j(10)) + cord(428, 316, 8, 130 + j(10))
    : eyelets.map((e) => metal(ctx, e, 6.5, true)).join('') + cord(382, 352, -8, 128 + j(12)) + cord(418, 352, 10, 142 + j(12));
  return {
    art: hoodBackArt + sleeves + bodyArt + hemArt + hoodFront + cords,
    box: [70, 90, 730, 860],
    focus: { at: [400, 380], zoom: 2.6 },
  };
}

type KnitNeck = 'cuello-redondo' | 'cuello-alto' | 'media-cremallera' | 'cardigan';

/** Jumpers and cardigans: the sweatshirt's sleeves and body, finer rib, and the neck that names them. */
function jersey(ctx: Ctx, neck: KnitNeck): Drawing {
  const { p, j } = ctx;
  const trim = p.base;
  const trimEdge = p.edge;
  const inside = (d: string, shade: string) => piece(ctx, d, shadeArea(ctx, shade, 1.1), { fill: p.inside, texture: 'none' });
  const ribbed = (d: string, extra = '', angle = 0) => piece(ctx, d, rib(ctx, angle, 5) + extra, { fill: trim, texture: 'none', edge: trimEdge });
  let extra = '';
  let hemExtra = '';
  let collar = '';
  let focus: Drawing['focus'] = { at: [400, 280], zoom: 2.6 };
  let top = 190;
  // The woven brand label at the back of the neck.
  const label = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="22" height="14" rx="1" fill="${p.accent}" stroke="${p.accentEdge}" stroke-width="0.8"/><path d="M${x + 4} ${y + 5}L${x + 18} ${y + 5}M${x + 6} ${y + 9}L${x + 16} ${y + 9}" stroke="${p.accentHi}" stroke-width="1.4" opacity="0.9"/>`;

  if (neck === 'cuello-redondo') {
    // Back of the neck inside, then a rib band following the neckline.
    collar =
      inside('M356 252C372 236 428 236 444 252C436 284 420 300 400 300C380 300 364 284 356 252Z', 'M356 244L444 244L444 266L356 266Z') +
      label(389, 248) +
      ribbed('M338 246C360 224 440 224 462 246L446 254C428 240 372 240 354 254Z') +
      ribbed(sym('M400 320C366 320 344 292 338 246L354 252C362 284 380 302 400 302'), stitchLine(ctx, 'M352 262C360 300 380 318 400 318C420 318 440 300 448 262', undefined, '4 3', 1.1)) +
      shadeArea(ctx, 'M344 262C354 306 378 328 400 330C422 328 446 306 456 262L458 278C448 318 424 340 400 342C376 340 352 318 342 278Z', 0.45);
  } else if (neck === 'cuello-alto') {
    // A tube of rib standing up from the neckline, turned down once (doble vuelta).
    top = 120;
    collar =
      inside('M342 150C342 130 458 130 458 150C458 170 342 170 342 150Z', 'M342 140L458 140L458 164L342 164Z') +
      label(389, 138) +
      ribbed('M342 150C342 170 458 170 458 150L462 236C440 252 360 252 338 236Z', shadeArea(ctx, 'M340 150L460 150L460 176L340 176Z', 0.5)) +
      ribbed(
        'M334 206C356 226 444 226 466 206L472 286C446 318 354 318 328 286Z',
        shadeArea(ctx, 'M330 206L470 206L470 222L330 222Z', 0.8) + litArea(ctx, 'M340 232C370 246 430 246 460 232L460 244C430 258 370 258 340 244Z', 0.5),
      ) +
      shadeArea(ctx, 'M332 290C360 322 440 322 468 290L470 306C442 336 358 336 330 306Z', 0.5) +
      fold(ctx, `M${num(372 + j(6))} 236Q${num(368 + j(4))} 262 ${num(374 + j(6))} 292`, 0.5, 8) +
      fold(ctx, `M${num(430 + j(6))} 238Q${num(434 + j(4))} 264 ${num(428 + j(6))} 294`, 0.5, 8);
    focus = { at: [400, 230], zoom: 2.6 };
  } else if (neck === 'media-cremallera') {
    // A stand collar open at the front, a zip down to mid chest.
    top = 170;
    extra = zipTape(ctx, 300, 470) + `<path d="M400 300L400 470" stroke="${darken(p.base, 0.25)}" stroke-width="1.2" opacity="0.6"/>`;
    collar =
      inside('M348 196C370 186 430 186 452 196C446 212 430 222 400 226C370 222 354 212 348 196Z', 'M348 190L452 190L452 214L348 214Z') +
      ribbed(sym('M400 318C372 312 346 290 338 254L336 198C356 212 380 222 400 226'), stitchLine(ctx, both('M346 206L348 252C354 286 374 304 396 310'), undefined, '4 3', 1.1)) +
      ribbed('M336 198C356 180 444 180 464 198C444 212 420 222 400 226C380 222 356 212 336 198Z', '', 0) +
      zipTape(ctx, 226, 318) +
      zipPull(ctx, 236);
    focus = { at: [400, 270], zoom: 2.4 };
  } else {
    // Cardigan: a V neck and a button band down the front, with big easy buttons.
    const leftBand = 'M352 248L394 430L394 852';
    hemExtra = `<path d="M394 784L394 852M406 784L406 852" stroke="${trimEdge}" stroke-width="1.2" opacity="0.7"/>`;
    collar =
      inside('M348 252C370 232 430 232 452 252L400 440Z', 'M352 246L448 246L448 272L352 272Z') +
      ribbed('M336 246C358 222 442 222 464 246L448 254C430 240 370 240 352 254Z') +
      strokeBand(leftBand, 22, trim, trimEdge) +
      strokeBand(mirror(leftBand), 22, trim, trimEdge) +
      `<path d="${leftBand}" fill="none" stroke="${p.stitch}" stroke-width="1.2" stroke-dasharray="4 3" transform="translate(-7 0)" opacity="0.8"/>` +
      `<path d="${mirror(leftBand)}" fill="none" stroke="${p.stitch}" stroke-width="1.2" stroke-dasharray="4 3" transform="translate(7 0)" opacity="0.8"/>` +
      [462, 550, 638, 726].map((y) => button(ctx, [400, y], 12, 4)).join('');
    focus = { at: [400, 520], zoom: 2.4 };
  }
  const { sleeves, body, hem } = sweatBody(ctx, { trim, trimEdge, extra, hemExtra, knit: true });
  return {
    art: sleeves + body + hem + collar,
    box: [70, top, 730, 860],
    focus,
  };
}

function pantalon(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const jeans = variant === 1;
  const wide = variant === 2;
  const hemOut = wide ? 222 : 270;
  const hemIn = wide ? 392 : 382;
  const legs = sym(
    `M400 196L262 196C252 256 246 320 248 400L${hemOut} 902L${hemIn} 910L397 478C398 462 400 450 400 440`,
  );
  const band = sym('M400 148L266 148L262 198L400 198');
  const stitchColor = jeans ? p.accent : p.stitch;
  const crease = (x0: number, x1: number): string =>
    `<path d="M${x0} 200L${x1} 900" stroke="#FFFFFF" stroke-width="3" opacity="${op(p.light * 0.9)}" filter="url(#${ctx.uid}-blurS)"/>` +
    `<path d="M${x0 + 3} 200L${x1 + 3} 900" stroke="#000000" stroke-width="2" opacity="${op(p.shade * 0.5)}" filter="url(#${ctx.uid}-blurS)"/>`;
  const scoop = jeans ? 'M318 198C314 250 292 282 250 292' : 'M300 198L252 318';
  const pocketShade = jeans
    ? 'M318 198C314 250 292 282 250 292L250 310C300 300 330 260 334 198Z'
    : 'M300 198L252 318L252 332L314 198Z';
  const knees = (x: number): string =>
    fold(ctx, `M${num(x - 40)} ${num(560 + j(16))}Q${num(x)} ${num(585 + j(10))} ${num(x + 42)} ${num(566 + j(16))}`, 0.55, 9) +
    fold(ctx, `M${num(x - 34)} ${num(612 + j(16))}Q${num(x + 4)} ${num(630 + j(10))} ${num(x + 38)} ${num(618 + j(16))}`, 0.45, 8);
  const whiskers = jeans
    ? [0, 1, 2, 3]
        .map((k) =>
          [
            litArea(ctx, `M${num(352 - k * 6)} ${num(400 + k * 16 + j(4))}Q${num(320 - k * 4)} ${num(414 + k * 18)} ${num(290 - k * 2)} ${num(400 + k * 22 + j(6))}L${num(292 - k * 2)} ${num(404 + k * 22)}Q${num(320 - k * 4)} ${num(420 + k * 18)} ${num(352 - k * 6)} ${num(406 + k * 16)}Z`, 1.1, 'blur'),
            litArea(ctx, mirror(`M${num(352 - k * 6)} ${num(400 + k * 16)}Q${num(320 - k * 4)} ${num(414 + k * 18)} ${num(290 - k * 2)} ${num(400 + k * 22)}L${num(292 - k * 2)} ${num(404 + k * 22)}Q${num(320 - k * 4)} ${num(420 + k * 18)} ${num(352 - k * 6)} ${num(406 + k * 16)}Z`), 1.1, 'blur'),
          ].join(''),
        )
        .join('') +
      litArea(ctx, 'M270 300C330 290 360 380 350 520C340 640 300 700 286 700C270 600 262 400 270 300Z', 1.1) +
      litArea(ctx, mirror('M270 300C330 290 360 380 350 520C340 640 300 700 286 700C270 600 262 400 270 300Z'), 1.1)
    : '';
  const legsArt = piece(
    ctx,
    legs,
    whiskers +
      (jeans ? '' : crease(324, wide ? 308 : 326) + crease(476, wide ? 492 : 474)) +
      knees(wide ? 300 : 324) +
      knees(wide ? 500 : 476) +
      fold(ctx, `M372 ${num(420 + j(8))}Q392 ${num(440 + j(6))} 396 470`, 0.8, 8) +
      fold(ctx, `M428 ${num(420 + j(8))}Q408 ${num(440 + j(6))} 404 470`, 0.8, 8) +
      // Fly: the J-stitch and the front seam.
      seam(ctx, 'M400 198L400 438', { stitch: false }) +
      stitchLine(ctx, 'M420 200L420 372C420 392 412 404 400 410', stitchColor, jeans ? '5 3' : '4 3', jeans ? 1.8 : 1.4) +
      (jeans ? stitchLine(ctx, 'M426 200L426 374C426 398 414 412 401 418', stitchColor, '5 3', 1.8) : '') +
      // Pockets.
      shadeArea(ctx, pocketShade, 0.55) +
      shadeArea(ctx, mirror(pocketShade), 0.55) +
      seam(ctx, both(scoop), { stitch: false }) +
      stitchLine(ctx, both(jeans ? 'M326 200C322 256 298 290 250 302' : 'M307 200L254 328'), stitchColor, jeans ? '5 3' : '4 3', jeans ? 1.8 : 1.3) +
      (jeans
        ? seam(ctx, 'M290 198L290 236L326 236', { stitch: false }) +
          stitchLine(ctx, 'M296 198L296 230L326 230', stitchColor, '5 3', 1.6) +
          metal(ctx, [316, 206], 4.5) +
          metal(ctx, [257, 294], 4.5) +
          metal(ctx, [543, 294], 4.5)
        : '') +
      (wide
        ? fold(ctx, 'M340 200Q342 260 336 330', 0.8, 8) + fold(ctx, 'M460 200Q458 260 464 330', 0.8, 8) + seam(ctx, 'M340 198L342 232M460 198L458 232', { stitch: false })
        : '') +
      // Side seams, inseams and hems.
      seam(ctx, `M249 400L${hemOut + 2} 900`, { stitch: false }) +
      seam(ctx, mirror(`M249 400L${hemOut + 2} 900`), { stitch: false }) +
      seam(ctx, both(`M397 480L${hemIn - 1} 906`), { stitch: false }) +
      stitchLine(ctx, both(`M${hemOut + 1} 884L${hemIn - 1} 892`), stitchColor, jeans ? '5 3' : '4 3', jeans ? 1.8 : 1.4) +
      (jeans ? stitchLine(ctx, both(`M${hemOut + 1} 876L${hemIn - 1} 884`), stitchColor, '5 3', 1.8) : ''),
  );
  const loops = [286, 350, 450, 514]
    .map((x) => {
      const loop = `M${x - 7} 142L${x + 7} 142L${x + 7} 206L${x - 7} 206Z`;
      return (
        shadeArea(ctx, loop, 0.5) +
        piece(ctx, loop, stitchLine(ctx, `M${x - 7} 150L${x + 7} 150M${x - 7} 198L${x + 7} 198`, stitchColor, '2 2', 1.4), { solid: false, edgeWidth: 1.2 })
      );
    })
    .join('');
  const bandArt = piece(
    ctx,
    band,
    stitchLine(ctx, 'M266 156L534 156M264 190L536 190', stitchColor, jeans ? '5 3' : '4 3', jeans ? 1.7 : 1.3) +
      shadeArea(ctx, 'M262 196L538 196L538 206L262 206Z', 0.5) +
      seam(ctx, 'M400 150L400 198', { stitch: false }),
  );
  const fastening = jeans ? metal(ctx, [384, 172], 11) : button(ctx, [384, 172], 9, 4);
  return {
    art: legsArt + bandArt + loops + fastening,
    box: wide ? [200, 130, 600, 920] : [230, 130, 570, 920],
    focus: { at: [350, 250], zoom: 3 },
  };
}

function vestido(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const parts: string[] = [];
  const skirtFolds = (waistY: number, hemY: number, xs: number[]): string =>
    xs
      .map((x, i) => {
        const spread = (x - 400) * 1.55;
        return fold(ctx, `M${num(x + j(4))} ${num(waistY + 30)}Q${num(x + spread * 0.3 + j(6))} ${num((waistY + hemY) / 2)} ${num(400 + spread + j(8))} ${num(hemY - 8 - Math.abs(spread) * 0.02)}`, i % 2 ? 0.55 : 0.8, 14);
      })
      .join('');
  if (variant === 0) {
    // A-line, sleeveless, round neck, seamed waist with a slim tie belt.
    const body = sym(
      'M400 232C372 232 354 212 348 172L302 180C302 240 292 290 268 316C280 360 288 410 290 452C252 600 204 760 178 884C250 906 330 914 400 914',
    );
    const opening = 'M348 172C360 160 440 160 452 172C444 206 424 228 400 232C376 228 356 206 348 172Z';
    parts.push(
      piece(ctx, opening, shadeArea(ctx, 'M350 166L450 166L450 190L350 190Z', 1), { fill: p.inside, texture: 'none' }),
      piece(
        ctx,
        body,
        skirtFolds(462, 900, [318, 350, 384, 418, 452, 486]) +
          seam(ctx, both('M290 456C330 462 370 464 400 464'), { stitch: false }) +
          fold(ctx, 'M340 460Q338 410 336 380', 0.7, 6) +
          fold(ctx, 'M460 460Q462 410 464 380', 0.7, 6) +
          stitchLine(ctx, 'M356 178C366 206 382 220 400 222C418 220 434 206 444 178', undefined, '4 3', 1.2) +
          stitchLine(ctx, both('M300 188C300 240 292 284 276 308'), undefined, '4 3', 1.2) +
          stitchLine(ctx, 'M186 866C250 886 330 894 400 894C470 894 550 886 614 866', undefined, '4 3', 1.3),
      ),
    );
    const beltD = sym('M400 448L290 446L290 470L400 472');
    parts.push(
      piece(ctx, beltD, stitchLine(ctx, 'M292 452L508 452M292 464L508 464', p.accentLo, '3 2', 1), { fill: p.accent, texture: 'none', edge: p.accentEdge }),
      strokeBand('M424 460C430 500 428 540 418 584', 12, p.accent, p.accentEdge),
      strokeBand('M436 460C452 496 462 530 466 572', 12, p.accent, p.accentEdge),
      `<path d="M414 448L442 448L446 474L410 474Z" fill="${p.accentLo}" stroke="${p.accentEdge}" stroke-width="1"/>`,
    );
    return { art: parts.join(''), box: [170, 150, 630, 920], focus: { at: [420, 470], zoom: 2.8 } };
  }
  if (variant === 1) {
    // Wrap dress: V neck crossing to the waist, short sleeves, self tie.
    const shoulder: Pt = [292, 186];
    const armpit: Pt = [280, 322];
    const body = sym(
      `M400 330C380 300 360 240 350 176L${xy(shoulder)}C290 240 286 290 ${xy(armpit)}C286 370 292 420 294 458C256 610 210 770 186 886C256 906 330 914 400 914`,
    );
    const sl = sleeve(shoulder, armpit, 48, 120, 108, 4, 16);
    const sleeveArt = (s: Sleeve): string => {
      const at = (along: number, by: number): Pt => add(add(s.outer, s.dir, along), s.across, by);
      return piece(ctx, s.d, fold(ctx, `M${xy(at(-4, 30))}Q${xy(at(-30, 54))} ${xy(at(-64, 50))}`, 0.6, 9) + stitchLine(ctx, `M${xy(at(-12, 1))}L${xy(at(-12, 107))}`), { tone: -0.04 });
    };
    const inside = 'M350 176C380 168 420 168 450 176C440 240 422 292 400 330C378 292 360 240 350 176Z';
    const wrap = 'M450 176C430 270 380 360 300 456L312 470C392 390 446 290 464 184Z';
    parts.push(
      sleeveArt(sl) + sleeveArt(mirrorSleeve(sl)),
      piece(ctx, inside, shadeArea(ctx, 'M350 170L450 170L450 200L350 200Z', 1), { fill: p.inside, texture: 'none' }),
      piece(
        ctx,
        body,
        skirtFolds(464, 900, [316, 352, 392, 432, 470]) +
          seam(ctx, both('M294 462C330 466 370 468 400 468'), { stitch: false }) +
          stitchLine(ctx, 'M194 868C256 888 330 896 400 896C470 896 544 888 606 868', undefined, '4 3', 1.3) +
          shadeArea(ctx, 'M458 190C440 280 392 370 308 466L322 470C400 380 452 290 470 196Z', 0.7) +
          fold(ctx, `M${num(430 + j(6))} 470Q470 640 ${num(520 + j(8))} 896`, 1, 10) +
          stitchLine(ctx, 'M358 184C370 250 384 300 400 324', undefined, '4 3', 1.2),
      ),
      piece(ctx, wrap, stitchLine(ctx, 'M456 184C436 276 384 366 306 460', undefined, '4 3', 1.2), { tone: 0.05 }),
      strokeBand('M292 462C270 500 262 540 266 590', 12, p.accent, p.accentEdge),
      strokeBand('M300 462C300 510 310 548 328 584', 12, p.accent, p.accentEdge),
      `<path d="M286 448C300 444 312 452 314 468C310 480 292 482 284 470Z" fill="${p.accentLo}" stroke="${p.accentEdge}" stroke-width="1.2"/>`,
    );
    return { art: parts.join(''), box: [170, 150, 630, 920], focus: { at: [380, 360], zoom: 2.6 } };
  }
  // Slip dress: V neck, thin straps, bias-cut skirt.
  const body = sym(
    'M400 290C384 262 364 236 344 222C320 214 300 216 290 230C286 270 286 300 292 330C300 380 304 420 300 460C270 610 236 770 214 888C270 906 340 912 400 912',
  );
  const strap = 'M324 224C322 190 324 150 330 112';
  parts.push(
    strokeBand(strap, 6, p.accent, p.accentEdge),
    strokeBand(mirror(strap), 6, p.accent, p.accentEdge),
    piece(
      ctx,
      body,
      skirtFolds(470, 900, [330, 364, 398, 434, 468]) +
        fold(ctx, `M${num(360 + j(6))} 320Q366 300 ${num(392 + j(4))} 296`, 0.7, 8) +
        fold(ctx, `M${num(440 + j(6))} 320Q434 300 ${num(408 + j(4))} 296`, 0.7, 8) +
        seam(ctx, both('M292 236C320 250 360 280 400 296'), { stitch: false }) +
        `<path d="M292 232C316 222 340 226 364 246C380 262 392 276 400 290C408 276 420 262 436 246C460 226 484 222 508 232" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.85"/>` +
        stitchLine(ctx, 'M222 870C276 888 340 894 400 894C460 894 524 888 578 870', undefined, '4 3', 1.3),
    ),
  );
  return { art: parts.join(''), box: [190, 100, 610, 920], focus: { at: [400, 310], zoom: 2.6 } };
}

function chaqueta(ctx: Ctx, variant: number): Drawing {
  const { p, j } = ctx;
  const chore = variant === 1;
  const double = variant === 2;
  const shoulder: Pt = [224, 222];
  const armpit: Pt = [234, 410];
  const body = sym(
    `M400 206C380 206 362 198 352 184L${xy(shoulder)}C228 290 230 350 ${xy(armpit)}C238 520 240 640 244 756C300 766 350 770 400 772`,
  );
  const sl = sleeve(shoulder, armpit, 15, 430, 100, 10, 30);
  const lining = chore ? p.inside : mix(darken(p.accent, 0.15), p.inside, 0.35);
  const sleeveArt = (s: Sleeve): string => {
    const at = (along: number, by: number): Pt => add(add(s.outer, s.dir, along), s.across, by);
    const cuffButtons = chore ? [button(ctx, at(-26, 26), 6.5, 4)] : [0, 1, 2].map((k) => button(ctx, at(-24 - k * 18, 20), 6, 4));
    return piece(
      ctx,
      s.d,
      fold(ctx, `M${xy(at(-220, 14))}Q${xy(at(-196, 54))} ${xy(at(-210 + j(10), 94))}`, 0.9, 14) +
        fold(ctx, `M${xy(at(-120, 60))}Q${xy(at(-96, 80))} ${xy(at(-104, 98))}`, 0.6, 10) +
        stitchLine(ctx, `M${xy(at(chore ? -40 : -6, 1))}L${xy(at(chore ? -40 : -6, 99))}`, undefined, '4 3', 1.2) +
        (chore ? seam(ctx, `M${xy(at(-40, 0))}L${xy(at(-40, 100))}`, { stitch: false }) : '') +
        cuffButtons.join(''),
      { tone: -0.05 },
    );
  };
  const parts: string[] = [sleeveArt(sl), sleeveArt(mirrorSleeve(sl))];
  const breakY = chore ? 236 : double ? 470 : 500;
  const frontX = double ? 456 : chore ? 412 : 412;
  const front = `M${frontX - 12} ${breakY}L${frontX - 14} 716C${frontX - 14} 744 ${frontX - 24} 764 ${frontX - 48} 770`;
  const flap = 'M262 566L352 562L354 600C324 606 292 608 264 606Z';
  const bodyInner =
    fold(ctx, `M${num(292 + j(10))} 440Q${num(312 + j(8))} 520 ${num(300 + j(10))} 600`, 0.5, 16) +
    fold(ctx, `M${num(520 + j(10))} 640Q${num(500 + j(8))} 690 ${num(510 + j(10))} 750`, 0.5, 14) +
    fold(ctx, `M250 ${num(440 + j(10))}Q290 ${num(452 + j(8))} 316 ${num(486 + j(10))}`, 0.5, 10) +
    seam(ctx, both(`M${xy(add(shoulder, [4, 2]))}C228 290 230 350 ${xy(add(armpit, [4, 0]))}`), { stitch: false }) +
    seam(ctx, both('M224 222L352 184'), { stitch: false }) +
    (chore
      ? ''
      : seam(ctx, both('M318 562L326 440'), { stitch: false }) + seam(ctx, both('M262 420C278 520 282 640 288 764'), { stitch: false })) +
    // Front edge of the overlapping panel, with its shadow.
    shadeArea(ctx, `${front}L${frontX + 4} 770L${frontX + 6} ${breakY}Z`, 0.8) +
    `<path d="${front}" fill="none" stroke="${p.edge}" stroke-width="1.8"/>` +
    stitchLine(ctx, `M${frontX - 20} ${breakY + 10}L${frontX - 22} 716C${frontX - 22} 740 ${frontX - 30} 756 ${frontX - 50} 762`, undefined, '4 3', 1.2) +
    stitchLine(ctx, 'M250 742C300 752 350 756 400 758C450 756 500 752 550 742', undefined, '4 3', 1.2);
  parts.push(piece(ctx, body, bodyInner));
  if (chore) {
    // Chore jacket: point collar, straight placket with metal buttons, three patch pockets.
    const patch = (d: string, st: string, flapD?: string): string =>
      shadeArea(ctx, d, 0.4) +
      piece(ctx, d, stitchLine(ctx, st, undefined, '4 3', 1.4) + fold(ctx, 'M280 590Q320 600 350 592', 0.3, 8), { solid: false, edgeWidth: 1.4 }) +
      (flapD ? piece(ctx, flapD, '', { solid: false }) : '');
    parts.push(
      patch('M264 540L370 540L370 666C340 674 296 674 264 666Z', 'M270 554L364 554M270 546L270 660C298 666 336 666 364 660L364 546'),
      patch('M430 540L536 540L536 666C504 674 460 674 430 666Z', 'M436 554L530 554M436 546L436 660C464 666 502 666 530 660L530 546'),
      patch('M438 300L512 300L512 376C490 382 460 382 438 376Z', 'M444 312L506 312M444 306L444 370C464 374 486 374 506 370L506 306'),
    );
    const collarLeaf = 'M330 186C314 222 318 270 340 306C366 286 386 262 400 242C382 230 360 214 344 196Z';
    parts.push(
      piece(ctx, 'M348 192C368 176 432 176 452 192C446 220 424 238 400 242C376 238 354 220 348 192Z', shadeArea(ctx, 'M350 186L450 186L450 210L350 210Z', 1.1), { fill: p.inside, texture: 'none' }),
      piece(ctx, 'M330 186C352 160 448 160 470 186L458 198C440 176 360 176 342 198Z', stitchLine(ctx, 'M338 188C358 168 442 168 462 188', undefined, '4 3', 1.2)),
      shadeArea(ctx, both('M332 230C338 280 350 310 360 324C384 304 404 280 414 262Z'), 0.8),
      piece(ctx, collarLeaf, stitchLine(ctx, 'M336 196C324 226 328 266 344 294C364 278 382 258 394 244', undefined, '4 3', 1.2)),
      piece(ctx, mirror(collarLeaf), stitchLine(ctx, mirror('M336 196C324 226 328 266 344 294C364 278 382 258 394 244'), undefined, '4 3', 1.2)),
      ...[296, 384, 472, 560, 648, 728].map((y) => button(ctx, [400, y + j(1)], 9, 4)),
    );
    return { art: parts.join(''), box: [70, 150, 730, 790], focus: { at: [414, 360], zoom: 2.7 } };
  }
  // Blazer: the lining shows in the V, notch lapels over it, flap pockets, welt breast pocket.
  const v = sym(`M400 198C384 198 372 200 364 206L${double ? 420 : 398} ${breakY}L400 ${breakY}`);
  const lapel = `M364 206L344 270L306 276C302 290 300 298 300 306C320 380 360 450 ${double ? 420 : 398} ${breakY}Z`;
  const lapelRight = mirror(`M364 206L344 270L306 276C302 290 300 298 300 306C320 380 360 450 ${double ? 380 : 402} ${breakY}Z`);
  const collar = 'M364 206L344 270L310 268C314 240 324 212 338 194C352 186 372 182 400 180L400 198C384 198 372 200 364 206Z';
  const lapelStitch = `M352 238L346 276M306 286C324 376 360 444 ${double ? 416 : 396} ${breakY - 10}`;
  parts.push(
    piece(ctx, v, shadeArea(ctx, 'M360 196L440 196L440 230L360 230Z', 1) + fold(ctx, `M400 220L400 ${breakY - 20}`, 0.6, 10), { fill: lining, texture: 'twill' }),
    shadeArea(ctx, lapel, 0.55),
    shadeArea(ctx, lapelRight, 0.55),
    piece(ctx, lapelRight, stitchLine(ctx, mirror(lapelStitch), undefined, '3 3', 1.1) + litArea(ctx, mirror('M310 300C330 360 360 420 390 470L376 440C350 390 326 340 310 300Z'), 0.8, 'blur')),
    piece(ctx, lapel, stitchLine(ctx, lapelStitch, undefined, '3 3', 1.1) + litArea(ctx, 'M310 300C330 360 360 420 390 470L376 440C350 390 326 340 310 300Z', 0.8, 'blur')),
    piece(ctx, collar, seam(ctx, 'M344 272L366 206', { stitch: false }), { tone: -0.03 }),
    piece(ctx, mirror(collar), seam(ctx, 'M456 272L434 206', { stitch: false }), { tone: -0.03 }),
    // Pockets.
    shadeArea(ctx, flap, 0.5),
    piece(ctx, flap, stitchLine(ctx, 'M266 598C294 600 324 598 350 592', undefined, '3 3', 1.1), { solid: false, edgeWidth: 1.4 }),
    shadeArea(ctx, mirror(flap), 0.5),
    piece(ctx, mirror(flap), stitchLine(ctx, mirror('M266 598C294 600 324 598 350 592'), undefined, '3 3', 1.1), { solid: false, edgeWidth: 1.4 }),
    piece(ctx, 'M444 356L512 346L514 360L446 370Z', '', { solid: false, edgeWidth: 1.3 }),
    ...(double
      ? [500, 570, 640].flatMap((y) => [button(ctx, [372, y], 9, 4), button(ctx, [440, y], 9, 4)])
      : [530, 614].map((y) => button(ctx, [404, y], 9.5, 4))),
  );
  return { art: parts.join(''), box: [70, 150, 730, 790], focus: { at: [370, 360], zoom: 2.6 } };
}

/** Points along an ellipse arc, for curved straps. */
function arc(c: Pt, rx: number, ry: number, from: number, to: number, steps = 24): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([c[0] + rx * Math.cos(t), c[1] + ry * Math.sin(t)]);
  }
  return out;
}

const polyline = (pts: Pt[]): string => pts.map((q, i) => `${i ? 'L' : 'M'}${xy(q)}`).join('');

function bolso(ctx: Ctx): Drawing {
  const { p, j } = ctx;
  const bodyD = 'M214 420L586 420L606 822C608 848 592 862 566 862L234 862C208 862 192 848 194 822Z';
  const baseD = 'M200 772L600 772L606 822C608 848 592 862 566 862L234 862C208 862 192 848 194 822Z';
  const handle = (dx: number, top: number, width: number, color: string, edge: string): string =>
    strokeBand(`M${300 + dx} 472C${300 + dx} 300 ${330 + dx} ${top} 400 ${top}C${470 - dx} ${top} ${500 - dx} 300 ${500 - dx} 472`, width, color, edge, lighten(color, 0.35));
  const tab = (x: number): string => {
    const d = `M${x - 17} 432L${x + 17} 432L${x + 17} 500C${x + 17} 506 ${x + 12} 510 ${x} 512C${x - 12} 510 ${x - 17} 506 ${x - 17} 500Z`;
    return (
      shadeArea(ctx, d, 0.5) +
      piece(ctx, d, stitchLine(ctx, `M${x - 11} 432L${x - 11} 498C${x - 8} 503 ${x + 8} 503 ${x + 11} 498L${x + 11} 432`, lighten(p.accent, 0.4), '3 2.5', 1.2), {
        fill: p.accent,
        texture: 'leather',
        edge: p.accentEdge,
        solid: false,
      }) +
      metal(ctx, [x, 484], 5)
    );
  };
  const art =
    handle(0, 206, 24, darken(p.accent, 0.25), p.accentEdge) +
    piece(
      ctx,
      bodyD,
      fold(ctx, `M${num(290 + j(10))} 430Q${num(300 + j(10))} 600 ${num(280 + j(10))} 770`, 0.6, 16) +
        fold(ctx, `M${num(508 + j(10))} 430Q${num(500 + j(10))} 600 ${num(520 + j(10))} 770`, 0.6, 16) +
        fold(ctx, `M${num(400 + j(20))} 470Q${num(410 + j(10))} 560 ${num(396 + j(10))} 700`, 0.4, 12) +
        shadeArea(ctx, 'M214 420L232 420L226 862L200 862Z', 0.6) +
        shadeArea(ctx, 'M586 420L568 420L574 862L600 862Z', 0.6) +
        shadeArea(ctx, 'M214 416L586 416L586 430L214 430Z', 0.8) +
        stitchLine(ctx, 'M214 456L588 456', undefined, '4 3', 1.4) +
        seam(ctx, 'M210 470L590 470', { stitch: false }),
      { texture: 'canvas' },
    ) +
    piece(
      ctx,
      baseD,
      stitchLine(ctx, 'M202 786L598 786', lighten(p.accent, 0.4), '4 3', 1.4) + shadeArea(ctx, 'M190 770L610 770L610 780L190 780Z', 0.6),
      { fill: p.accent, texture: 'leather', edge: p.accentEdge },
    ) +
    // Leather patch, blind-embossed mark (no lettering).
    piece(ctx, 'M362 690L438 690C442 690 444 692 444 696L444 734C444 738 442 740 438 740L362 740C358 740 356 738 356 734L356 696C356 692 358 690 362 690Z', stitchLine(ctx, 'M362 696L438 696L438 734L362 734Z', lighten(p.accent, 0.4), '3 2', 1.1) + `<circle cx="400" cy="715" r="9" fill="none" stroke="${darken(p.accent, 0.3)}" stroke-width="2"/><circle cx="400" cy="715" r="9" fill="none" stroke="${lighten(p.accent, 0.35)}" stroke-width="1" transform="translate(0.8 0.8)"/>`, {
      fill: p.accent,
      texture: 'leather',
      edge: p.accentEdge,
      solid: false,
    }) +
    handle(0, 236, 26, p.accent, p.accentEdge) +
    tab(300) +
    tab(500);
  return { art, box: [180, 180, 620, 870], focus: { at: [460, 520], zoom: 2.8 } };
}

function gorra(ctx: Ctx): Drawing {
  const { p, j } = ctx;
  // Three-quarter view: the crown turned a little to the right, the peak pointing out front-left.
  const crown = 'M222 566C210 420 296 300 440 292C580 296 654 410 650 560C560 580 330 584 222 566Z';
  const seams = 'M440 294C380 320 330 420 326 574M440 294C470 330 496 440 500 580M440 294C530 316 590 420 604 568';
  const stitches = 'M432 298C374 326 326 424 318 574M448 300C476 336 500 440 508 580M440 302C380 330 340 424 334 574M432 298C464 336 488 440 492 580M448 298C534 322 584 420 596 568';
  const brim = 'M470 572C420 640 290 690 160 672C112 664 100 626 136 596C176 566 230 556 300 560C360 566 420 572 470 572Z';
  const brimEdge = 'M470 572C420 640 290 690 160 672C112 664 100 626 136 596C104 640 120 680 166 688C300 706 430 652 478 580Z';
  const art =
    piece(
      ctx,
      crown,
      litArea(ctx, 'M300 400C330 330 390 310 430 310C420 380 360 440 310 490Z', 1.1) +
        shadeArea(ctx, 'M610 420C640 480 650 540 650 560L570 570C590 520 600 470 610 420Z', 0.9, 'blur2') +
        shadeArea(ctx, 'M230 540C330 556 520 560 640 546L650 580L222 580Z', 0.7, 'blur2') +
        seam(ctx, seams, { stitch: false }) +
        stitchLine(ctx, stitches, undefined, '4 3', 1.2) +
        [
          [362, 380],
          [542, 378],
        ]
          .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5.5" ry="5" fill="${p.inside}" stroke="${p.stitch}" stroke-width="2"/>`)
          .join('') +
        // Front patch: a plain woven mark in the accent colour.
        shadeArea(ctx, 'M374 452L452 448L454 494L376 498Z', 0.4) +
        `<g transform="rotate(-4 412 470)"><rect x="368" y="446" width="86" height="46" rx="6" fill="${p.accent}" stroke="${p.accentEdge}" stroke-width="1.2"/>` +
        `<rect x="374" y="452" width="74" height="34" rx="4" fill="none" stroke="${p.accentHi}" stroke-width="1.2" stroke-dasharray="3 2"/>` +
        `<path d="M396 479L411 457L426 479Z" fill="${p.accentHi}" opacity="0.9"/></g>` +
        fold(ctx, `M${num(520 + j(8))} 520Q560 ${num(532 + j(6))} 600 522`, 0.5, 10),
    ) +
    `<ellipse cx="440" cy="293" rx="12" ry="8" fill="${p.lo}" stroke="${p.edge}" stroke-width="1.4"/><ellipse cx="436" cy="290" rx="4" ry="2.6" fill="#FFFFFF" opacity="${op(p.light * 0.8)}"/>` +
    shadeArea(ctx, 'M150 620C250 660 380 640 476 576L490 600C400 680 260 700 150 660Z', 1) +
    piece(ctx, brimEdge, '', { fill: p.lo2, texture: 'none' }) +
    piece(
      ctx,
      brim,
      [0, 1, 2, 3]
        .map((k) => stitchLine(ctx, `M${452 - k * 4} ${584 + k * 3}C${404 - k * 6} ${640 - k * 6} ${290 + k * 2} ${680 - k * 10} ${166 + k * 12} ${662 - k * 8}C${128 + k * 12} ${656 - k * 7} ${120 + k * 10} ${628 - k * 3} ${146 + k * 8} ${604 + k * 1}`, undefined, '4 2.5', 1.1))
        .join('') +
        litArea(ctx, 'M200 600C260 580 340 580 420 590C380 620 300 640 230 636Z', 0.7, 'blur2'),
      { texture: 'twill' },
    );
  return { art, box: [100, 270, 680, 710], focus: { at: [400, 470], zoom: 2.3 } };
}

function bufanda(ctx: Ctx): Drawing {
  const { p, j } = ctx;
  const layer = (x0: number, x1: number, top: number, bottom: number, sway: number): string =>
    `M${x0} ${top}C${x0 - 12 + sway} ${top + 200} ${x0 + 14 + sway} ${top + 420} ${x0 + sway} ${bottom}L${x1 + sway} ${bottom}C${x1 + 12 + sway} ${top + 420} ${x1 - 14} ${top + 200} ${x1} ${top}Z`;
  const back = layer(238, 428, 196, 826, -6);
  const front = layer(372, 562, 196, 852, 10 + j(6));
  const bands = (bottom: number): string =>
    `<rect x="0" y="${bottom - 120}" width="${W}" height="16" fill="${p.accent}" opacity="0.95"/><rect x="0" y="${bottom - 94}" width="${W}" height="6" fill="${p.accent}" opacity="0.95"/>`;
  const fringe = (x0: number, x1: number, y: number, seedShift: number): string => {
    let out = '';
    for (let x = x0 + 6; x <= x1 - 4; x += 9) {
      const len = 44 + ((Math.sin(x * 12.9898 + seedShift) + 1) * 6 + j(4));
      const d = `M${num(x)} ${y - 4}C${num(x + j(2))} ${num(y + len * 0.4)} ${num(x + j(4))} ${num(y + len * 0.7)} ${num(x + j(5))} ${num(y + len)}`;
      out += `<path d="${d}" fill="none" stroke="${p.edge}" stroke-width="6.6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.base}" stroke-width="4.6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#FFFFFF" stroke-width="1.4" stroke-linecap="round" opacity="${op(p.light * 0.6)}" transform="translate(-1 0)"/>`;
    }
    return out;
  };
  const layerArt = (d: string, bottom: number, sway: number, tone: number): string =>
    piece(
      ctx,
      d,
      rib(ctx, 0, 9) +
        bands(bottom) +
        fold(ctx, `M${num(300 + sway + j(10))} 260Q${num(320 + sway)} 480 ${num(300 + sway + j(10))} ${bottom - 150}`, 0.6, 18) +
        fold(ctx, `M${num(480 + sway + j(10))} 280Q${num(470 + sway)} 520 ${num(490 + sway + j(10))} ${bottom - 140}`, 0.6, 18),
      { texture: 'knit', tone },
    );
  const fold1 = 'M236 200C236 180 250 170 280 168C340 164 460 164 520 168C550 170 564 180 564 200Z';
  const art =
    fringe(232, 422, 826, 1) +
    layerArt(back, 826, -6, -0.08) +
    shadeArea(ctx, 'M372 200L392 200L396 852L376 852Z', 0.9, 'blur2') +
    fringe(382 + 10, 572 + 10, 852, 2) +
    layerArt(front, 852, 10, 0) +
    piece(ctx, fold1, rib(ctx, 90, 9) + shadeArea(ctx, 'M238 190L562 190L562 202L238 202Z', 0.8), { texture: 'knit', tone: 0.04 });
  return { art, box: [200, 150, 600, 910], focus: { at: [480, 780], zoom: 2.6 } };
}

function cinturon(ctx: Ctx): Drawing {
  const { p } = ctx;
  const c: Pt = [400, 500];
  const rx = 232;
  const ry = 214;
  const half = 28;
  const ring = (from: number, to: number, steps = 40): string => {
    const outer = arc(c, rx + half, ry + half, from, to, steps);
    const inner = arc(c, rx - half, ry - half, to, from, steps);
    return `${polyline(outer)}${polyline(inner).replace(/^M/, 'L')}Z`;
  };
  const stitchArc = (r: number, from: number, to: number): string => polyline(arc(c, rx + r, ry + r, from, to, 60));
  const leather = (d: string, inner: string, solid = true): string =>
    piece(ctx, d, inner, { fill: p.base, texture: 'leather', solid });
  const strap = ring(-262, 78, 120);
  const tail = ring(96, 150, 30);
  const holes = [108, 116, 124, 132].map((deg) => {
    const q = arc(c, rx, ry, deg, deg, 1)[0]!;
    return `<ellipse cx="${num(q[0])}" cy="${num(q[1])}" rx="5" ry="5" fill="${p.inside}" stroke="${p.lo2}" stroke-width="1.2"/>`;
  });
  const tipAt = arc(c, rx, ry, 150, 150, 1)[0]!;
  const tip = `M${xy(arc(c, rx + half, ry + half, 150, 150, 1)[0]!)}Q${xy(add(tipAt, [-34, -10]))} ${xy(arc(c, rx - half, ry - half, 150, 150, 1)[0]!)}Z`;
  const buckleAt = arc(c, rx, ry, 86, 86, 1)[0]!;
  const metalTone = p.metal;
  const buckle =
    `<g transform="translate(${xy(buckleAt)}) rotate(-4)">` +
    `<rect x="-40" y="-46" width="80" height="92" rx="14" fill="none" stroke="#000000" stroke-width="14" opacity="0.25" filter="url(#${ctx.uid}-blurS)" transform="translate(3 5)"/>` +
    `<rect x="-40" y="-46" width="80" height="92" rx="14" fill="none" stroke="${darken(metalTone, 0.35)}" stroke-width="13"/>` +
    `<rect x="-40" y="-46" width="80" height="92" rx="14" fill="none" stroke="${metalTone}" stroke-width="10"/>` +
    `<rect x="-41.5" y="-47.5" width="80" height="92" rx="14" fill="none" stroke="${lighten(metalTone, 0.6)}" stroke-width="2.4" opacity="0.8"/>` +
    `<path d="M-38 0L20 0" stroke="${darken(metalTone, 0.35)}" stroke-width="8" stroke-linecap="round"/><path d="M-38 0L20 0" stroke="${metalTone}" stroke-width="5.6" stroke-linecap="round"/><path d="M-36 -1.4L18 -1.4" stroke="${lighten(metalTone, 0.6)}" stroke-width="1.4" stroke-linecap="round"/>` +
    `</g>`;
  const keeperAt = arc(c, rx, ry, 72, 72, 1)[0]!;
  const keeper = `M${num(keeperAt[0] - 10)} ${num(keeperAt[1] - 36)}L${num(keeperAt[0] + 10)} ${num(keeperAt[1] - 34)}L${num(keeperAt[0] + 8)} ${num(keeperAt[1] + 38)}L${num(keeperAt[0] - 12)} ${num(keeperAt[1] + 36)}Z`;
  const art =
    leather(strap, stitchLine(ctx, stitchArc(half - 8, -262, 78), p.accent, '5 3', 1.4) + stitchLine(ctx, stitchArc(-half + 8, -262, 78), p.accent, '5 3', 1.4) + fold(ctx, 'M620 420Q640 500 622 580', 0.4, 14)) +
    buckle +
    shadeArea(ctx, tail, 0.6) +
    leather(`${tail}${tip}`, stitchLine(ctx, stitchArc(half - 8, 96, 148), p.accent, '5 3', 1.4) + stitchLine(ctx, stitchArc(-half + 8, 96, 148), p.accent, '5 3', 1.4) + holes.join('')) +
    `<path d="M${xy(add(buckleAt, [-38, 0]))}L${xy(add(buckleAt, [12, -4]))}" stroke="${darken(metalTone, 0.35)}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${xy(add(buckleAt, [-38, 0]))}L${xy(add(buckleAt, [12, -4]))}" stroke="${metalTone}" stroke-width="5.6" stroke-linecap="round"/>` +
    shadeArea(ctx, keeper, 0.6) +
    leather(keeper, '', false);
  return { art, box: [130, 250, 670, 760], focus: { at: [440, 690], zoom: 2.8 } };
}

type Footwear = (typeof FOOTWEAR_STYLES)[number];

function shoe(ctx: Ctx, style: Footwear): string {
  const { p, j } = ctx;
  const sole = p.isDark || luminance(p.base) < 0.35 ? '#F1EEE7' : mix(p.base, '#FFFFFF', 0.75);
  const parts: string[] = [];
  if (style === 'zapatilla') {
    const eyeA: Pt = [344, 452];
    const eyeB: Pt = [470, 384];
    const n: Pt = [0.475, 0.88];
    const eyelets = [0.08, 0.28, 0.48, 0.68, 0.88].map((t) => add(lerp(eyeA, eyeB, t), n, 14));
    const laceColor = p.isDark ? '#ECE8E0' : lighten(p.accent, 0.15);
    parts.push(
      piece(ctx, 'M456 388C458 356 472 334 496 326C514 322 530 332 532 350L540 386Z', rib(ctx, 30, 7), { tone: -0.06 }),
      piece(
        ctx,
        'M116 596C104 556 128 520 190 506C250 492 300 470 340 446L458 380C480 370 500 372 520 384C550 400 584 408 612 396C632 388 650 384 664 388C684 420 694 500 694 570L120 602Z',
        fold(ctx, `M300 ${num(488 + j(6))}Q330 514 340 550`, 0.7, 10) +
          fold(ctx, 'M250 490Q270 520 262 556', 0.6, 10) +
          stitchLine(ctx, 'M500 384C530 398 570 408 610 398C630 392 648 390 662 394', undefined, '4 3', 1.2),
        { texture: 'canvas' },
      ),
      piece(ctx, 'M116 596C104 556 128 520 190 506C208 526 218 560 214 596Z', stitchLine(ctx, 'M190 516C204 536 210 564 206 594', undefined, '4 3', 1.2), { tone: -0.06, texture: 'leather' }),
      piece(ctx, 'M590 588C604 540 636 496 680 470C690 490 694 530 694 572Z', stitchLine(ctx, 'M602 584C616 544 644 506 680 482', undefined, '4 3', 1.2), { fill: p.accent, texture: 'leather', edge: p.accentEdge }),
      piece(ctx, 'M270 572C350 556 430 526 520 482C560 462 596 448 628 440L634 456C598 466 560 482 522 500C436 546 352 576 270 590Z', stitchLine(ctx, 'M280 578C356 562 434 532 522 490C560 472 596 458 628 450', lighten(p.accent, 0.4), '4 3', 1.1), {
        fill: p.accent,
        texture: 'leather',
        edge: p.accentEdge,
      }),
      piece(ctx, `M${xy(eyeA)}L${xy(eyeB)}L${xy(add(eyeB, n, 30))}L${xy(add(eyeA, n, 30))}Z`, stitchLine(ctx, `M${xy(add(eyeA, n, 26))}L${xy(add(eyeB, n, 26))}`, undefined, '4 3', 1.2), { tone: -0.08, texture: 'leather' }),
      ...eyelets.map((e) => metal(ctx, e, 5, true)),
      ...eyelets.slice(0, -1).map((e, i) => {
        const next = eyelets[i + 1]!;
        const d = `M${xy(e)}Q${xy(add(lerp(e, next, 0.4), n, -26))} ${xy(add(lerp(e, next, 0.9), n, -20))}`;
        return strokeBand(d, 6, laceColor, darken(laceColor, 0.3));
      }),
      strokeBand('M664 392C670 372 684 366 692 382L692 414', 8, p.accent, p.accentEdge),
      // Cupsole: midsole, outsole, foxing stripe.
      piece(ctx, 'M104 590C100 616 118 640 160 644L640 646C680 646 700 628 698 596L694 560C640 574 560 582 460 586C340 590 220 588 130 578Z', stitchLine(ctx, 'M114 596C140 598 250 600 400 600C520 600 620 596 690 586', darken(sole, 0.25), '4 3', 1.2) + `<path d="M112 616C150 622 300 626 420 626C540 626 640 624 694 612" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.9"/>`, { fill: sole, texture: 'none', edge: darken(sole, 0.3) }),
      piece(ctx, 'M110 626C120 648 140 656 170 658L636 660C676 660 698 644 702 616L698 606C694 636 674 648 638 648L160 646C130 644 114 636 110 626Z', '', { fill: darken(sole, 0.45), texture: 'none' }),
    );
  } else if (style === 'bota') {
    parts.push(
      piece(
        ctx,
        'M116 600C102 558 128 520 184 508C250 494 300 474 344 440C380 410 402 330 408 158L640 150C636 260 638 360 660 450C672 500 680 560 680 604Z',
        fold(ctx, `M330 ${num(460 + j(8))}Q360 470 378 500`, 0.8, 12) +
          fold(ctx, `M350 ${num(420 + j(8))}Q380 420 398 446`, 0.6, 10) +
          fold(ctx, 'M240 500Q260 530 250 566', 0.5, 10) +
          stitchLine(ctx, 'M414 170L646 162', undefined, '4 3', 1.3) +
          seam(ctx, 'M404 300C420 420 470 520 560 600', { stitch: false }) +
          stitchLine(ctx, 'M396 300C410 420 462 524 552 604', undefined, '4 3', 1.2),
        { texture: 'leather' },
      ),
      piece(ctx, 'M470 152C474 260 500 340 540 384C566 340 586 260 590 151Z', rib(ctx, -8, 5) + shadeArea(ctx, 'M470 150L590 150L590 170L470 170Z', 0.7), { fill: darken(p.accent, 0.2), texture: 'none', edge: p.accentEdge }),
      strokeBand('M604 156L610 100C614 86 628 86 632 100L636 154', 11, p.accent, p.accentEdge, lighten(p.accent, 0.4)),
      piece(ctx, 'M104 598C100 622 116 638 150 640L548 642L548 612C420 614 260 612 120 604Z', stitchLine(ctx, 'M112 606C200 612 400 616 548 616', darken(p.accent, 0.4), '4 3', 1.3), { fill: darken(p.accent, 0.55), texture: 'leather', edge: darken(p.accent, 0.7) }),
      piece(ctx, 'M540 604L682 598L684 664L548 664Z', `<path d="M540 622L684 618M542 642L684 640" stroke="#000000" stroke-width="1.4" opacity="0.35"/>`, { fill: darken(p.accent, 0.45), texture: 'leather', edge: darken(p.accent, 0.7) }),
    );
  } else {
    parts.push(
      piece(ctx, 'M458 470C500 480 540 484 580 474C612 464 640 440 664 424C630 434 570 452 520 458C494 460 474 464 458 470Z', '', { fill: p.inside, texture: 'none' }),
      piece(
        ctx,
        'M112 604C100 566 120 530 172 516C236 500 300 482 356 470C396 462 432 462 458 470C500 480 540 484 580 474C612 464 640 440 664 424C684 450 694 530 690 608Z',
        fold(ctx, `M240 ${num(520 + j(6))}Q262 546 256 576`, 0.5, 10) +
          shadeArea(ctx, 'M460 474C500 484 540 488 580 478C612 468 640 444 664 428L664 442C640 458 612 482 580 492C540 502 500 498 460 488Z', 0.7) +
          stitchLine(ctx, 'M466 480C502 490 540 494 580 484C610 474 636 454 660 438', undefined, '4 3', 1.2),
        { texture: 'leather' },
      ),
      // Moc toe: the raised apron seam, hand-stitched.
      strokeBand('M140 552C196 508 290 482 380 474', 6, p.hi, p.edge) +
        stitchLine(ctx, 'M140 552C196 508 290 482 380 474', p.lo2, '1.6 5', 6),
      shadeArea(ctx, 'M370 474L454 470L460 538L364 544Z', 0.6),
      piece(ctx, 'M372 472L452 468L458 534L366 540Z', `<path d="M392 488L434 486L436 500L390 502Z" fill="${p.inside}" stroke="${p.lo2}" stroke-width="1"/>` + stitchLine(ctx, 'M374 480L452 476M368 530L456 526', undefined, '3 2.5', 1.1), { tone: -0.08, texture: 'leather' }),
      piece(ctx, 'M104 604C100 626 118 640 150 640L556 642L558 614C420 616 260 614 110 608Z', stitchLine(ctx, 'M112 614C200 618 400 622 556 622', lighten(p.accent, 0.3), '3 2.5', 1.1), { fill: p.accent, texture: 'leather', edge: darken(p.accent, 0.55) }),
      piece(ctx, 'M552 612L690 606L690 656L556 656Z', `<path d="M552 634L690 630" stroke="#000000" stroke-width="1.3" opacity="0.35"/>`, { fill: darken(p.accent, 0.4), texture: 'leather', edge: darken(p.accent, 0.65) }),
    );
  }
  return parts.join('');
}

function calzado(ctx: Ctx, style: Footwear): Drawing {
  // A pair: the far shoe sits behind, a step up and to the right, a shade darker.
  const shift = 'translate(70 -74)';
  ctx.shift = shift;
  const from = ctx.silhouettes.length;
  const far = shoe(ctx, style);
  const farShade = ctx.silhouettes.slice(from).map((s) => s.replace('<path ', '<path fill="#000000" ')).join('');
  ctx.shift = '';
  const near = shoe(ctx, style);
  const art = `<g transform="${shift}">${far}</g><g opacity="${op(0.1 + ctx.p.shade * 0.15)}">${farShade}</g>` + near;
  const focus: Record<Footwear, Drawing['focus']> = {
    zapatilla: { at: [420, 420], zoom: 2.4 },
    bota: { at: [520, 420], zoom: 2.4 },
    mocasin: { at: [420, 520], zoom: 3 },
  };
  const top = style === 'bota' ? 70 : style === 'zapatilla' ? 200 : 380;
  return { art, box: [96, top, 780, 670], focus: focus[style] };
}

// ---------------------------------------------------------------------------------------------
// Fabrics, backdrop, composition

/**
 * The weaves, scaled so a close-up shows the yarn a little larger rather than blown up.
 * Each small repeat is laid several times into one larger tile: librsvg paints big tiles much faster.
 */
function fabricPatterns(ctx: Ctx, scale: number): string {
  const { p } = ctx;
  const dark = '#000000';
  const lightC = '#FFFFFF';
  const k = p.isDark ? 1.6 : 1;
  const o = op;
  const weaves: [Fabric, number, number, string, string][] = [
    ['poplin', 4, 4, '', `<rect width="4" height="2" fill="${dark}" opacity="${o(0.035 * k)}"/><rect width="2" height="4" fill="${lightC}" opacity="${o(0.05 * k)}"/>`],
    ['jersey', 6, 7, '', `<path d="M0.5 0.5L3 6.5L5.5 0.5" fill="none" stroke="${dark}" stroke-width="0.9" opacity="${o(0.07 * k)}"/><path d="M3 0.5L3 5" stroke="${lightC}" stroke-width="0.8" opacity="${o(0.06 * k)}"/>`],
    ['twill', 7, 7, 'rotate(-30)', `<rect width="7" height="2.6" fill="${dark}" opacity="${o(0.06 * k)}"/><rect y="3.5" width="7" height="1.2" fill="${lightC}" opacity="${o(0.07 * k)}"/>`],
    ['denim', 6, 6, 'rotate(-35)', `<rect width="6" height="6" fill="${lightC}" opacity="${o(0.04 * k)}"/><rect width="6" height="2.4" fill="${dark}" opacity="${o(0.14)}"/><rect y="3.6" width="6" height="0.9" fill="${lightC}" opacity="${o(0.12 * k)}"/>`],
    ['crepe', 9, 9, '', `<path d="M0 2Q2 0 4 2T9 2M0 6.5Q2.5 4.5 5 6.5T9 6.5" fill="none" stroke="${dark}" stroke-width="0.8" opacity="${o(0.05 * k)}"/>`],
    ['fleece', 5, 6, '', `<path d="M0.5 0.5L2.5 5.5L4.5 0.5" fill="none" stroke="${dark}" stroke-width="0.8" opacity="${o(0.06 * k)}"/><path d="M2.5 0.5L2.5 4" stroke="${lightC}" stroke-width="0.7" opacity="${o(0.035 * k)}"/>`],
    ['leather', 14, 12, '', `<path d="M0 3Q3 1 6 4T13 3M2 9Q5 7 9 10T14 9M5 0Q6 3 4 6M11 5Q12 8 10 12" fill="none" stroke="${dark}" stroke-width="0.7" opacity="${o(0.09 * k)}"/><path d="M1 5Q4 3 7 6M8 1Q11 0 13 2" fill="none" stroke="${lightC}" stroke-width="0.6" opacity="${o(0.07 * k)}"/>`],
    ['knit', 12, 10, '', `<path d="M1 0Q3 5 6 10M11 0Q9 5 6 10" fill="none" stroke="${dark}" stroke-width="1.6" opacity="${o(0.12 * k)}"/><path d="M3 0Q4.5 5 6 8M9 0Q7.5 5 6 8" fill="none" stroke="${lightC}" stroke-width="1" opacity="${o(0.1 * k)}"/>`],
    ['canvas', 5, 5, '', `<rect width="5" height="1.6" fill="${dark}" opacity="${o(0.06 * k)}"/><rect width="1.6" height="5" fill="${dark}" opacity="${o(0.05 * k)}"/><rect x="2.5" y="2.5" width="2" height="2" fill="${lightC}" opacity="${o(0.06 * k)}"/>`],
    ['wool', 8, 8, '', `<path d="M0 8L4 0M4 8L8 0" stroke="${dark}" stroke-width="1.2" opacity="${o(0.045 * k)}"/><path d="M2 8L6 0" stroke="${lightC}" stroke-width="0.8" opacity="${o(0.04 * k)}"/>`],
  ];
  return weaves
    .filter(([name]) => ctx.weaves.has(name))
    .map(([name, w, h, rotate, body]) => {
      const nx = Math.ceil(32 / w);
      const ny = Math.ceil(32 / h);
      let tile = '';
      for (let x = 0; x < nx; x++) {
        for (let y = 0; y < ny; y++) tile += x || y ? `<g transform="translate(${num(x * w)} ${num(y * h)})">${body}</g>` : body;
      }
      const transform = [scale === 1 ? '' : `scale(${String(Math.round(scale * 100) / 100)})`, rotate].filter(Boolean).join(' ');
      return `<pattern id="${ctx.uid}-tex-${name}" width="${num(nx * w)}" height="${num(ny * h)}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${tile}</pattern>`;
    })
    .join('');
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

/** The drawing a style asks for: a named accessory or shoe, or a clothing style 0..2. */
function variantOf(kind: GarmentKind, style: number | string | undefined): number {
  if (kind === 'accesorio') return styleIndex(style, ACCESSORY_STYLES);
  if (kind === 'calzado') return styleIndex(style, FOOTWEAR_STYLES);
  if (kind === 'sudadera' && typeof style === 'string' && SWEATER_STYLES.includes(style.trim().toLowerCase() as (typeof SWEATER_STYLES)[number])) {
    return styleIndex(style, SWEATER_STYLES);
  }
  return styleIndex(style, 3);
}

function draw(ctx: Ctx, kind: GarmentKind, variant: number): Drawing {
  switch (kind) {
    case 'camisa':
      return camisa(ctx, variant);
    case 'camiseta':
      return camiseta(ctx, variant);
    case 'sudadera':
      return variant < 3 ? sudadera(ctx, variant) : jersey(ctx, SWEATER_STYLES[variant] as KnitNeck);
    case 'pantalon':
      return pantalon(ctx, variant);
    case 'vestido':
      return vestido(ctx, variant);
    case 'chaqueta':
      return chaqueta(ctx, variant);
    case 'accesorio':
      return [bolso, gorra, bufanda, cinturon][variant]!(ctx);
    case 'calzado':
      return calzado(ctx, FOOTWEAR_STYLES[variant]!);
  }
}

export function garmentSvg(options: GarmentArtOptions): string {
  const color = normalizeHex(options.color, '#D9D8D6');
  const accent = normalizeHex(options.accent, '#222222');
  const background = normalizeHex(options.background, '#F3EFE8');
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const variant = variantOf(options.kind, options.style);
  const rnd = mulberry32(seed ^ hashString(`${options.kind}|${variant}`));
  const uid = `ga${hashString(JSON.stringify([options.kind, variant, color, accent, background, options.view, seed])).toString(36)}`;
  const ctx: Ctx = {
    p: palette(color, accent),
    rnd,
    j: (n) => (rnd() * 2 - 1) * n,
    uid,
    defs: [],
    silhouettes: [],
    weaves: new Set(),
    shift: '',
    next: 0,
    fabric: options.kind in FABRIC_OF ? FABRIC_OF[options.kind as keyof typeof FABRIC_OF] : 'canvas',
  };
  const drawing = draw(ctx, options.kind, variant);
  const isDetail = options.view === 'detail';

  // Fit the drawing into the frame with a small seeded tilt; the close-up zooms onto its focus.
  const [x0, y0, x1, y1] = drawing.box;
  const fit = Math.min(660 / (x1 - x0), 820 / (y1 - y0));
  const tilt = ctx.j(1.4);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const place = isDetail
    ? `translate(${CX} ${H / 2}) rotate(${num(ctx.j(8) - 6)}) scale(${num(drawing.focus.zoom)}) translate(${num(-drawing.focus.at[0])} ${num(-drawing.focus.at[1])})`
    : `translate(${CX} ${H / 2 + 6}) rotate(${num(tilt)}) scale(${String(Math.round(fit * 1000) / 1000)}) translate(${num(-cx)} ${num(-cy)})`;

  const bgHi = lighten(background, 0.35);
  const bgLo = darken(background, 0.1);
  const shadowColor = mix(darken(background, 0.6), color, 0.12);
  const light = ctx.p.isDark ? 0.14 : 0.2;
  const dim = ctx.p.isDark ? 0.18 : 0.12;
  const u = uid;
  const defs =
    `<radialGradient id="${u}-bg" cx="0.45" cy="0.4" r="0.8"><stop offset="0" stop-color="${bgHi}"/><stop offset="0.55" stop-color="${background}"/><stop offset="1" stop-color="${bgLo}"/></radialGradient>` +
    `<linearGradient id="${u}-dim" gradientUnits="userSpaceOnUse" x1="200" y1="150" x2="620" y2="950"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.5" stop-color="#000000" stop-opacity="${op(dim * 0.35)}"/><stop offset="1" stop-color="#000000" stop-opacity="${op(dim)}"/></linearGradient>` +
    `<radialGradient id="${u}-light" gradientUnits="userSpaceOnUse" cx="300" cy="260" r="560"><stop offset="0" stop-color="#FFFFFF" stop-opacity="${op(light)}"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="${op(light * 0.35)}"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>` +
    `<filter id="${u}-blur" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="3.2"/></filter>` +
    `<filter id="${u}-blur2" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="12"/></filter>` +
    `<filter id="${u}-blurS" x="-0.5" y="-0.5" width="2" height="2"><feGaussianBlur stdDeviation="1.2"/></filter>` +
    `<filter id="${u}-drop" x="-0.5" y="-0.5" width="2" height="2">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="14" result="soft"/><feOffset in="soft" dx="10" dy="18" result="softOff"/>` +
    `<feFlood flood-color="${shadowColor}" flood-opacity="0.34"/><feComposite in2="softOff" operator="in" result="softShadow"/>` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="2.5" result="near"/><feOffset in="near" dx="2" dy="4" result="nearOff"/>` +
    `<feFlood flood-color="${shadowColor}" flood-opacity="0.3"/><feComposite in2="nearOff" operator="in" result="nearShadow"/>` +
    `<feMerge><feMergeNode in="softShadow"/><feMergeNode in="nearShadow"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `<filter id="${u}-grain" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${Math.abs(seed) % 997}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.06 0"/></filter>` +
    fabricPatterns(ctx, isDetail ? 1.6 / drawing.focus.zoom : 1) +
    `<clipPath id="${u}-all">${ctx.silhouettes.join('')}</clipPath>` +
    ctx.defs.join('');

  const art = drawing.art.replace(SOFT, (_m, blur: Blur, element: string) => `<g filter="url(#${u}-${blur})">${element}</g>`);
  const garment =
    `<g transform="${place}"><g filter="url(#${u}-drop)">${art}` +
    `<g clip-path="url(#${u}-all)"><rect x="-200" y="-200" width="1200" height="1400" fill="url(#${u}-dim)"/><rect x="-200" y="-200" width="1200" height="1400" fill="url(#${u}-light)"/></g></g></g>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${u}-bg)"/>` +
    `<rect width="${W}" height="${H}" filter="url(#${u}-grain)"/>` +
    garment +
    `</svg>`
  );
}
