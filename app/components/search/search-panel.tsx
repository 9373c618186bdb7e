import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowRight, Clock, Layers, Loader2, Search, SearchX, Sparkles, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  flattenResults,
  hasResults,
  isSearchable,
  POPULAR_SEARCHES,
  SEARCH_GROUP_LABELS,
  storeSearchUrl,
  type SearchGroups,
  type SearchResult,
} from '~/lib/search';
import { logSearchClick } from '~/lib/search-click-log';
import type { SiteSearch } from './use-site-search';

const POPULAR_LABELS = { products: 'Productos', brands: 'Marcas' } as const;

/** Keyboard and selection state shared by the modal and the inline bar. */
export function useSearchNavigation(search: SiteSearch, onDone: () => void) {
  const listboxId = useId();
  const navigate = useNavigate();
  const [activeIndex, setActiveIndex] = useState(-1);
  const options = isSearchable(search.query) && search.searchedFor === search.query.trim() ? flattenResults(search.results) : [];
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // Reset while rendering, not in an effect: an effect could run after an arrow key pressed as the results arrive and undo it.
  const [shownFor, setShownFor] = useState({ results: search.results, query: search.query });
  if (shownFor.results !== search.results || shownFor.query !== search.query) {
    setShownFor({ results: search.results, query: search.query });
    setActiveIndex(-1);
  }

  const choose = (result: SearchResult) => {
    search.remember(search.query);
    // The query the shopper settled on, with the result opened (issue 37): counted as a search and a click.
    logSearchClick(search.searchedFor || search.query, 'suggestions');
    onDone();
    void navigate(result.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => {
        if (step === 1) return index >= options.length - 1 ? 0 : index + 1;
        return index <= 0 ? options.length - 1 : index - 1;
      });
    } else if (event.key === 'Home' && activeIndex >= 0) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && activeIndex >= 0) {
      event.preventDefault();
      setActiveIndex(options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const active = options[activeIndex];
      if (active) choose(active);
      else if (isSearchable(search.query)) {
        onDone();
        // A search staff made a redirect opens its page (the store's loader would send it there too).
        const redirect = search.searchedFor === search.query.trim() ? search.results.redirect : undefined;
        void navigate(redirect ?? storeSearchUrl(search.query));
      }
    }
  };

  return {
    listboxId,
    options,
    activeIndex,
    setActiveIndex,
    activeId: activeIndex >= 0 && activeIndex < options.length ? optionId(activeIndex) : undefined,
    optionId,
    isExpanded: options.length > 0,
    choose,
    onKeyDown,
  };
}

export type SearchNavigation = ReturnType<typeof useSearchNavigation>;

/**
 * What the search shows under the field (spec §2): recent and popular searches before typing;
 * then 'Buscando...', the grouped results, or the empty state, and 'Ver todos los resultados'.
 */
