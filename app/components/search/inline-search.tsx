import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_BAR_FOCUS_KEY, SearchBarFrame } from './search-bar';
import { SearchInput } from './search-input';
import { SearchResultsPanel, useSearchNavigation } from './search-panel';
import { useFocusHandOver } from '~/components/ui/deferred';
import { useSiteSearch } from './use-site-search';

/**
 * The inline search bar (spec §2: only on '/', under the header row), loaded by SearchBar (issue
 * 14) with what was typed meanwhile. Its panel opens on focus, and closes with Escape or a click
 * outside.
 */
export function InlineSearch({ initialQuery }: { initialQuery: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const search = useSiteSearch(undefined, initialQuery);
  const close = () => setIsOpen(false);
  const nav = useSearchNavigation(search, close);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isReturningFocus = useRef(false);
  const { pathname } = useLocation();
  useFocusHandOver(SEARCH_BAR_FOCUS_KEY);

  // Closes when the page changes, not as it mounts: the bar mounts open when the closed field
  // handed it the focus (SearchBar, issue 20).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setIsOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  return (
    <SearchBarFrame
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          setIsOpen(false);
          // Focus goes back to the field without opening the panel again.
          if (document.activeElement !== inputRef.current) {
            isReturningFocus.current = true;
            inputRef.current?.focus();
            isReturningFocus.current = false;
          }
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setIsOpen(false);
      }}
    >
      <SearchInput
        search={search}
        inputRef={inputRef}
        focusKey={SEARCH_BAR_FOCUS_KEY}
        listboxId={nav.listboxId}
        isExpanded={isOpen && nav.isExpanded}
        activeId={isOpen ? nav.activeId : undefined}
        onKeyDown={(event) => {
          if (!isOpen && event.key !== 'Escape' && event.key !== 'Tab') setIsOpen(true);
          nav.onKeyDown(event);
        }}
        onFocus={() => {
          if (!isReturningFocus.current) setIsOpen(true);
        }}
      />
      {isOpen && (
        <div className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto overscroll-contain rounded-[1.5rem] border border-line bg-surface p-4 text-fg shadow-2xl shadow-black/15 sm:p-5">
          <SearchResultsPanel search={search} nav={nav} onDone={close} focusInput={() => inputRef.current?.focus()} />
        </div>
      )}
    </SearchBarFrame>
  );
}
