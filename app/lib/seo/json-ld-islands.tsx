import type { ComponentProps } from 'react';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';
import type { CategoryJsonLd as CategoryBlocks, ProductJsonLd as ProductBlocks, ProductListJsonLd as ProductListBlock } from './page-json-ld';

/**
 * The pages' JSON-LD blocks (page-json-ld.tsx) as static islands (issue 36): the server writes them and the browser
 * keeps them as written, so a first visit never downloads the code that builds them; a page reached by a link loads
 * it and writes its own.
 */
const pageJsonLd = deferModule(() => import('./page-json-ld'));

const Home = islandContent('json-ld-home', pageJsonLd, (m) => m.HomeJsonLd);
const ProductList = islandContent('json-ld-product-list', pageJsonLd, (m) => m.ProductListJsonLd);
const Category = islandContent('json-ld-category', pageJsonLd, (m) => m.CategoryJsonLd);
const Product = islandContent('json-ld-product', pageJsonLd, (m) => m.ProductJsonLd);

export function HomeJsonLd() {
  return (
    <StaticIsland>
      <Home />
    </StaticIsland>
  );
}

export function ProductListJsonLd(props: ComponentProps<typeof ProductListBlock>) {
  return (
    <StaticIsland>
      <ProductList {...props} />
    </StaticIsland>
  );
}

export function CategoryJsonLd(props: ComponentProps<typeof CategoryBlocks>) {
  return (
    <StaticIsland>
      <Category {...props} />
    </StaticIsland>
  );
}

export function ProductJsonLd(props: ComponentProps<typeof ProductBlocks>) {
  return (
    <StaticIsland>
      <Product {...props} />
    </StaticIsland>
  );
}
