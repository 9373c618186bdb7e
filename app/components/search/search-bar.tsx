import { useState, type ComponentProps } from 'react';
import { deferModule, useFocusHandOver } from '~/components/ui/deferred';
import { SearchInput } from './search-input';

export const SEARCH_BAR_FOCUS_KEY = 'search-bar';

const inlineSearch = deferModule(() => import('./inline-search'));

/**
 * The inline search bar (spec §2: only on '/', under the header row). The field is here from the
 * first paint; the search's code (suggestions, results, keyboard) loads when the browser is idle,
 * or as soon as the field takes focus (issue 14), keeping anything typed meanwhile.
 */
export function SearchBar() {
  const [query, setQuery] = useState('');
  const [isWanted, setIsWanted] = useState(false);
  const module = inlineSearch.useModule({ now: isWanted });
  if (module) return <module.InlineSearch initialQuery={query} />;
  return <ClosedSearchBar query={query} setQuery={setQuery} onFocus={() => setIsWanted(true)} />;
}

function ClosedSearchBar({ query, setQuery, onFocus }: { query: string; setQuery: (query: string) => void; onFocus: () => void }) {
  useFocusHandOver(SEARCH_BAR_FOCUS_KEY, { gives: true });
  return (
    <SearchBarFrame>
      <SearchInput
        search={{ query, setQuery }}
        focusKey={SEARCH_BAR_FOCUS_KEY}
        listboxId=""
        isExpanded={false}
        activeId={undefined}
        onKeyDown={() => undefined}
        onFocus={onFocus}
      />
    </SearchBarFrame>
  );
}

/** The bar's search landmark, the same before and after its code loads. */
export function SearchBarFrame(props: ComponentProps<'div'>) {
  return <div role="search" aria-label="Buscar en la tienda" className="relative mx-auto w-full max-w-2xl" {...props} />;
}
