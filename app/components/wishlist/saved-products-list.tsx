import { Heart, ShoppingBag, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useFetcher, useFetchers } from 'react-router';
import { stockState } from '@common/catalog/rules';
import type { WishlistItem } from '@common/wishlist/contracts';
import { readIntent } from '~/components/account/account-route';
import { EmptyState } from '~/components/account/empty-state';
import { StockBadge } from '~/components/product/product-badges';
import { ProductImage } from '~/components/product/product-image';
import { ProductPrice } from '~/components/product/product-price';
import { isSoldOut } from '~/components/product/variant-rules';
import { addToCart } from '~/lib/cart';

const SAVED_ON = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** What a row posts to the saved-products action. */
export type SavedProductIntent = 'remove';

/**
 * The signed-in customer's saved products with remove (the route's action; the row goes at once
 * and comes back if the server refuses) and add to cart.
 */
export function SavedProductsList({ entries }: { entries: WishlistItem[] }) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const removing = new Set(
    useFetchers().flatMap((fetcher) => {
      const pending = fetcher.formData ? readIntent(fetcher.formData) : null;
      return pending?.intent === 'remove' ? [pending.id] : [];
    }),
  );
  const shown = entries.filter((entry) => !removing.has(entry.product.id));

  if (shown.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="Tu lista de favoritos está vacía"
        description="Pulsa el corazón de cualquier prenda y la guardaremos aquí, con su precio y las tallas que quedan."
        action={{ label: 'Explorar la tienda', to: '/store' }}
      />
    );
  }

  return (
    <div>
      <p ref={countRef} tabIndex={-1} className="text-sm text-muted focus:outline-none" aria-live="polite">
        {shown.length === 1 ? '1 producto guardado' : `${shown.length} productos guardados`}
      </p>
      <ul className="mt-4 grid gap-4">
        {shown.map((entry) => (
          // The row and its button go: keep the keyboard user in the list.
          <SavedProductRow key={entry.product.id} entry={entry} onRemove={() => countRef.current?.focus()} />
        ))}
      </ul>
    </div>
  );
}

function SavedProductRow({ entry, onRemove }: { entry: WishlistItem; onRemove: () => void }) {
  const { product } = entry;
  const fetcher = useFetcher();
  const remove = () => {
    void fetcher.submit({ intent: 'remove' satisfies SavedProductIntent, id: product.id }, { method: 'post' });
    onRemove();
  };
  const selectId = useId();
  const href = `/store/products/${product.slug}`;
  const available = product.variants.filter((v) => v.stock > 0);
  const [variantId, setVariantId] = useState<number | null>(available.length === 1 ? available[0]!.id : null);
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const soldOut = isSoldOut(product);
  const needsChoice = product.variants.length > 1;
  const canAdd = !soldOut && (!needsChoice || variant !== null);

  return (
    <li className="card flex min-w-0 gap-4 p-4 sm:gap-6 sm:p-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-xl bg-surface-muted sm:w-32">
        <ProductImage src={product.main_image_url} alt="" width={128} height={160} loading="lazy" compactPlaceholder className="size-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {product.brand && <p className="text-[0.7rem] font-semibold tracking-[0.16em] text-muted uppercase">{product.brand.name}</p>}
          <h2 className="mt-0.5 font-display text-lg leading-snug font-semibold">
            <Link to={href} className="underline-offset-4 hover:underline">
              {product.name}
            </Link>
          </h2>
          <ProductPrice
            price={variant?.price ?? product.price}
            salePrice={variant ? variant.sale_price : product.sale_price}
            referencePrice={product.reference_price}
            className="mt-1"
          />
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
            <StockBadge state={stockState(product.stock_quantity, product.min_stock_level)} className="text-xs" />
            <span>Guardado el {SAVED_ON.format(new Date(entry.saved_at))}</span>
          </div>
        </div>

        <div className="flex shrink-0 flex-col gap-2 sm:w-56">
          {needsChoice && !soldOut && (
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-xs font-semibold">
                Talla y color
              </label>
              <select
                id={selectId}
                value={variantId ?? ''}
                onChange={(event) => setVariantId(event.target.value ? Number(event.target.value) : null)}
                className="h-10 w-full min-w-0 rounded-full border border-line bg-surface px-3 text-sm"
              >
                <option value="">Elige una opción</option>
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id} disabled={v.stock <= 0}>
                    {v.size} · {v.color_name}
                    {v.stock <= 0 ? ' (agotada)' : ''}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="button"
            disabled={!canAdd}
            onClick={() => addToCart(product, variant)}
            aria-label={`${soldOut ? 'Agotado' : 'Añadir al carrito'}: ${product.name}`}
            className="btn-primary"
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {soldOut ? 'Agotado' : 'Añadir al carrito'}
          </button>
          <button type="button" onClick={remove} className="btn-secondary">
            <X aria-hidden="true" className="size-4" />
            Quitar<span className="sr-only"> {product.name} de favoritos</span>
          </button>
        </div>
      </div>
    </li>
  );
}
