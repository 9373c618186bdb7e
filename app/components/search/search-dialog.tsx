import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { deferModule, useDeferredOpen, useFocusHandOver } from '~/components/ui/deferred';

export const SEARCH_FOCUS_KEY = 'search-button';

const searchModal = deferModule(() => import('./search-modal'));

/**
 * Header search button (spec §2: hidden on the home page only) opening the search in a modal. The
 * modal's code loads when the browser is idle, or at the first click (issue 14).
 */
export function SearchButton() {
  const { pathname } = useLocation();
  const { module, openOnLoad, requestOpen } = useDeferredOpen(searchModal);
  if (pathname === '/') return null;
  if (module) return <module.SearchModal defaultOpen={openOnLoad} />;
  return <ClosedSearchTrigger onClick={requestOpen} />;
}

function ClosedSearchTrigger({ onClick }: { onClick: () => void }) {
  useFocusHandOver(SEARCH_FOCUS_KEY, { gives: true });
  return <SearchTrigger aria-haspopup="dialog" aria-expanded={false} data-state="closed" onClick={onClick} />;
}

/** The button, the same before and after the modal's code loads (Radix adds its state). */
export function SearchTrigger(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Buscar"
      data-focus-key={SEARCH_FOCUS_KEY}
      className="inline-flex size-10 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted"
      {...props}
    >
      <Search aria-hidden="true" className="size-5" />
    </button>
  );
}
