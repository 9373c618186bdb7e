import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '@common/constants';
import type { CategoryRef, ListingProduct, StoreProductPage } from '@common/catalog/contracts';
import type { ListingProductPage } from '@common/catalog/listing-product';
import { CONDITION_LABELS } from '@common/catalog/rules';
import { formatPrice } from '@common/money';
import {
  activeFilterCount,
  changeFilters,
  clearFilters,
  defaultSortFor,
  defaultStoreFilters,
  parseStoreFilters,
  SEARCH_MAX_LENGTH,
  sortOptions,
  STORE_SORT_LABELS,
  TRENDS_LABEL,
  type ListSort,
  type StoreFilters,
  type StoreScope,
  type StoreSort,
} from '~/lib/store-query';
import { prefersReducedMotion } from '~/lib/accessibility';
import { DeferredFacetFilters } from './deferred-facet-filters';
import { PaginationIsland } from './listing-islands';
import { ProductGrid } from './product-grid';
import { useStoreFilters } from './use-store-filters';

export const LISTING_ANCHOR = 'productos';
/** The filters panel; below lg it opens from 'Filtros' (a link to it before JavaScript runs). */
export const FILTERS_ANCHOR = 'filtros';

/** 1000 → '1 000' (a no-break space between thousands, as the store writes numbers of four digits and more). */
function groupedNumber(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/**
 * Spec §2: '{shown} de {total} productos'; a search counted only up to its bound (issue 37, `more_than_total`):
 * '{shown} de más de 1 000 resultados'.
 */
export function countText(shown: number, total: number, moreThanTotal = false): string {
  return moreThanTotal ? `${shown} de más de ${groupedNumber(total)} resultados` : `${shown} de ${total} productos`;
}

const FIELD =
  'h-12 w-full rounded-full border border-line bg-surface px-5 text-sm text-fg transition-colors hover:border-fg/40';

/**
 * The store list of spec §2 'Todos los Productos': text search, category and sort, size/colour/
 * brand/price filters with counts, count text, loading text, empty state and pagination. Every
 * choice lives in the URL, so links, reload and back work and the server renders the same list.
 * Before the JavaScript arrives (or without it) every control still works: the filters are one
 * GET form with visible submit buttons, and 'Limpiar filtros', the chips and the pages are links.
 */
export function StoreListing({
  page,
  scope = {},
  defaultSort = 'newest',
  title = 'Todos los Productos',
  eyebrow,
  lead,
  categories,
  renderActions,
}: {
  page: ListingProductPage;
  scope?: StoreScope;
  /** The order without a search (a search lists by relevance unless the shopper sorts). */
  defaultSort?: ListSort;
  title?: string;
  eyebrow?: string;
  /** A line under the title, e.g. what a selection is. */
  lead?: string;
  /** Options of the category select; falls back to the facets. */
  categories?: readonly CategoryRef[];
  renderActions?: ((product: ListingProduct, nameId: string) => ReactNode) | null;
}) {
  const { filters, isLoading, apply, hrefFor } = useStoreFilters(defaultSort);
  const formId = useId();
  const titleId = useId();
  const [text, setText] = useState(filters.search);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const submittedSearch = useRef(filters.search);

  // The URL changed from elsewhere (back button, 'Limpiar filtros', a link): show its search.
  useEffect(() => {
    if (filters.search !== submittedSearch.current) {
      submittedSearch.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  // Spec §5: the text search waits 300 ms after the last key; the history keeps one entry.
  useEffect(() => {
    const wanted = text.trim().slice(0, SEARCH_MAX_LENGTH);
    if (wanted === filtersRef.current.search) return;
    const timer = window.setTimeout(() => {
      submittedSearch.current = wanted;
      // Refining a search replaces its history entry; starting one adds an entry.
      const isRefining = filtersRef.current.search !== '';
      apply(changeFilters(filtersRef.current, { search: wanted }, defaultSort), { replace: isRefining });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, apply, defaultSort]);

  useEffect(() => setIsHydrated(true), []);

  const change = (patch: Partial<StoreFilters>) => apply(changeFilters(filters, patch, defaultSort));

  // Phones: the open panel pushes the list far down; this closes it and brings the list into view.
  const showResults = () => {
    setIsPanelOpen(false);
    window.requestAnimationFrame(() => {
      const results = resultsRef.current;
      if (!results) return;
      results.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      results.focus({ preventScroll: true });
    });
  };

  // The form as the shopper left it (the panel's fields too, tied to it with form=): what its submit sends.
  const applyForm = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') params.append(key, value);
    const next = parseStoreFilters(params, defaultSort);
    submittedSearch.current = next.search;
    apply({ ...next, page: 1 });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
  };

  const facets = page.facets;
  const hasCategoryFilter = !scope.category;
  const hasBrandFilter = !scope.brand;
  const categoryOptions = facets?.categories ?? categories?.map((c) => ({ ...c, count: null as number | null })) ?? [];
  const shown = page.data.length;
  const panelCount = activeFilterCount({ ...filters, search: '', category: null });
  const chips = activeChips(filters, facets, { hasCategoryFilter, hasBrandFilter });
  const cleared = clearFilters(filters, defaultSort);
  // The order the list has unless the shopper sorts is sent as '' by the form (no JavaScript too),
  // so a search typed into it lists by relevance instead of keeping the order of the list before.
  const unsorted = defaultSortFor(filters.search, defaultSort);
  const sortValue = (sort: StoreSort) => (sort === unsorted ? '' : sort);
  /** Links to the list with other filters: see ListingLink. */
  const listingLink = (next: StoreFilters) => ({ href: hrefFor(next), onFollow: () => apply(next) });

  return (
    <section id={LISTING_ANCHOR} aria-labelledby={titleId} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={titleId} className="mt-3 font-display text-4xl leading-tight font-medium tracking-tight sm:text-5xl">
            {title}
          </h2>
          {lead && <p className="mt-3 max-w-xl text-muted">{lead}</p>}
        </div>
        <p aria-live="polite" aria-atomic="true" className="text-sm text-muted tabular-nums">
          {countText(shown, page.total, page.more_than_total)}
        </p>
      </div>

      <Form
        id={formId}
        method="get"
        // Without JavaScript the browser sends the fields here and lands on the list.
        action={hrefFor(defaultStoreFilters(defaultSort), `#${LISTING_ANCHOR}`)}
        role="search"
        aria-label="Buscar y ordenar productos"
        onSubmit={submit}
        className="mt-8 grid gap-3 md:grid-cols-[minmax(0,1fr)_auto_auto]"
      >
        <div className="relative">
          <label className="block">
            <span className="sr-only">Buscar por nombre, descripción o referencia</span>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-muted" />
            <input
              type="search"
              name="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder="Buscar por nombre, descripción o referencia"
              autoComplete="off"
              enterKeyHint="search"
              className={clsx(FIELD, 'pr-14 pl-12 placeholder:text-muted sm:pr-28')}
            />
          </label>
          {/* Sends the whole form: before the page hydrates the selects only apply through it. */}
          <button type="submit" className="btn-primary absolute top-1/2 right-1.5 size-9 -translate-y-1/2 px-0 sm:w-auto sm:px-4">
            <ArrowRight aria-hidden="true" className="size-4 sm:hidden" />
            <span className="sr-only sm:not-sr-only">Buscar</span>
          </button>
        </div>
        {hasCategoryFilter && (
          <label className="block">
            <span className="sr-only">Categoría</span>
            <select
              name="category"
              value={filters.category ?? ''}
              onChange={(event) => change({ category: event.target.value || null })}
              className={clsx(FIELD, 'cursor-pointer pr-10 md:w-60')}
            >
              <option value="">Todas las categorías</option>
              {categoryOptions.map((category) => (
                <option key={category.id} value={category.slug}>
                  {category.name}
                  {category.count !== null ? ` (${category.count})` : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block">
          <span className="sr-only">Ordenar por</span>
          <select
            name="sort"
            value={sortValue(filters.sort)}
            onChange={(event) => change({ sort: (event.target.value || unsorted) as StoreSort })}
            className={clsx(FIELD, 'cursor-pointer pr-10 md:w-60')}
          >
            {sortOptions(filters.search).map((sort) => (
              <option key={sort} value={sortValue(sort)}>
                {STORE_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </Form>

      <div className="mt-6 flex flex-wrap items-center gap-2 lg:hidden">
        {isHydrated ? (
          <button
            type="button"
            aria-expanded={isPanelOpen}
            aria-controls={FILTERS_ANCHOR}
            onClick={() => setIsPanelOpen((open) => !open)}
            className="btn-secondary h-11"
          >
            <FiltersToggleText label={isPanelOpen ? 'Ocultar filtros' : 'Filtros'} count={panelCount} />
          </button>
        ) : (
          // Before JavaScript (or without it) the panel opens as the link's :target.
          <a href={`#${FILTERS_ANCHOR}`} className="btn-secondary h-11">
            <FiltersToggleText label="Filtros" count={panelCount} />
          </a>
        )}
      </div>

      <div className="mt-6 grid gap-x-10 lg:mt-10 lg:grid-cols-[15rem_minmax(0,1fr)] xl:gap-x-14">
        <aside
          id={FILTERS_ANCHOR}
          aria-label="Filtros"
          className={clsx('scroll-mt-28 target:block lg:block', isPanelOpen ? 'block' : 'hidden', 'mb-8 lg:mb-0')}
        >
          <div className="lg:sticky lg:top-28">
            <DeferredFacetFilters
              facets={facets}
              filters={filters}
              formId={formId}
              hasBrandFilter={hasBrandFilter}
              onChange={change}
              onFormChange={applyForm}
            />
            {isHydrated ? (
              <button type="button" onClick={showResults} className="btn-primary h-12 w-full lg:hidden">
                Ver {page.more_than_total ? `más de ${groupedNumber(page.total)} productos` : page.total === 1 ? '1 producto' : `${page.total} productos`}
              </button>
            ) : (
              // Until the page hydrates the filters apply through the form, on every screen width.
              <button type="submit" form={formId} className="btn-primary h-12 w-full">
                Aplicar filtros
              </button>
            )}
          </div>
        </aside>

        <div ref={resultsRef} tabIndex={-1} className="scroll-mt-28 focus:outline-none">
          {chips.length > 0 && (
            <div className="mb-8 flex flex-wrap items-center gap-2">
              <span className="sr-only">Filtros activos:</span>
              {chips.map((chip) => (
                <ListingLink
                  key={chip.key}
                  {...listingLink(changeFilters(filters, chip.remove, defaultSort))}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full bg-surface-muted pr-2.5 pl-3.5 text-sm transition-colors hover:bg-line"
                >
                  {chip.label}
                  <X aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(quitar)</span>
                </ListingLink>
              ))}
              <ListingLink {...listingLink(cleared)} className="ml-1 text-sm font-semibold text-primary underline underline-offset-4">
                Quitar todo
              </ListingLink>
            </div>
          )}

          <p role="status" className={clsx('text-sm text-muted', isLoading ? 'mb-6' : 'sr-only')}>
            {isLoading ? 'Cargando productos...' : ''}
          </p>

          <div aria-busy={isLoading} className={clsx('transition-opacity', isLoading && 'opacity-50')}>
            {page.data.length === 0 ? (
              <div className="flex flex-col items-center rounded-[1.75rem] border border-dashed border-line bg-surface px-6 py-20 text-center">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-primary">
                  {/* The search field's own icon: a list with results downloads no other for this (issue 36). */}
                  <Search aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-6 font-display text-2xl font-medium">No se encontraron productos</h3>
                <p className="mt-2 max-w-sm text-muted">
                  Prueba con otras palabras o quita algún filtro para ver más prendas.
                </p>
                <ListingLink {...listingLink(cleared)} className="btn-primary mt-8">
                  Limpiar filtros
                </ListingLink>
              </div>
            ) : (
              <ProductGrid products={page.data} priorityCount={2} renderActions={renderActions} preferredColors={filters.colors} />
            )}
          </div>

          <div className="mt-14">
            <PaginationIsland
              page={page.current_page}
              lastPage={page.last_page}
              moreThanLast={page.more_than_total}
              hrefFor={(target) => hrefFor(changeFilters(filters, { page: target }, defaultSort), `#${LISTING_ANCHOR}`)}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A link to the list with other filters. Followed before the page hydrates (or without JavaScript)
 * it loads that URL and lands on the list (#productos); once hydrated, a plain click changes the
 * list where it is, keeping the scroll, and other clicks (new tab, ctrl, middle button) stay links.
 */
function ListingLink({
  href,
  onFollow,
  className,
  children,
}: {
  href: string;
  onFollow: () => void;
  className: string;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <Link to={`${href}#${LISTING_ANCHOR}`} onClick={follow} className={className}>
      {children}
    </Link>
  );
}

function FiltersToggleText({ label, count }: { label: string; count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
      {count > 0 && (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-on-primary">
          {count}
        </span>
      )}
    </>
  );
}

interface Chip {
  key: string;
  label: string;
  remove: Partial<StoreFilters>;
}

/** The filters in use, each with how to remove it. */
function activeChips(
  filters: StoreFilters,
  facets: StoreProductPage['facets'],
  { hasCategoryFilter, hasBrandFilter }: { hasCategoryFilter: boolean; hasBrandFilter: boolean },
): Chip[] {
  const chips: Chip[] = [];
  if (filters.featured) chips.push({ key: 'featured', label: TRENDS_LABEL, remove: { featured: false } });
  if (filters.search) chips.push({ key: 'search', label: `«${filters.search}»`, remove: { search: '' } });
  if (hasCategoryFilter && filters.category) {
    const name = facets?.categories.find((c) => c.slug === filters.category || String(c.id) === filters.category)?.name;
    chips.push({ key: 'category', label: name ?? filters.category, remove: { category: null } });
  }
  if (hasBrandFilter && filters.brand) {
    const name = facets?.brands.find((b) => b.slug === filters.brand || String(b.id) === filters.brand)?.name;
    chips.push({ key: 'brand', label: name ?? filters.brand, remove: { brand: null } });
  }
  for (const size of filters.sizes) {
    chips.push({ key: `size-${size}`, label: `Talla ${size}`, remove: { sizes: filters.sizes.filter((s) => s !== size) } });
  }
  for (const color of filters.colors) {
    chips.push({ key: `color-${color}`, label: color, remove: { colors: filters.colors.filter((c) => c !== color) } });
  }
  if (filters.condition) {
    chips.push({ key: 'condition', label: CONDITION_LABELS[filters.condition], remove: { condition: null } });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const label =
      filters.minPrice !== null && filters.maxPrice !== null
        ? `${formatPrice(filters.minPrice)} – ${formatPrice(filters.maxPrice)}`
        : filters.minPrice !== null
          ? `Desde ${formatPrice(filters.minPrice)}`
          : `Hasta ${formatPrice(filters.maxPrice!)}`;
    chips.push({ key: 'price', label, remove: { minPrice: null, maxPrice: null } });
  }
  return chips;
}
