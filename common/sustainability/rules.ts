import type { ProductPassport } from '../catalog/contracts';

/**
 * The materials figures of /sustainability, computed from the product passports: which fibres
 * are organic, which recycled, and what share of the catalogue each makes up.
 */

export const FIBRE_KINDS = ['organic', 'recycled', 'other'] as const;
export type FibreKind = (typeof FIBRE_KINDS)[number];

/** Lower case, without accents or repeated spaces: 'Algodón  ORGÁNICO' → 'algodon organico'. */
export function normaliseFibreName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// Word starts, in Spanish and English: reciclado/a/os/as, recycled; orgánico/a, organic,
// ecológico/a, biológico/a, and 'bio' on its own ('algodón bio'), never inside 'biodegradable'.
const RECYCLED = /\b(recicl|recycl)/;
const ORGANIC = /\b(organic|ecologic|biologic)|\bbio\b/;

/**
 * What a fibre is, by the name its passport gives it. A name that says both ('algodón orgánico
 * reciclado') counts as recycled: the fibre's last life is what makes it recycled.
 */
export function classifyFibre(name: string): FibreKind {
  const normal = normaliseFibreName(name);
  if (RECYCLED.test(normal)) return 'recycled';
  if (ORGANIC.test(normal)) return 'organic';
  return 'other';
}

export interface FibreShare {
  /** The fibre as the first passport that names it writes it. */
  fibre: string;
  kind: FibreKind;
  /** Share of the whole catalogue's composition, in percent with one decimal. */
  percent: number;
}

export interface MaterialShares {
  /** Products whose passport states a composition: the ones the shares are computed over. */
  withPassport: number;
  /** Products without a passport, or whose passport states no composition. */
  withoutPassport: number;
  /** Percent of organic, recycled and other fibre, one decimal; null when no product counts. */
  shares: Record<FibreKind, number> | null;
  /** Every fibre with its share, largest first. */
  fibres: FibreShare[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The shares of organic, recycled and other fibre over the given products' passports. Each
 * garment weighs the same, and inside it each fibre weighs its percent (divided by the sum of
 * its composition, which the passport keeps at 100). A product without passport or without
 * composition is only counted apart.
 */
export function computeMaterialShares(passports: readonly (ProductPassport | null | undefined)[]): MaterialShares {
  const totals: Record<FibreKind, number> = { organic: 0, recycled: 0, other: 0 };
  const byFibre = new Map<string, { fibre: string; kind: FibreKind; weight: number }>();
  let withPassport = 0;
  let withoutPassport = 0;

  for (const passport of passports) {
    const parts = (passport?.composition ?? []).filter((part) => part.percent > 0);
    const sum = parts.reduce((total, part) => total + part.percent, 0);
    if (sum <= 0) {
      withoutPassport += 1;
      continue;
    }
    withPassport += 1;
    for (const part of parts) {
      const weight = part.percent / sum;
      const kind = classifyFibre(part.fibre);
      totals[kind] += weight;
      const key = normaliseFibreName(part.fibre);
      const entry = byFibre.get(key) ?? { fibre: part.fibre.trim(), kind, weight: 0 };
      entry.weight += weight;
      byFibre.set(key, entry);
    }
  }

  if (withPassport === 0) return { withPassport, withoutPassport, shares: null, fibres: [] };
  const percent = (weight: number) => oneDecimal((weight / withPassport) * 100);
  return {
    withPassport,
    withoutPassport,
    shares: { organic: percent(totals.organic), recycled: percent(totals.recycled), other: percent(totals.other) },
    fibres: [...byFibre.values()]
      .sort((a, b) => b.weight - a.weight || a.fibre.localeCompare(b.fibre, 'es'))
      .map((entry) => ({ fibre: entry.fibre, kind: entry.kind, percent: percent(entry.weight) })),
  };
}
