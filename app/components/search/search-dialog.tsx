import { Search } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Form, useLocation } from 'react-router';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from '~/components/ui/deferred';
import { EarlyPopover, EarlyPopoverClose, earlyTriggerProps } from '~/components/ui/early-popover';
import { SEARCH_MAX_LENGTH } from '~/lib/store-words';

export const SEARCH_FOCUS_KEY = 'search-button';
const EARLY_SEARCH_ID = 'buscar-ahora';

const searchModal = deferModule(() => import('./search-modal'));

/**
 * Header search button (spec §2: hidden on the home page only) opening the search in a modal. The
 * modal's code loads when the browser is idle, or at the first click (issue 14). Before the page
 * is hydrated the button opens a plain search form to the store's results (issue 23).
 */
export function SearchButton() {
  const { pathname } = useLocation();
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(searchModal);
  const [isEarlyOpen, setIsEarlyOpen] = useState(false);
  if (pathname === '/') return null;
  if (module && !isEarlyOpen) return <module.SearchModal defaultOpen={openOnLoad} />;
  return <ClosedSearchTrigger onClick={requestOpen} intent={intent} onEarlyOpenChange={setIsEarlyOpen} />;
}

function ClosedSearchTrigger({
  onClick,
  intent,
  onEarlyOpenChange,
}: {
  onClick: () => void;
  intent: IntentHandlers;
  onEarlyOpenChange: (isOpen: boolean) => void;
}) {
  useFocusHandOver(SEARCH_FOCUS_KEY, { gives: true });
  return (
    <>
      <SearchTrigger {...earlyTriggerProps(EARLY_SEARCH_ID, onClick, intent)} />
      <EarlyPopover
        id={EARLY_SEARCH_ID}
        label="Buscar en la tienda"
        onOpenChange={onEarlyOpenChange}
        className="inset-x-3 top-3 m-0 mx-auto w-auto max-w-2xl rounded-[1.5rem] border border-line bg-surface p-3 text-fg shadow-2xl backdrop:bg-black/45 sm:top-[8vh]"
      >
        <Form method="get" action="/store" role="search" aria-label="Buscar productos" className="flex items-center gap-2">
          <label className="relative flex-1">
            <span className="sr-only">Buscar productos</span>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              name="search"
              maxLength={SEARCH_MAX_LENGTH}
              autoFocus
              autoComplete="off"
              enterKeyHint="search"
              placeholder="Buscar prendas"
              className="h-12 w-full rounded-full border border-line bg-bg pr-4 pl-11 text-base placeholder:text-muted focus:border-fg focus:outline-none"
            />
          </label>
          <button type="submit" className="btn-primary h-12 px-5">
            Buscar
          </button>
          <EarlyPopoverClose popoverId={EARLY_SEARCH_ID} label="Cerrar búsqueda" />
        </Form>
      </EarlyPopover>
    </>
  );
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
