import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { itemKey, type CartItem } from '@common/cart/lines';
import { lineTotal, maxQuantity, unitPrice } from '@common/cart/pricing';
import { linePromotionText } from '@common/checkout/pricing';
import { centsToEuros, eurosToCents, formatPrice } from '@common/money';
import { ProductImage } from '~/components/product/product-image';
import { removeFromCart, setCartQuantity } from '~/lib/cart';
import { QuantityStepper } from './quantity-stepper';

/** One cart line: picture, name, size and colour, quantity stepper, line total, remove. */
interface CartLineProps {
  item: CartItem;
  /** Called after following a link to the product (the panel closes). */
  onNavigate?: () => void;
  /** Called after the line left the cart, so focus can move somewhere sensible. */
  onRemoved?: () => void;
  /** The line's automatic promotion, as the server's quote applies it (null: none, or not known yet). */
  promotion?: { label: string; discount: number } | null;
}

export function CartLine({ item, onNavigate, onRemoved, promotion = null }: CartLineProps) {
  const key = itemKey(item);
  const { product, variant } = item;
  const href = `/store/products/${product.slug}`;
  const price = unitPrice(product);
  const max = maxQuantity(item.stock);

  return (
    <li className="flex gap-4 py-5">
      <Link
        to={href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-[4/5] w-20 shrink-0 self-start overflow-hidden rounded-xl bg-surface-muted sm:w-24"
      >
        <ProductImage src={product.image_url} alt="" width={96} height={120} loading="lazy" compactPlaceholder className="size-full object-cover" />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {product.brand_name && <p className="text-[0.7rem] font-semibold tracking-[0.16em] text-muted uppercase">{product.brand_name}</p>}
            <h3 className="mt-0.5 text-sm leading-snug font-semibold">
              <Link to={href} onClick={onNavigate} className="underline-offset-4 hover:underline">
                {product.name}
              </Link>
            </h3>
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums">
            <span className="sr-only">Total de la línea: </span>
            {formatPrice(promotion ? centsToEuros(eurosToCents(lineTotal(item)) - eurosToCents(promotion.discount)) : lineTotal(item))}
          </p>
        </div>

        {variant && (
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span>Talla {variant.size}</span>
            <span aria-hidden="true" className="h-3 w-px bg-line" />
            <span className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-3 rounded-full border border-black/15 dark:border-white/25"
                style={{ backgroundColor: variant.color_hex }}
              />
              Color {variant.color_name}
            </span>
          </p>
        )}

        <p className="mt-1 text-xs text-muted tabular-nums">
          {/* Issue 34: the list price is no lawful "before" (that is the 30-day lowest, which the cart does not carry). */}
          {formatPrice(price)} / ud.
        </p>
        {promotion ? <p className="mt-1 text-xs font-semibold tabular-nums">{linePromotionText(promotion)}</p> : null}

        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <QuantityStepper
            size="small"
            value={item.quantity}
            max={max}
            onChange={(quantity) => {
              setCartQuantity(key, quantity);
              if (quantity <= 0) onRemoved?.();
            }}
            label={`Cantidad de ${product.name}`}
            decreaseLabel={`Quitar una unidad de ${product.name}`}
            increaseLabel={`Añadir una unidad de ${product.name}`}
          />
          <button
            type="button"
            onClick={() => {
              removeFromCart(key);
              onRemoved?.();
            }}
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-xs font-semibold text-muted transition-colors hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Eliminar<span className="sr-only"> {product.name} del carrito</span>
          </button>
        </div>
        {item.quantity >= max && item.stock != null && (
          <p className="mt-2 text-xs text-warning">No quedan más unidades disponibles.</p>
        )}
      </div>
    </li>
  );
}
