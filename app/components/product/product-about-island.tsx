import type { StoreProduct } from '@common/catalog/contracts';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';

/** The description and passport's code: a product reached by a link loads it beside its data (routes/store/product.tsx). */
export const productAboutModule = deferModule(() => import('./product-about'));
const DrawnAbout = islandContent('product-about', productAboutModule, (m) => m.ProductAbout);

/**
 * The product's description, tags, details and passport (ProductAbout) kept as the server drew them (issue 36): a
 * first visit does not download their code nor hydrate them. The same product whatever the address's query (the
 * size chosen, the reviews' order): the page remounts for another product.
 */
export function ProductAboutIsland({ product }: { product: StoreProduct }) {
  return (
    <StaticIsland ignoresAddress>
      <DrawnAbout product={product} />
    </StaticIsland>
  );
}
