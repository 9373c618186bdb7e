import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

// No backdrop blur: a page of cards with blurred controls cost the phone seconds of painting (issue 23).
const ARROW =
  'absolute z-10 inline-flex size-9 top-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-fg opacity-0 shadow-sm transition group-hover/card:opacity-100 hover:bg-surface focus-visible:opacity-100 pointer-coarse:hidden';

/**
 * The card carousel's arrows (product-card.tsx), shown only to a mouse over the card or a keyboard in it: their code
 * loads when a pointer first comes over a card's picture or the focus comes into it (issue 36).
 */
export function CardCarouselArrows({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  return (
    <>
      <button type="button" onClick={onPrevious} aria-label="Imagen anterior" className={clsx(ARROW, 'left-2')}>
        <ChevronLeft aria-hidden="true" className="size-4" />
      </button>
      <button type="button" onClick={onNext} aria-label="Imagen siguiente" className={clsx(ARROW, 'right-2')}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
