import type { ComponentProps } from 'react';
import { serverOnlyContent, StaticIsland } from '~/components/ui/static-island';
import type { CategoryJsonLd as CategoryBlocks, ProductJsonLd as ProductBlocks, ProductListJsonLd as ProductListBlock } from './page-json-ld';

/**
 * The pages' JSON-LD blocks (page-json-ld.tsx), written by the server only (issue 36): the browser keeps them as
 * written and never downloads the code that builds them. They are for crawlers, which load every page from the
 * server; a page reached by a link in the browser goes without.
 */
const Home = serverOnlyContent<object>('json-ld-home');
const ProductList = serverOnlyContent<ComponentProps<typeof ProductListBlock>>('json-ld-product-list');
const Category = serverOnlyContent<ComponentProps<typeof CategoryBlocks>>('json-ld-category');
const Product = serverOnlyContent<ComponentProps<typeof ProductBlocks>>('json-ld-product');

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
