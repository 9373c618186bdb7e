import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import type { StoreProduct } from '@common/catalog/contracts';
import type { SizeAdvice } from '@common/reviews/size-advice-contracts';
import { SizeAdviceNote } from './size-advice';
import { colorOptions, sizeOptions, type Choice } from './variant-rules';

interface VariantChooserProps {
  product: Pick<StoreProduct, 'id' | 'colors' | 'sizes' | 'variants'>;
  choice: Choice;
  onColorChange: (color: string) => void;
  onSizeChange: (size: string) => void;
  /** Next to the size legend, e.g. the size guide button. */
  sizeAside?: ReactNode;
  /** Id of the hint saying why nothing can be added yet. */
  describedBy?: string;
  /** What buyers say about the fit (issue 25), shown above the sizes and describing their group. */
  sizeAdvice?: SizeAdvice | null;
}

/**
 * Colour and size as two native radio groups (arrow keys move, one tab stop each).
 * Combinations with no stock are disabled and marked 'agotada'.
 */
export function VariantChooser({ product, choice, onColorChange, onSizeChange, sizeAside, describedBy, sizeAdvice }: VariantChooserProps) {
  const adviceId = useId();
  const colors = colorOptions(product);
  const sizes = sizeOptions(product, choice.color);

  return (
    <div className="flex flex-col gap-7">
      {colors.length > 0 && (
        <fieldset>
          <legend className="text-sm leading-8 font-semibold">
            Color<span className="font-normal text-muted">{choice.color ? `: ${choice.color}` : ''}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {colors.map((color) => (
              <label key={color.value} className={clsx('relative', color.isAvailable ? 'cursor-pointer' : 'cursor-not-allowed')}>
                <input
                  type="radio"
                  name="color"
                  value={color.value}
                  checked={choice.color === color.value}
                  disabled={!color.isAvailable}
                  onChange={() => onColorChange(color.value)}
                  className="peer sr-only"
                />
                <span
                  className={clsx(
                    'flex items-center gap-2 rounded-full border py-1.5 pr-4 pl-1.5 text-sm transition',
                    'peer-checked:border-fg peer-checked:ring-1 peer-checked:ring-fg',
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                    color.isAvailable ? 'border-line hover:border-fg' : 'border-dashed border-line text-muted',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={clsx('relative size-7 overflow-hidden rounded-full border border-black/15 dark:border-white/25', !color.isAvailable && 'opacity-50')}
                    style={{ backgroundColor: color.hex }}
                  >
                    {!color.isAvailable && <span className="absolute top-1/2 left-[-10%] h-px w-[120%] -rotate-45 bg-fg" />}
                  </span>
                  <span className={clsx(!color.isAvailable && 'line-through')}>{color.value}</span>
                  {!color.isAvailable && <span className="sr-only">(agotado)</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {sizes.length > 0 && (
        <div className="relative">
          <fieldset aria-describedby={[sizeAdvice ? adviceId : null, describedBy].filter(Boolean).join(' ') || undefined}>
            <legend className="text-sm leading-8 font-semibold">
              Talla<span className="font-normal text-muted">{choice.size ? `: ${choice.size}` : ''}</span>
            </legend>
            {sizeAdvice ? <SizeAdviceNote id={adviceId} advice={sizeAdvice} className="mt-1" /> : null}
            <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2">
              {sizes.map((size) => {
                const isOut = !size.isAvailable;
                return (
                  <label key={size.value} className={clsx('relative', isOut ? 'cursor-not-allowed' : 'cursor-pointer')}>
                    <input
                      type="radio"
                      name="size"
                      value={size.value}
                      checked={choice.size === size.value}
                      disabled={isOut}
                      onChange={() => onSizeChange(size.value)}
                      className="peer sr-only"
                    />
                    <span
                      className={clsx(
                        'flex h-12 items-center justify-center rounded-xl border text-sm font-medium tabular-nums transition',
                        'peer-checked:border-fg peer-checked:bg-fg peer-checked:text-bg',
                        'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                        isOut
                          ? 'border-dashed border-line bg-surface-muted/60 text-muted line-through'
                          : 'border-line bg-surface hover:border-fg',
                      )}
                    >
                      {size.value}
                      {isOut && <span className="sr-only">{size.exists ? ' (agotada)' : ' (no disponible en este color)'}</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {/* Without scripts the size guide is a disclosure whose table needs the width: in the flow, below the sizes. */}
          {sizeAside ? <div className="absolute top-0 right-0 noscript:static noscript:mt-3">{sizeAside}</div> : null}
        </div>
      )}
    </div>
  );
}
