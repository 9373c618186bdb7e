import { compareSizes, SIZE_ORDER } from '@common/catalog/rules';
import { formatEuros } from '@common/money';
import type { ApiClient } from '~/lib/api/client';

/**
 * The figures of the home page's strip ('Tienda Diverso en cifras'), all from the store's own data:
 * the fibre shares /sustainability computes from the product passports, and the published
 * catalogue's size and product count (the store list's total and size facet). A figure that cannot
 * be known (empty catalogue, an API that did not answer) is null and its item is left out.
 */
export interface HomeFacts {
  /** Organic plus recycled share of the published garments' fibre, in percent with one decimal. */
  organicOrRecycled: number | null;
  /** Published products (active, visible, not deleted). */
  garments: number | null;
  /** The clothing sizes (those of SIZE_ORDER) present among the published products' variants. */
  sizes: { smallest: string; largest: string; count: number } | null;
}

export const NO_HOME_FACTS: HomeFacts = { organicOrRecycled: null, garments: null, sizes: null };

async function orNull<T>(load: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await load).data;
  } catch {
    return null;
  }
}

/** The clothing sizes among the facet's sizes, smallest to largest ('37' or 'Única' are not clothing sizes). */
export function clothingSizeRange(sizes: readonly string[]): HomeFacts['sizes'] {
  const clothing = [...new Set(sizes.filter((size) => SIZE_ORDER.includes(size)))].sort(compareSizes);
  if (clothing.length === 0) return null;
  return { smallest: clothing[0]!, largest: clothing[clothing.length - 1]!, count: clothing.length };
}

/** Two public calls at once: the materials report and a one-product page of the store list with its facets. */
export async function loadHomeFacts(api: ApiClient): Promise<HomeFacts> {
  const [materials, list] = await Promise.all([
    orNull(api('GET /sustainability/materials')),
    // The list's total and size facet cover the published products, as the store shows them.
    orNull(api('GET /products', { query: { per_page: 1 } })),
  ]);
  const shares = materials?.shares;
  const garments = list?.total ?? (materials ? materials.products_with_passport + materials.products_without_passport : null);
  return {
    organicOrRecycled: shares ? Math.round((shares.organic + shares.recycled) * 10) / 10 : null,
    garments: garments ? garments : null,
    sizes: list?.facets ? clothingSizeRange(list.facets.sizes.map((facet) => facet.size)) : null,
  };
}

export interface HomeFigure {
  id: 'fibres' | 'garments' | 'sizes' | 'shipping';
  value: string;
  label: string;
  /** Where the figure is explained. */
  href?: string;
}

const DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '71,4 %' (a non-breaking space before the sign, as Spanish writes it). */
export function percentFigure(value: number): string {
  return `${DECIMAL.format(value)}\u00a0%`;
}

/** The strip's items in order, leaving out the ones whose figure is unknown. */
export function homeFigures(facts: HomeFacts, freeShippingThreshold: number): HomeFigure[] {
  const figures: HomeFigure[] = [];
  if (facts.organicOrRecycled !== null) {
    figures.push({
      id: 'fibres',
      value: percentFigure(facts.organicOrRecycled),
      label: 'de la fibra de nuestras prendas es orgánica o reciclada',
      href: '/sustainability',
    });
  }
  if (facts.garments !== null) {
    figures.push({
      id: 'garments',
      value: DECIMAL.format(facts.garments),
      label: facts.garments === 1 ? 'prenda en nuestro catálogo' : 'prendas en nuestro catálogo',
    });
  }
  if (facts.sizes !== null) {
    const { smallest, largest, count } = facts.sizes;
    figures.push(
      count === 1
        ? { id: 'sizes', value: smallest, label: 'la talla de ropa que tenemos ahora mismo' }
        : { id: 'sizes', value: `${smallest}–${largest}`, label: `${count} tallas de ropa, de la ${smallest} a la ${largest}` },
    );
  }
  figures.push(
    freeShippingThreshold > 0
      ? { id: 'shipping', value: formatEuros(freeShippingThreshold), label: 'de compra para que el envío estándar sea gratis' }
      : { id: 'shipping', value: 'Gratis', label: 'el envío estándar de todos los pedidos' },
  );
  return figures;
}
