import { Ruler } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ProductSizeGuide } from '@common/catalog/contracts';
import { deferModule, useDeferredOpen, useFocusHandOver } from '~/components/ui/deferred';
import { islandContent } from '~/components/ui/static-island';

export const SIZE_GUIDE_FOCUS_KEY = 'size-guide';

const sizeGuideDialog = deferModule(() => import('./size-guide-dialog'));
// The table for a browser without scripts: drawn by the server (app/islands.server.ts) inside a
// <noscript>, whose children the browser's React never renders, so its code never downloads.
const NoScriptTable = islandContent('size-guide-table', sizeGuideDialog, (m) => m.SizeGuideTable);

/**
 * 'Guía de tallas': the button is on the page from the first paint; the dialog, its table and the
 * dialog library load when it is pressed, or as the pointer comes over it or it takes the focus
 * (issue 36: nothing the shopper has not asked for before interaction).
 */
export function SizeGuide({ guide, productName }: { guide: ProductSizeGuide; productName: string }) {
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(sizeGuideDialog);
  if (module) return <module.SizeGuideDialog guide={guide} productName={productName} defaultOpen={openOnLoad} />;
  return (
    <>
      <ClosedSizeGuideTrigger onClick={requestOpen} {...intent} />
      <noscript>
        <details className="w-full">
          <summary className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-fg underline decoration-line underline-offset-4">
            Guía de tallas
          </summary>
          <div className="mt-3">
            <NoScriptTable guide={guide} productName={productName} />
          </div>
        </details>
      </noscript>
    </>
  );
}

function ClosedSizeGuideTrigger(props: ComponentProps<'button'>) {
  useFocusHandOver(SIZE_GUIDE_FOCUS_KEY, { gives: true });
  return <SizeGuideTrigger aria-haspopup="dialog" aria-expanded={false} data-state="closed" {...props} />;
}

/** The button, the same before and after the dialog's code loads (Radix adds its state). */
export function SizeGuideTrigger(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-focus-key={SIZE_GUIDE_FOCUS_KEY}
      className="inline-flex h-8 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-fg underline decoration-line underline-offset-4 transition noscript:hidden hover:decoration-fg"
      {...props}
    >
      <Ruler aria-hidden="true" className="size-4" />
      Guía de tallas
    </button>
  );
}
