import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { deferModule, useFocusHandOver } from '~/components/ui/deferred';
import { SearchInput } from './search-input';

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
      <SearchInput
        search={{
          query,
          setQuery: (text) => {
            setQuery(text);
            onUse();
          },
        }}
        inputRef={inputRef}
        focusKey={SEARCH_BAR_FOCUS_KEY}
        listboxId=""
        isExpanded={false}
        activeId={undefined}
        onKeyDown={onUse}
        onFocus={onUse}
      />
    </SearchBarFrame>
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
