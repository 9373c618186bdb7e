import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { deferModule, useFocusHandOver } from '~/components/ui/deferred';
import { SEARCH_PLACEHOLDER } from '~/lib/store-words';

export const SEARCH_BAR_FOCUS_KEY = 'search-bar';

const inlineSearch = deferModule(() => import('./inline-search'));

/**
 * The inline search bar (spec §2: only on '/', under the header row). The field is here from the
 * first paint; the search's code (suggestions, results, keyboard) loads at the first touch of the
 * field (issues 14, 20 and 23: nothing loads by itself), keeping anything typed meanwhile
 * and the focus: the loaded bar opens its panel as a focused field does.
 */
export function SearchBar() {
  const [query, setQuery] = useState('');
  const [isWanted, setIsWanted] = useState(false);
  const module = inlineSearch.useModule({ now: isWanted, idle: false });
  if (module) return <module.InlineSearch initialQuery={query} />;
  return <ClosedSearchBar query={query} setQuery={setQuery} onUse={() => setIsWanted(true)} />;
}

function ClosedSearchBar({ query, setQuery, onUse }: { query: string; setQuery: (query: string) => void; onUse: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusHandOver(SEARCH_BAR_FOCUS_KEY, { gives: true });

  // The field is in the server's HTML: a shopper may focus it and type before the page is
  // hydrated, where React saw neither. Once hydrated, that text is the query and the code loads.
  const takeOverEarlyUse = useEffectEvent(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== query) setQuery(input.value);
    if (input.value !== '' || document.activeElement === input) onUse();
  });
  useEffect(() => takeOverEarlyUse(), []);

  return (
    <SearchBarFrame onPointerDown={onUse}>
      <ClosedSearchField
        query={query}
        setQuery={(text) => {
          setQuery(text);
          onUse();
        }}
        inputRef={inputRef}
        onUse={onUse}
      />
    </SearchBarFrame>
  );
}

/**
 * The field as SearchInput draws it closed (the same markup, so nothing moves when the loaded bar takes over), written
 * out here so the home route's chunk does not share SearchInput with the deferred search: that made one more small
 * file on a first visit to / (issue 36). Keep the two alike.
 */
function ClosedSearchField({
  query,
  setQuery,
  inputRef,
  onUse,
}: {
  query: string;
  setQuery: (query: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  onUse: () => void;
}) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
      <input
        ref={inputRef}
        data-focus-key={SEARCH_BAR_FOCUS_KEY}
        name="search"
        type="text"
        role="combobox"
        aria-label="Buscar en la tienda"
        aria-expanded={false}
        aria-autocomplete="list"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onUse}
        onFocus={onUse}
        className="h-12 w-full rounded-full border border-line bg-surface pr-12 pl-12 text-base text-fg placeholder:text-muted"
      />
      {query && (
        <button
          type="button"
          onClick={() => {
            setQuery('');
            inputRef.current?.focus();
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

/**
 * The bar's search landmark, the same before and after its code loads: a form to the store's
 * results, so Enter searches before the page is hydrated (issue 23); after, the panel's keys do.
 */
export function SearchBarFrame(props: ComponentProps<'form'>) {
  return (
    <form
      method="get"
      action="/store"
      role="search"
      aria-label="Buscar en la tienda"
      onSubmit={(event) => event.preventDefault()}
      className="relative mx-auto w-full max-w-2xl"
      {...props}
    />
  );
}
