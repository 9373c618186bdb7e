import { RELATED_PRODUCTS_LIMIT } from '@common/constants';
import { ProductGrid } from '~/components/catalog/product-grid';
import type { StoreProduct } from './product-types';

/** Up to 4 products of the same category, as the store's cards: pictures, stock, quick add and heart. */
export function RelatedProducts({ products }: { products: readonly StoreProduct[] }) {
  const shown = products.slice(0, RELATED_PRODUCTS_LIMIT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-24 border-t border-line pt-16 lg:mt-32">
      <p className="eyebrow">De la misma colección</p>
      <h2 id="related-title" className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        También te puede gustar
      </h2>
      <ProductGrid products={shown} className="mt-10 lg:grid-cols-4" />
    </section>
  );
}
