import { Link } from 'react-router';
import type { ListingProduct } from '@common/catalog/contracts';
import { formatPrice } from '@common/money';
import { CardImage } from './card-image';
import { cardImages, productPath } from './card-rules';

/** Up to `count` pictured products, from as many different categories as the list offers. */
export function pickVaried(products: readonly ListingProduct[], count: number): ListingProduct[] {
  const pictured = products.filter((p) => cardImages(p).length > 0);
  const seen = new Set<number | null>();
  const varied = pictured.filter((p) => {
    const category = p.category?.id ?? null;
    if (seen.has(category)) return false;
    seen.add(category);
    return true;
  });
  const rest = pictured.filter((p) => !varied.includes(p));
  return [...varied, ...rest].slice(0, count);
}

/** Three pieces arranged like a lookbook page, of different kinds where it can; nothing without pictures. */
export function StoreHeroCollage({ products }: { products: readonly ListingProduct[] }) {
  const picks = pickVaried(products, 3);
  if (picks.length === 0) return null;
  const [main, ...rest] = picks;
  return (
    <div className="relative hidden grid-cols-[1.15fr_1fr] gap-4 sm:grid">
      <Look product={main!} className="row-span-2 aspect-[4/5] self-center" isPriority />
      {rest.map((product) => (
        <Look key={product.id} product={product} className="aspect-square" />
      ))}
    </div>
  );
}

function Look({ product, className, isPriority = false }: { product: ListingProduct; className: string; isPriority?: boolean }) {
  const image = cardImages(product)[0] ?? null;
  return (
    <Link to={productPath(product)} className={`group relative block overflow-hidden rounded-[1.5rem] bg-surface-muted ${className}`}>
      <CardImage image={image} sizes="(min-width: 1024px) 22vw, 40vw" isPriority={isPriority} className="transition-transform duration-700 group-hover:scale-[1.03]" />
      <span className="absolute inset-x-3 bottom-3 flex items-center justify-between gap-2 rounded-full bg-surface/90 px-4 py-2 text-xs text-fg shadow-sm">
        <span className="truncate font-semibold">{product.name}</span>
        <span className="shrink-0 tabular-nums">{formatPrice(product.sale_price ?? product.price)}</span>
      </span>
    </Link>
  );
}
