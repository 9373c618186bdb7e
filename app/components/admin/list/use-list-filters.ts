import { useEffect, useRef, useState } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface ListFiltersOptions<F extends { search?: string; page?: number }> {
  /** The screen's path: a navigation to it (a new page, a new filter) shows the list as loading. */
  path: string;
  /** The filters as the URL holds them (unknown or bad values dropped). */
  read: (params: URLSearchParams) => F;
  /** The URL query of some filters, '' or '?…' (defaults left out). */
  write: (filters: F) => string;
  /** Whether the route has a page to show (false while the first one loads, or when it failed). */
  hasPage: boolean;
  /** Given by the route's error screen: the list could not be loaded. */
  onRetry?: () => void;
}

/**
 * The back-office lists' filters, kept in the URL so a filtered list can be shared and the back
 * button works: any change goes back to page 1; the search box searches after a pause and follows
 * the URL when it changes elsewhere ('Limpiar filtros', back button).
 */
export function useListFilters<F extends { search?: string; page?: number }>({ path, read, write, hasPage, onRetry }: ListFiltersOptions<F>) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const isLoading =
    (!hasPage && !onRetry) || revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === path);
  const status: ListStatus = isLoading ? 'loading' : onRetry ? 'error' : 'ready';

  const replaceQuery = (query: string) => setParams(new URLSearchParams(query.replace(/^\?/, '')), { replace: true, preventScrollReset: true });

  /** Changes some filters, from the URL as it is now, so a debounced search does not undo a filter chosen meanwhile. */
  function update(next: Partial<F>) {
    setParams((current) => new URLSearchParams(write({ ...read(current), page: 1, ...next }).replace(/^\?/, '')), {
      replace: true,
      preventScrollReset: true,
    });
  }

  /** Clears every filter but those in `keep` (a list's chosen order, say). */
  function clear(keep: Partial<F> = {}) {
    setSearchText('');
    replaceQuery(write({ ...read(new URLSearchParams()), ...keep }));
  }

  // The router's updates render in a transition: the render that started the search's pause may
  // not have seen a filter chosen just before it yet, so the pause ends with the newest render's
  // `update` (whose URL has that filter) rather than its own.
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });

  useEffect(() => {
    const wanted = searchText.trim() || undefined;
    if (wanted === filters.search) return;
    const timer = setTimeout(() => latestUpdate.current({ search: wanted } as Partial<F>), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  useEffect(() => {
    setSearchText((current) => (current.trim() === (filters.search ?? '') ? current : (filters.search ?? '')));
  }, [filters.search]);

  /** Loads the list again (after a change made from it). */
  const reload = () => void revalidator.revalidate();

  return { filters, update, clear, searchText, setSearchText, status, isLoading, reload };
}
