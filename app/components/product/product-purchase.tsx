import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EARLY_ADD_PATH } from '@common/cart/early-add';
import { MAX_LINE_QUANTITY } from '@common/cart/pricing';
import type { StoreProduct } from '@common/catalog/contracts';
import { QuantityStepper } from '~/components/cart/quantity-stepper';
import { HeartButton } from '~/components/wishlist/heart-button';
import { preloadCartPanel } from '~/components/cart/deferred-cart-panel';
import { loadCartRules } from '~/lib/cart-state';
import { SizeGuide } from './size-guide';
import { VariantChooser } from './variant-chooser';
import { BLOCKER_HINTS, findVariant, purchaseBlocker, type Choice } from './variant-rules';

interface ProductPurchaseProps {
  product: StoreProduct;
  choice: Choice;
  onColorChange: (color: string) => void;
  onSizeChange: (size: string) => void;
}

/** What /cart/add sent back with (`?aviso=`): the form could not add (routes/cart-add.ts). */
const EARLY_ADD_NOTICES: Record<string, string> = {
  talla: BLOCKER_HINTS.choose_size,
  agotado: BLOCKER_HINTS.combination_sold_out,
};

/**
 * Colour, size, quantity, 'Añadir al carrito' and the heart. A real form: before the page is
 * hydrated it posts to /cart/add (issue 23); after, it adds in place.
 */
export function ProductPurchase({ product, choice, onColorChange, onSizeChange }: ProductPurchaseProps) {
  const hintId = useId();
  const earlyNotice = EARLY_ADD_NOTICES[useSearchParams()[0].get('aviso') ?? ''] ?? '';
  // The server's notice stands until the shopper changes the colour or size.
  const [noticeFor, setNoticeFor] = useState<Choice | null>(earlyNotice ? choice : null);
  const notice = noticeFor === choice ? earlyNotice : '';
  const [quantity, setQuantity] = useState(1);
  const variant = findVariant(product.variants, choice);
  const blocker = purchaseBlocker(product, choice);
  const bestStock = product.variants.length > 0 ? Math.max(0, ...product.variants.map((v) => v.stock)) : product.stock_quantity;
  const max = Math.max(1, Math.min(MAX_LINE_QUANTITY, variant ? variant.stock : bestStock));
  const shown = Math.min(quantity, max);

  function add() {
    setNoticeFor(null);
    if (blocker) {
      // The button only looks unavailable: take the shopper to what is missing.
      const field = blocker === 'choose_color' ? 'color' : 'size';
      document.querySelector<HTMLInputElement>(`#comprar input[name="${field}"]:not(:disabled)`)?.focus();
      return;
    }
    preloadCartPanel();
    void loadCartRules().then((cart) => {
      if (cart.addToCart(product, variant, shown).added > 0) setQuantity(1);
    });
  }

  /** The shopper reaches for the form: the cart's rules (and its panel) download while they choose (issue 36). */
  function prepare() {
    void loadCartRules().catch(() => undefined);
    preloadCartPanel();
  }

  const hint = blocker ? BLOCKER_HINTS[blocker] : notice;

  return (
    <form
      id="comprar"
      method="post"
      action={EARLY_ADD_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      onFocus={prepare}
      onPointerEnter={prepare}
      className="flex scroll-mt-28 flex-col gap-8"
    >
      <input type="hidden" name="product" value={product.id} />
      {product.variants.length > 0 && (
        <VariantChooser
          product={product}
          choice={choice}
          onColorChange={onColorChange}
          onSizeChange={onSizeChange}
          describedBy={blocker ? hintId : undefined}
          sizeAdvice={product.size_advice}
          sizeAside={product.size_guide ? <SizeGuide guide={product.size_guide} productName={product.name} /> : null}
        />
      )}

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <QuantityStepper
            value={shown}
            max={max}
            onChange={(next) => setQuantity(Math.max(1, next))}
            label="Cantidad"
            showLabel
            decreaseLabel="Quitar una unidad"
            increaseLabel="Añadir una unidad"
            disabled={blocker === 'sold_out'}
            name="quantity"
          />
          <div className="flex min-w-64 flex-1 gap-3">
            {/* Only 'Agotado' is disabled: a missing size is said by the hint and, at the click, by the focus
                moving to the sizes (before hydration the server sends the shopper back to them). */}
            <button
              type="submit"
              disabled={blocker === 'sold_out'}
              aria-describedby={hint ? hintId : undefined}
              className="btn-primary h-12 min-w-0 flex-1 text-base"
            >
              <ShoppingBag aria-hidden="true" className="size-5" />
              {blocker === 'sold_out' ? 'Agotado' : 'Añadir al carrito'}
            </button>
            <HeartButton productId={product.id} />
          </div>
        </div>
        <p id={hintId} aria-live="polite" className="min-h-5 text-sm text-muted">
          {hint}
        </p>
        {product.is_personalised ? (
          // Before buying, as art. 97.1 TRLGDCU asks: the withdrawal does not apply to made-to-measure goods.
          <p className="rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-fg">
            Se confecciona para ti: por ser personalizada, esta prenda no admite devolución ni desistimiento. Si tiene un defecto, la cubre la{' '}
            <Link to="/help/warranty" className="font-medium underline underline-offset-2">
              garantía
            </Link>
            .
          </p>
        ) : null}
      </div>
    </form>
  );
}
