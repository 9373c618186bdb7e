import { Link } from 'react-router';
import { RELATED_PRODUCTS_LIMIT } from '@common/constants';
import type { StoreProduct } from '@common/catalog/contracts';
import { HeartButton } from '~/components/wishlist/heart-button';
import { ProductTileImage } from './product-image';
import { ProductPrice } from './product-price';

/** Up to 4 products of the same category, as cards linking by slug. */
export function RelatedProducts({ products }: { products: readonly StoreProduct[] }) {
  const shown = products.slice(0, RELATED_PRODUCTS_LIMIT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-24 border-t border-line pt-16 lg:mt-32">
      <p className="eyebrow">De la misma colección</p>
      <h2 id="related-title" className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        También te puede gustar
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-6">
        {shown.map((product) => (
          <li key={product.id} className="group relative">
            <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-surface-muted">
              <ProductTileImage src={product.main_image_url} srcSet={product.images[0]?.srcset} />
              <HeartButton productId={product.id} look="overlay" describedBy={`related-${product.id}`} className="absolute top-3 right-3 z-10" />
            </div>
            {product.brand && <p className="mt-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">{product.brand.name}</p>}
            <h3 id={`related-${product.id}`} className="mt-1 font-medium">
              <Link to={`/store/products/${product.slug}`} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
                {product.name}
              </Link>
            </h3>
            <ProductPrice price={product.price} salePrice={product.sale_price} referencePrice={product.reference_price} className="mt-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
