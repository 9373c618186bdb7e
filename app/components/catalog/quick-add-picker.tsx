import { useId, useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import type { ListingProduct } from '@common/catalog/contracts';
import { SizeAdviceNote } from '~/components/product/size-advice';
import { useFocusHandOver } from '~/components/ui/deferred';
import type { QuickAdd } from './card-rules';
import type { AddToCartHandler } from './product-card';
import { QUICK_ADD_BUTTON, QuickAddLabel } from './quick-add-button';
import { QuickAddStockAlert } from './quick-add-stock-alert';

/**
 * The card's picker of the sizes in stock, grouped by colour (Radix Popover), loaded by
 * QuickAddButton (issue 14).
 */
export function QuickAddPicker({
  product,
  quickAdd,
  describedBy,
  focusKey,
  onAdd,
  defaultOpen,
}: {
  product: ListingProduct;
  quickAdd: Extract<QuickAdd, { kind: 'choose' }>;
  describedBy: string;
  /** The card's own key for the focus hand-over (QuickAddButton). */
  focusKey: string;
  onAdd: AddToCartHandler;
  defaultOpen: boolean;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const adviceId = useId();
  useFocusHandOver(focusKey);

  const hasColours = quickAdd.groups.length > 1;
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        ref={triggerRef}
        aria-describedby={describedBy}
        data-focus-key={focusKey}
        className={QUICK_ADD_BUTTON}
      >
        <QuickAddLabel />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="center"
          sideOffset={8}
          collisionPadding={12}
          aria-label={`Elige talla de ${product.name}`}
          // No taller than the room beside the button: the sizes scroll inside on a short screen.
          className="z-50 flex max-h-[var(--radix-popper-available-height)] w-[min(20rem,calc(100vw-1.5rem))] flex-col rounded-2xl border border-line bg-surface p-4 text-fg shadow-xl shadow-black/15"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold">{hasColours ? 'Elige color y talla' : 'Elige tu talla'}</p>
              <p className="mt-0.5 line-clamp-1 text-xs text-muted">{product.name}</p>
            </div>
            <Popover.Close
              aria-label="Cerrar"
              className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
            </Popover.Close>
          </div>
          {product.size_advice ? <SizeAdviceNote id={adviceId} advice={product.size_advice} compact className="mt-2" /> : null}
          <div className="-m-1.5 mt-1.5 flex min-h-0 flex-col gap-3 overflow-y-auto overscroll-contain p-1.5">
            {quickAdd.groups.map((group) => (
              <fieldset key={group.color} aria-describedby={product.size_advice ? adviceId : undefined}>
                <legend className={hasColours ? 'mb-1.5 flex items-center gap-2 text-xs font-medium text-muted' : 'sr-only'}>
                  <span
                    aria-hidden="true"
                    className="inline-block size-3 rounded-full border border-line"
                    style={{ backgroundColor: group.hex }}
                  />
                  {group.color}
                </legend>
                <div className="flex flex-wrap gap-1.5">
                  {group.variants.map((variant) => {
                    const isAvailable = variant.stock > 0;
                    return (
                      <button
                        key={variant.id}
                        type="button"
                        disabled={!isAvailable}
                        onClick={() => {
                          // The size button leaves with the popover: focus its trigger first, so
                          // the cart panel that opens next gives focus back to this card.
                          triggerRef.current?.focus();
                          setIsOpen(false);
                          onAdd(product, variant);
                        }}
                        className="inline-flex h-9 min-w-11 items-center justify-center rounded-lg border border-line px-2.5 text-sm font-medium transition-colors hover:border-fg hover:bg-fg hover:text-bg disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:hover:border-line disabled:hover:bg-transparent"
                      >
                        {variant.size}
                        {!isAvailable && <span className="sr-only"> (agotada)</span>}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <QuickAddStockAlert product={product} />
          </div>
          <Popover.Arrow className="fill-surface" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
