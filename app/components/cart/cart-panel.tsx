import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, ShoppingBag, Truck, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { itemKey } from '@common/cart/lines';
import { freeShippingProgress, freeShippingText } from '@common/cart/pricing';
import { subtotalBeforePromotions } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { clearCart, setCartOpen, useCart } from '~/lib/cart';
import { useStoreSettings } from '~/lib/store-facts';
import { CartLine } from './cart-line';
import { useCartPromotions } from './use-cart-promotions';

/** The header's cart button: where focus goes when the element that opened the panel is gone. */
export const CART_BUTTON_SELECTOR = '[data-cart-button]';

/**
 * Back to whatever opened the panel (the header button, an add-to-cart button); when that is gone
 * or cannot take focus (removed, hidden, disabled), to the header's cart button.
 */
export function returnFocusAfterCart(opener: HTMLElement | null) {
  if (opener?.isConnected) {
    opener.focus();
    if (document.activeElement === opener) return;
  }
  document.querySelector<HTMLElement>(CART_BUTTON_SELECTOR)?.focus();
}

function unitsText(count: number): string {
  return `${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}

/** The cart as a drawer from the right (spec §4: it can be toggled), mounted once in the shell. */
export function CartPanel() {
  const { items, isOpen, count, subtotal } = useCart();
  const { show } = useAlertDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const close = () => setCartOpen(false);
  // The threshold is a store setting (/admin/settings), read from the root loader.
  const { free_shipping_threshold: threshold } = useStoreSettings();
  // The automatic promotions come from the server's quote (the rule the checkout charges); once
  // known, the cart's figures are the quote's, so the cart never shows a total the checkout won't.
  const promotions = useCartPromotions(items, isOpen);
  const promoted = promotions && promotions.totals.promotions > 0 ? promotions : null;
  const freeByPromotion = promotions?.freeShipping.promotion ?? null;
  const goods = promoted ? promoted.totals.subtotal : subtotal;
  const shipping = freeByPromotion ? { missing: 0, ratio: 1, isFree: true } : freeShippingProgress(goods, threshold);
  const freeShippingLabel = freeShippingText(threshold);

  // The panel opens from code (no Radix trigger), so Radix cannot return focus on close by
  // itself: remember what had focus before the panel takes it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [isOpen]);

  async function askToClear() {
    const answer = await show({
      type: 'warning',
      title: '¿Vaciar el carrito?',
      message: 'Quitaremos todas las prendas del carrito. Esta acción no se puede deshacer.',
      confirmText: 'Vaciar carrito',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') {
      clearCart();
      titleRef.current?.focus();
    }
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setCartOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusAfterCart(openerRef.current);
            openerRef.current = null;
          }}
          className="td-sheet fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface text-fg shadow-2xl focus:outline-none"
        >
          <div className="flex h-20 shrink-0 items-center justify-between gap-4 border-b border-line px-6">
            <div className="flex items-baseline gap-3">
              <Dialog.Title ref={titleRef} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none">
                Carrito
              </Dialog.Title>
              {count > 0 && <p className="text-sm text-muted tabular-nums">{unitsText(count)}</p>}
            </div>
            <Dialog.Close
              aria-label="Cerrar carrito"
              className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
              <span className="grid size-16 place-items-center rounded-full border border-line bg-bg">
                <ShoppingBag aria-hidden="true" className="size-7 text-primary" strokeWidth={1.5} />
              </span>
              <p className="mt-6 font-display text-2xl font-semibold">Tu carrito está vacío</p>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted">
                Elige tu talla en cualquier prenda y la guardaremos aquí mientras sigues mirando.
              </p>
              <Link to="/store" onClick={close} className="btn-primary mt-8">
                Descubrir la tienda
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : (
            <>
              <div className="shrink-0 border-b border-line bg-surface-muted/60 px-6 py-4">
                <p className="flex items-center gap-2 text-sm">
                  <Truck aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {shipping.isFree ? (
                    <span className="font-semibold">
                      Tu pedido tiene envío gratuito{freeByPromotion ? ` por la promoción «${freeByPromotion.campaign_name}»` : ''}.
                    </span>
                  ) : (
                    <span>
                      Te faltan <strong className="tabular-nums">{formatPrice(shipping.missing)}</strong> para el envío gratuito.
                    </span>
                  )}
                </p>
                <div
                  role="progressbar"
                  aria-label={freeShippingLabel}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(shipping.ratio * 100)}
                  className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
                >
                  <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${shipping.ratio * 100}%` }} />
                </div>
                <p className="mt-2 text-xs text-muted">{freeShippingLabel}</p>
              </div>

              <ul aria-label="Prendas en el carrito" className="flex-1 divide-y divide-line overflow-y-auto overscroll-contain px-6">
                {items.map((item) => (
                  <CartLine
                    key={itemKey(item)}
                    item={item}
                    promotion={promoted?.lines.get(itemKey(item)) ?? null}
                    onNavigate={close}
                    onRemoved={() => titleRef.current?.focus()}
                  />
                ))}
              </ul>

              <div className="shrink-0 border-t border-line px-6 pt-5 pb-6">
                <dl className="flex flex-col gap-2 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted">Subtotal</dt>
                    <dd className="tabular-nums">{formatPrice(promoted ? subtotalBeforePromotions(promoted.totals) : subtotal)}</dd>
                  </div>
                  {promoted ? (
                    <div className="flex justify-between gap-4">
                      <dt className="text-muted">Promociones</dt>
                      <dd className="tabular-nums">−{formatPrice(promoted.totals.promotions)}</dd>
                    </div>
                  ) : null}
                  <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
                    <dt className="font-semibold">
                      Total <span className="ml-1 text-xs font-normal text-muted">IVA incluido</span>
                    </dt>
                    <dd className="font-display text-2xl font-semibold tabular-nums">{formatPrice(goods)}</dd>
                  </div>
                </dl>
                <div className="mt-5 flex flex-col gap-3">
                  <Link to="/checkout" onClick={close} className="btn-primary w-full py-3">
                    Tramitar pedido
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <button type="button" onClick={close} className="btn-secondary w-full py-3">
                    Seguir comprando
                  </button>
                  <button
                    type="button"
                    onClick={() => void askToClear()}
                    className="self-center rounded-full px-3 py-1.5 text-xs font-semibold text-muted underline underline-offset-4 transition-colors hover:text-danger"
                  >
                    Vaciar carrito
                  </button>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
