import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { ListAddress } from './list-address';

/**
 * The state of a back-office list and its filters in the address. `useListFilters` takes either
 * the list's `address` (`defineListAddress(endpoint query schema)`, list-address.ts) or a
 * hand-written `read`/`write` pair, and gives the filters, `update`, `clear`, the search box's
 * text and the list's status; `useListStatus` is the status alone, for a list without filters.
 */

export type ListStatus = 'loading' | 'error' | 'ready';

interface ListStatusOptions {
  /** The screen's path: a navigation to it (a new page, a new filter) shows the list as loading. */
  path: string;
  /** Whether the route has a page to show (false while the first one loads, or when it failed). */
  hasPage: boolean;
  /** Given by the route's error screen: the list could not be loaded. */
  onRetry?: () => void;
}

export interface ListFiltersOptions<F extends { search?: string; page?: number }> extends ListStatusOptions {
  /** The filters as the URL holds them (unknown or bad values dropped). */
  read: (params: URLSearchParams) => F;
  /** The URL query of some filters, '' or '?…' (defaults left out), or those parameters. */
  write: (filters: F) => string | URLSearchParams;
}

/** The same, with the filters' reader and writer derived from the endpoint's query schema. */
export interface ListAddressFiltersOptions<F extends { search?: string; page?: number }> extends ListStatusOptions {
  address: ListAddress<F>;
}

/**
 * Whether a back-office list is loading (its first page, a navigation to it, a reload), failed
 * (the route's error screen gave `onRetry`) or ready; and `reload` to load it again.
 */
export function useListStatus({ path, hasPage, onRetry }: ListStatusOptions) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const isLoading =
    (!hasPage && !onRetry) || revalidator.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === path);
  const status: ListStatus = isLoading ? 'loading' : onRetry ? 'error' : 'ready';
  /** Loads the list again (after a change made from it). */
  const reload = () => void revalidator.revalidate();
  return { status, isLoading, reload };
}

/**
 * What was typed in a list's search box while its route still showed its loading screen
 * (HydrateFallback, while the first page loads), by the list's path. The list that replaces that
 * screen is another component: the text, the focus and the caret are handed over instead of lost,
 * and the search is applied once the list is there.
 */
const typedWhileLoading = new Map<string, { text: string; focused: boolean; selection: [number | null, number | null] }>();

const asParams = (query: string | URLSearchParams) => (typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query);

/**
 * The back-office lists' filters, kept in the URL so a filtered list can be shared and the back
 * button works: any change goes back to page 1; the search box searches after a pause and follows
 * the URL when it changes elsewhere ('Limpiar filtros', back button).
 */
export function useListFilters<F extends { search?: string; page?: number }>(options: ListFiltersOptions<F> | ListAddressFiltersOptions<F>) {
  const { read, write } = 'address' in options ? options.address : options;
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const { status, isLoading, reload } = useListStatus(options);
  const { path } = options;
  const [searchText, setSearchText] = useState(filters.search ?? '');
  /** Give it to the list's search box (`inputRef`): the focus and the caret survive the loading screen too. */
  const searchRef = useRef<HTMLInputElement>(null);

  // Layout effects: the loading screen's clean-up runs while its search box is still in the document
  // (so whether it has the focus shows), and the list takes the text over before the next paint.
  const handOver = useRef({ isLoadingScreen: false, text: searchText, search: filters.search });
  handOver.current = { isLoadingScreen: !options.hasPage && !options.onRetry, text: searchText, search: filters.search };
  const caretToRestore = useRef<{ text: string; selection: [number | null, number | null] } | null>(null);
  useLayoutEffect(() => {
    const typed = typedWhileLoading.get(path);
    typedWhileLoading.delete(path);
    const input = searchRef.current;
    if (typed) {
      setSearchText(typed.text);
      if (typed.focused && input) {
        input.focus();
        caretToRestore.current = { text: typed.text, selection: typed.selection };
      }
    }
    return () => {
      const { isLoadingScreen, text, search } = handOver.current;
      if (!isLoadingScreen || text.trim() === (search ?? '')) return;
      const focused = input !== null && document.activeElement === input;
      typedWhileLoading.set(path, { text, focused, selection: [input?.selectionStart ?? null, input?.selectionEnd ?? null] });
    };
  }, [path]);
  useLayoutEffect(() => {
    const caret = caretToRestore.current;
    if (!caret || caret.text !== searchText) return;
    caretToRestore.current = null;
    searchRef.current?.setSelectionRange(...caret.selection);
  }, [searchText]);

  // The address this list last asked for, until a render shows it: useSearchParams' setter starts
  // from the address of the render it came from, and the router's updates render in a transition,
  // so a filter chosen before the previous choice has landed would otherwise drop that choice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === params.toString()) asked.current = null;
  });

  function go(query: URLSearchParams) {
    const text = query.toString();
    asked.current = text === params.toString() ? null : text;
    setParams(query, { replace: true, preventScrollReset: true });
  }

  /** Changes some filters, from the address as it is now (or about to be), so a choice made meanwhile is kept. */
  function update(next: Partial<F>) {
    go(asParams(write({ ...read(asked.current === null ? params : new URLSearchParams(asked.current)), page: 1, ...next })));
  }

  /** Clears every filter but those in `keep` (a list's chosen order, say). */
  function clear(keep: Partial<F> = {}) {
    setSearchText('');
    go(asParams(write({ ...read(new URLSearchParams()), ...keep })));
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

  // Only a change of the address (not the first render, which may have taken typed text over).
  const shownSearch = useRef(filters.search);
  useEffect(() => {
    if (shownSearch.current === filters.search) return;
    shownSearch.current = filters.search;
    setSearchText((current) => (current.trim() === (filters.search ?? '') ? current : (filters.search ?? '')));
  }, [filters.search]);

  return { filters, update, clear, searchText, setSearchText, searchRef, status, isLoading, reload };
}
