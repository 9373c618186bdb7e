import type { KeyboardEvent, RefObject } from 'react';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { SEARCH_PLACEHOLDER } from '~/lib/store-words';
import type { SiteSearch } from './use-site-search';

/** The search field: an ARIA 1.2 combobox whose popup is the results listbox. */
export function SearchInput({
  search,
  inputRef,
  listboxId,
  isExpanded,
  activeId,
  onKeyDown,
  onFocus,
  className,
  autoFocus,
  focusKey,
}: {
  search: Pick<SiteSearch, 'query' | 'setQuery'>;
  /** See useFocusHandOver (ui/deferred). */
  focusKey?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  listboxId: string;
  isExpanded: boolean;
  activeId: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  className?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className={clsx('relative', className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        data-focus-key={focusKey}
        name="search"
        type="text"
        role="combobox"
        aria-label="Buscar en la tienda"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        autoFocus={autoFocus}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className="h-12 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base text-fg placeholder:text-muted"
      />
      {search.query && (
        <button
          type="button"
          onClick={() => {
            search.setQuery('');
            inputRef?.current?.focus();
          }}
          aria-label="Borrar búsqueda"
          className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
