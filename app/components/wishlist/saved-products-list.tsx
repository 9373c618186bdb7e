import { Heart, ShoppingBag, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { stockState } from '@common/catalog/rules';
import { EmptyState } from '~/components/account/empty-state';
import { ErrorState, LoadingState } from '~/components/account/state-views';
import { useAccountData } from '~/components/account/use-account-data';
import { StockBadge } from '~/components/product/product-badges';
import { ProductImage } from '~/components/product/product-image';
import { ProductPrice } from '~/components/product/product-price';
import type { StoreProduct } from '~/components/product/product-types';
import { isSoldOut } from '~/components/product/variant-rules';
import { addToCart } from '~/lib/cart';
import { setSaved } from './wishlist-store';

export interface WishlistEntry {
  saved_at: string;
  product: StoreProduct;
}

const SAVED_ON = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** The signed-in customer's saved products (GET /api/user/wishlist) with remove and add to cart. */
export function SavedProductsList() {
  const { data, error, isLoading, reload, setData } = useAccountData<WishlistEntry[]>('/api/user/wishlist');
  const countRef = useRef<HTMLParagraphElement>(null);

  async function remove(entry: WishlistEntry) {
    const before = data ?? [];
    setData(before.filter((item) => item.product.id !== entry.product.id));
    // The row and its button are gone: keep the keyboard user in the list.
    countRef.current?.focus();
    if (!(await setSaved(entry.product.id, false))) {
      setData((current) => (current ? [...current, entry].sort((a, b) => b.saved_at.localeCompare(a.saved_at)) : [entry]));
    }
  }

  if (isLoading && !data) return <LoadingState label="Cargando tus favoritos…" />;
  if (error && !data) return <ErrorState message={error} onRetry={reload} />;
  const entries = data ?? [];
  if (entries.length === 0) {
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
        {entries.length === 1 ? '1 producto guardado' : `${entries.length} productos guardados`}
      </p>
      <ul className="mt-4 grid gap-4">
        {entries.map((entry) => (
          <SavedProductRow key={entry.product.id} entry={entry} onRemove={() => void remove(entry)} />
        ))}
      </ul>
    </div>
  );
}

function SavedProductRow({ entry, onRemove }: { entry: WishlistEntry; onRemove: () => void }) {
  const { product } = entry;
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
          <ProductPrice price={variant?.price ?? product.price} salePrice={variant ? variant.sale_price : product.sale_price} className="mt-1" />
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
          <button type="button" onClick={onRemove} className="btn-secondary">
            <X aria-hidden="true" className="size-4" />
            Quitar<span className="sr-only"> {product.name} de favoritos</span>
          </button>
        </div>
      </div>
    </li>
  );
}
