import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { parseStoreFilters, storeSearch, type ListSort, type StoreFilters } from '~/lib/store-query';

export interface StoreFiltersControl {
  /** The filters in the URL, or the ones being loaded, so controls answer at once. */
  filters: StoreFilters;
  /** True while the list of this page is being fetched again. */
  isLoading: boolean;
  apply: (next: StoreFilters, options?: { replace?: boolean }) => void;
  /** `?…` of these filters, for links. */
  hrefFor: (next: StoreFilters, hash?: string) => string;
}

/** Filters, sort and page live in the URL (spec §4 store list): changing them is a navigation. */
export function useStoreFilters(defaultSort: ListSort): StoreFiltersControl {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const search = isLoading ? navigation.location.search : location.search;
  // The same object while the address stays: the grid below keeps its cards when nothing they show changed.
  const filters = useMemo(() => parseStoreFilters(new URLSearchParams(search), defaultSort), [search, defaultSort]);

  const hrefFor = useCallback(
    (next: StoreFilters, hash = '') => `${location.pathname}${storeSearch(next, defaultSort)}${hash}`,
    [location.pathname, defaultSort],
  );

  const apply = useCallback(
    (next: StoreFilters, { replace = false }: { replace?: boolean } = {}) => {
      void navigate(
        { pathname: location.pathname, search: storeSearch(next, defaultSort), hash: '' },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, location.pathname, defaultSort],
  );

  return { filters, isLoading, apply, hrefFor };
}
