import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import type { StoreCategory } from '@common/catalog/contracts';

export function productCountText(count: number): string {
  return count === 1 ? '1 producto' : `${count} productos`;
}

/** /store's 'Compra por categoría': its heading and the tiles, whose links keep the scroll for the list's anchor. */
export function StoreCategories(props: { categories: readonly StoreCategory[]; hrefFor: (category: StoreCategory) => string; activeSlug?: string | null }) {
  return (
    <section aria-labelledby="store-categories-title" className="container-page py-16 lg:py-20">
      <p className="eyebrow">Categorías</p>
      <h2 id="store-categories-title" className="mt-3 font-display text-3xl font-medium tracking-tight sm:text-4xl">
        Compra por categoría
      </h2>
      <div className="mt-8">
        <CategoryTiles {...props} preventScrollReset />
      </div>
    </section>
  );
}

/**
 * Category tiles of spec §2: picture (or the first letter), name, description or
 * 'Explorar productos', and the number of products. `hrefFor` says where a tile goes.
 */
export function CategoryTiles({
  categories,
  hrefFor,
  activeSlug,
  headingLevel: Heading = 'h3',
  isLarge = false,
  preventScrollReset = false,
}: {
  categories: readonly StoreCategory[];
  hrefFor: (category: StoreCategory) => string;
  activeSlug?: string | null;
  headingLevel?: 'h2' | 'h3';
  isLarge?: boolean;
  preventScrollReset?: boolean;
}) {
  return (
    <ul className={clsx('grid gap-4 sm:gap-5', isLarge ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4')}>
      {categories.map((category) => {
        const isActive = activeSlug != null && (category.slug === activeSlug || String(category.id) === activeSlug);
        return (
          <li key={category.id}>
            <Link
              to={hrefFor(category)}
              preventScrollReset={preventScrollReset}
              aria-current={isActive ? 'true' : undefined}
              className={clsx(
                'group flex h-full flex-col overflow-hidden rounded-2xl border bg-surface transition-[border-color,box-shadow] hover:shadow-lg hover:shadow-black/5',
                isActive ? 'border-fg ring-1 ring-fg' : 'border-line hover:border-fg/30',
              )}
            >
              <TileImage category={category} isLarge={isLarge} />
              <div className="flex flex-1 flex-col p-4 sm:p-5">
                <div className="flex items-start justify-between gap-3">
                  <Heading className={clsx('font-display font-medium tracking-tight', isLarge ? 'text-2xl' : 'text-xl')}>
                    {category.name}
                  </Heading>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-fg"
                  />
                </div>
                <p className={clsx('mt-1.5 flex-1 text-sm text-muted', !isLarge && 'line-clamp-2')}>
                  {category.description?.trim() || 'Explorar productos'}
                </p>
                <p className="mt-4 text-xs font-semibold tracking-[0.14em] text-fg uppercase">
                  {productCountText(category.products_count)}
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function TileImage({ category, isLarge }: { category: StoreCategory; isLarge: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  const ratio = isLarge ? 'aspect-[4/3]' : 'aspect-[5/4]';
  if (category.image_url && !hasFailed) {
    return (
      <div className={clsx(ratio, 'overflow-hidden bg-surface-muted')}>
        <img
          src={category.image_url}
          alt=""
          width={640}
          height={isLarge ? 480 : 512}
          loading="lazy"
          decoding="async"
          onError={() => setHasFailed(true)}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
        />
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={clsx(ratio, 'flex items-center justify-center bg-surface-muted')}>
      <span className="font-display text-6xl font-medium text-primary">{category.name.charAt(0).toUpperCase()}</span>
    </div>
  );
}
