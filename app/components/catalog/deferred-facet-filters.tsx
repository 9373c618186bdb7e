import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { deferModule, preload } from '~/components/ui/deferred';
import { islandContent, useIsHydrating } from '~/components/ui/static-island';
import type { FacetFiltersProps, PriceText } from './facet-filters';

/** The filters panel's code (facet-filters.tsx): a listing route reached by a link loads it beside its data. */
export const facetFiltersModule = deferModule(() => import('./facet-filters'));
/** The server draws the panel itself (app/islands.server.ts); the first page's browser keeps that markup. */
const DrawnFilters = islandContent('facet-filters', facetFiltersModule, (m) => m.FacetFilters);

/** Where the focus was in the kept panel as it went away, so the drawn one gives it back. */
type FocusMark = { name: string; value: string | null } | null;

/**
 * The filters panel (FacetFilters) with its code loaded only when needed (issue 36). On the first page the browser
 * keeps the panel as the server drew it: its controls are plain form controls of the listing's GET form, so the price
 * applies through the form's submit, and a box or a choice ticked here hands the whole form to `onFormChange` (as the
 * form's submit does). The code starts loading as the shopper first touches the panel (pointer down, focus, a key);
 * the panel is drawn afresh only when the page's address changes (a filter applied, a link), once the code is there:
 * until then the kept markup stays, as the shopper left it, so it never goes blank. A page reached by a link draws the
 * panel at once (its route loads the code beside the data, `facetFiltersModule.load()`).
 */
export function DeferredFacetFilters({ onFormChange, ...props }: FacetFiltersProps & { onFormChange: (form: HTMLFormElement) => void }) {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const id = useId();
  const isHydrating = useIsHydrating();
  const [keptAddress] = useState(() =>
    isHydrating && typeof document !== 'undefined' && document.querySelector(`[data-facet-filters="${CSS.escape(id)}"]`) ? address : null,
  );
  const isKept = keptAddress !== null;
  const live = facetFiltersModule.useModule({ now: isKept && keptAddress !== address, idle: false });
  const [handOver, setHandOver] = useState<{ price: PriceText; focus: FocusMark } | null>(null);
  const showsKept = isKept && handOver === null;
  const isSwapDue = showsKept && keptAddress !== address && live !== null;
  const panelRef = useRef<HTMLDivElement>(null);
  const onFormChangeRef = useRef(onFormChange);
  onFormChangeRef.current = onFormChange;

  // A box or a choice ticked in the kept markup applies the form (React draws none of it, so the listener is the DOM's).
  useEffect(() => {
    const panel = panelRef.current;
    if (!showsKept || !panel) return;
    const onChange = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio') && input.form) onFormChangeRef.current(input.form);
    };
    panel.addEventListener('change', onChange);
    return () => panel.removeEventListener('change', onChange);
  }, [showsKept]);

  // Leaving the kept markup (the address changed and the code is there): the price typed and the focus go over.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!isSwapDue || !panel) return;
    const field = (name: string) => panel.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    const active = document.activeElement;
    const focus = active instanceof HTMLInputElement && panel.contains(active) ? { name: active.name, value: active.type === 'checkbox' || active.type === 'radio' ? active.value : null } : null;
    setHandOver({ price: { min: field('min_price'), max: field('max_price') }, focus });
  }, [isSwapDue]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const focus = handOver?.focus;
    if (!focus || !panel) return;
    const selector = `input[name="${CSS.escape(focus.name)}"]${focus.value === null ? '' : `[value="${CSS.escape(focus.value)}"]`}`;
    panel.querySelector<HTMLInputElement>(selector)?.focus({ preventScroll: true });
    // Only once, as the panel is drawn.
    setHandOver((current) => (current ? { ...current, focus: null } : current));
  }, [handOver?.focus]);

  if (showsKept) {
    return (
      <div
        key="kept"
        ref={panelRef}
        data-facet-filters={id}
        onPointerDown={() => preload(facetFiltersModule)}
        onFocus={() => preload(facetFiltersModule)}
        onKeyDown={() => preload(facetFiltersModule)}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div key="drawn" ref={panelRef} data-facet-filters={id}>
      <DrawnFilters {...props} initialPrice={handOver?.price} />
    </div>
  );
}
