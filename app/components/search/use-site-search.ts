import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import {
  addRecentSearch,
  EMPTY_GROUPS,
  isSearchable,
  readRecentSearches,
  removeRecentSearch,
  searchCatalog,
  writeRecentSearches,
  type SearchAnswer,
} from '~/lib/search';

export interface SiteSearch {
  query: string;
  setQuery: (text: string) => void;
  /** Results of `searchedFor`; empty below 2 characters. */
  results: SearchAnswer;
  /** The text the results belong to. */
  searchedFor: string;
  /** Spec §4: true while a query runs (and while the 300 ms debounce waits). */
  isLoading: boolean;
  recent: string[];
  /** Spec §5: a search joins the recent list only when a result is chosen. */
  remember: (text: string) => void;
  forget: (text: string) => void;
  clearRecent: () => void;
}

/** `initialQuery`: what was typed before the search's code loaded (see SearchBar). */
export function useSiteSearch(search: typeof searchCatalog = searchCatalog, initialQuery = ''): SiteSearch {
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<SearchAnswer>(EMPTY_GROUPS);
  const [searchedFor, setSearchedFor] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);

  useEffect(() => setRecent(readRecentSearches()), []);

  useEffect(() => {
    const text = query.trim();
    if (!isSearchable(text)) {
      setResults(EMPTY_GROUPS);
      setSearchedFor('');
      setIsLoading(false);
      return;
    }
    setIsLoading(true);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      search(text, controller.signal)
        .then((groups) => {
          if (controller.signal.aborted) return;
          setResults(groups);
          setSearchedFor(text);
          setIsLoading(false);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setResults(EMPTY_GROUPS);
          setSearchedFor(text);
          setIsLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const update = useCallback((change: (list: string[]) => string[]) => {
    setRecent((list) => {
      const next = change(list);
      writeRecentSearches(next);
      return next;
    });
  }, []);

  return {
    query,
    setQuery,
    results,
    searchedFor,
    isLoading,
    recent,
    remember: (text) => update((list) => addRecentSearch(list, text)),
    forget: (text) => update((list) => removeRecentSearch(list, text)),
    clearRecent: () => update(() => []),
  };
}