export function SearchResultsPanel({
  search,
  nav,
  onDone,
  focusInput,
}: {
  search: SiteSearch;
  nav: SearchNavigation;
  onDone: () => void;
  focusInput: () => void;
}) {
  const text = search.query.trim();

  if (!isSearchable(text)) {
    return (
      <div className="flex flex-col gap-6">
        {search.recent.length > 0 && (
          <section aria-labelledby={`${nav.listboxId}-recent`}>
            <div className="flex items-center justify-between gap-3">
              <h3 id={`${nav.listboxId}-recent`} className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                Búsquedas recientes
              </h3>
              <button
                type="button"
                onClick={() => {
                  search.clearRecent();
                  focusInput();
                }}
                className="rounded-full px-2 py-1 text-sm font-semibold text-primary hover:bg-surface-muted"
              >
                Limpiar
              </button>
            </div>
            <ul className="mt-2 flex flex-col">
              {search.recent.map((item) => (
                <li key={item} className="group flex items-center gap-1 rounded-xl hover:bg-surface-muted">
                  <button
                    type="button"
                    onClick={() => {
                      search.setQuery(item);
                      focusInput();
                    }}
                    className="flex min-h-11 flex-1 items-center gap-3 rounded-xl px-3 text-left"
                  >
                    <Clock aria-hidden="true" className="size-4 text-muted" />
                    {item}
                  </button>
                  <button
                    type="button"
                    onClick={() => search.forget(item)}
                    aria-label={`Quitar «${item}» de las búsquedas recientes`}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={`${nav.listboxId}-popular`}>
          <h3 id={`${nav.listboxId}-popular`} className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">
            Búsquedas populares
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {POPULAR_SEARCHES.map((popular) => (
              <li key={popular.text}>
                <button
                  type="button"
                  onClick={() => {
                    search.setQuery(popular.text);
                    focusInput();
                  }}
                  className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium transition-colors hover:border-fg"
                >
                  {popular.text}
                  <span className="text-xs font-normal text-muted">{POPULAR_LABELS[popular.category]}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  const isCurrent = search.searchedFor === text;
  const showResults = isCurrent && hasResults(search.results);

  return (
    <div>
      <p role="status" className={clsx(search.isLoading ? 'mb-3 flex items-center gap-2 text-sm text-muted' : 'sr-only')}>
        {search.isLoading ? (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Buscando...
          </>
        ) : isCurrent ? (
          resultsSummary(search.results)
        ) : (
          ''
        )}
      </p>

      {showResults ? (
        <ResultsListbox groups={search.results} nav={nav} />
      ) : (
        isCurrent &&
        !search.isLoading && (
          <div className="flex flex-col items-center py-8 text-center">
            <SearchX aria-hidden="true" className="size-8 text-muted" strokeWidth={1.5} />
            <p className="mt-3 font-semibold text-balance">No se encontraron resultados para "{text}"</p>
            <p className="mt-1 text-sm text-muted">Intenta con otras palabras clave</p>
          </div>
        )
      )}

      <Link
        to={storeSearchUrl(text)}
        onClick={onDone}
        className="mt-4 flex items-center justify-between gap-3 rounded-xl border-t border-line px-3 pt-4 pb-1 text-sm font-semibold text-primary hover:underline"
      >
        Ver todos los resultados
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

function resultsSummary(groups: SearchGroups): string {
  const total = groups.products.length + groups.brands.length + groups.categories.length;
  if (total === 0) return 'No se encontraron resultados';
  return total === 1 ? '1 resultado' : `${total} resultados`;
}

function ResultsListbox({ groups, nav }: { groups: SearchGroups; nav: SearchNavigation }) {
  let offset = 0;
  const sections = (Object.keys(SEARCH_GROUP_LABELS) as (keyof SearchGroups)[]).map((key) => {
    const start = offset;
    offset += groups[key].length;
    return { key, items: groups[key], start };
  });

  return (
    <div role="listbox" id={nav.listboxId} aria-label="Resultados de búsqueda" className="flex flex-col gap-4">
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <div key={section.key} role="group" aria-labelledby={`${nav.listboxId}-${section.key}`}>
            <div
              role="presentation"
              id={`${nav.listboxId}-${section.key}`}
              className="px-3 pb-1 text-xs font-semibold tracking-[0.16em] text-muted uppercase"
            >
              {SEARCH_GROUP_LABELS[section.key]}
            </div>
            {section.items.map((result, i) => {
              const index = section.start + i;
              const isActive = index === nav.activeIndex;
              return (
                <Link
                  key={`${result.type}-${result.id}`}
                  id={nav.optionId(index)}
                  role="option"
                  aria-selected={isActive}
                  tabIndex={-1}
                  to={result.url}
                  onClick={(event) => {
                    event.preventDefault();
                    nav.choose(result);
                  }}
                  onMouseMove={() => nav.setActiveIndex(index)}
                  className={clsx(
                    'flex items-center gap-3 rounded-xl px-3 py-2 transition-colors',
                    isActive ? 'bg-surface-muted' : 'hover:bg-surface-muted',
                  )}
                >
                  <ResultThumb result={result} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{result.name}</span>
                    {result.description && (
                      <span className="block truncate text-sm text-muted">{result.description}</span>
                    )}
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className={clsx('size-4 shrink-0 text-muted', isActive ? 'opacity-100' : 'opacity-0')}
                  />
                </Link>
              );
            })}
          </div>
        ))}
    </div>
  );
}

function ResultThumb({ result }: { result: SearchResult }): ReactNode {
  const [hasFailed, setHasFailed] = useState(false);
  if (result.type === 'product' && result.image && !hasFailed) {
    return (
      <img
        src={result.image}
        alt=""
        width={40}
        height={50}
        loading="lazy"
        onError={() => setHasFailed(true)}
        className="h-12 w-10 shrink-0 rounded-md bg-surface-muted object-cover"
      />
    );
  }
  const Icon = result.type === 'brand' ? Sparkles : result.type === 'category' ? Layers : Search;
  return (
    <span className="inline-flex h-12 w-10 shrink-0 items-center justify-center rounded-md bg-surface-muted text-primary">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
