import { ArrowRight, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreProduct } from '@common/catalog/contracts';
import { announcedPrices } from '@common/catalog/rules';
import { formatPrice } from '@common/money';
import { HOME_FEATURED_COUNT } from '@common/constants';
import { CardStockBadge } from '~/components/catalog/card-stock-badge';
import { cardStockState } from '~/components/catalog/card-rules';
import { ProductTileImage } from '~/components/product/product-image';
import { SectionHeading } from './section-heading';

/** What a featured card shows of a product. */
export type FeaturedProduct = Pick<
  StoreProduct,
  'id' | 'name' | 'slug' | 'price' | 'sale_price' | 'main_image_url' | 'brand' | 'stock_quantity' | 'min_stock_level' | 'variants'
> &
  Partial<Pick<StoreProduct, 'images' | 'reference_price'>>;

/**
 * Home featured products (spec §2): up to 4 cards without add-to-cart, linking by slug.
 * The caller picks which featured products to show.
 */
export function FeaturedProducts({
  products,
  isLoading,
}: {
  products: readonly FeaturedProduct[];
  isLoading: boolean;
}) {
  const shown = products.slice(0, HOME_FEATURED_COUNT);
  return (
    <section aria-labelledby="home-featured-title" className="border-y border-line bg-surface py-20 lg:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="home-featured-title"
            eyebrow="Selección de la semana"
            title="Productos destacados"
          />
          <Link
            to="/store"
            className="inline-flex shrink-0 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Ver todos los productos
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>

        {isLoading ? (
          <p role="status" className="mt-12 py-16 text-center text-muted">
            Cargando productos destacados...
          </p>
        ) : shown.length === 0 ? (
          <div className="mt-12 flex flex-col items-center rounded-[1.75rem] border border-dashed border-line bg-bg px-6 py-16 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-primary">
              <PackageOpen aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-6 font-display text-2xl font-medium">No hay productos destacados</h3>
            <p className="mt-2 text-muted">Pronto agregaremos productos increíbles</p>
            <Link to="/store" className="btn-primary mt-8">
              Explorar tienda
            </Link>
          </div>
        ) : (
          <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-6">
            {shown.map((product) => (
              <li key={product.id}>
                <FeaturedCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function FeaturedCard({ product }: { product: FeaturedProduct }) {
  const { current, previous } = announcedPrices(product);
  return (
    <Link to={`/store/products/${product.slug}`} className="group block">
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-surface-muted">
        {/* A missing or failing picture is the grey 'Sin imagen' box (spec §8). */}
        <ProductTileImage src={product.main_image_url} srcSet={product.images?.[0]?.srcset} />
        <CardStockBadge state={cardStockState(product)} className="absolute top-3 left-3 px-2.5 py-1 text-xs" />
      </div>
      {product.brand && (
        <p className="mt-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
          {product.brand.name}
        </p>
      )}
      <h3 className="mt-1 font-medium underline-offset-4 group-hover:underline">{product.name}</h3>
      <p className="mt-1 text-sm">
        {previous !== null ? (
          <>
            <span className="sr-only">Precio rebajado:</span>
            <span className="font-semibold text-danger">{formatPrice(current)}</span>{' '}
            <span className="sr-only">Precio anterior:</span>
            <s className="text-muted">{formatPrice(previous)}</s>
          </>
        ) : (
          formatPrice(current)
        )}
      </p>
    </Link>
  );
}
