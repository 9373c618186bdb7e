import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from '~/components/catalog/pagination';
import { AdminTable, type AdminTableProps } from './admin-table';
import { LoadErrorCard } from './load-error-card';
import { ListCount } from './list-count';
import { ListEmptyState } from './list-empty-state';
import type { ListStatus } from './use-list-filters';

// The back-office kit (app/components/admin/kit): `AdminListResults` is a list's results
// region (count line, load error, table or other rows, empty state, page links); its parts
// `ListCount` and `ListEmptyState`, the filter controls, `useListFilters` and `defineListAddress`
// (the filters in the address, from the endpoint's query schema) are in the modules beside it.

interface ListPage {
  from: number | null;
  to: number | null;
  total: number;
  current_page: number;
  last_page: number;
}

/** Phones get one card a row below this width, the table above it (static classes for Tailwind). */
const CARD_BREAKPOINTS = {
  md: { cards: 'md:hidden', table: 'hidden md:block' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:block' },
} as const;

/**
 * Everything a back-office list shows below its filters: the count line, the load error with
 * Reintentar, the table (and, on phones, cards) with its empty state, and the page links.
 * The table comes from `table` (its caption, column definitions and rows: admin-table.tsx).
 * A list whose rows are no table (a tree, a grid of cards) gives them as `children` instead:
 * drawn in the table's place, in the card (`framed`, the default) or standing on the page with
 * the empty state in a card of its own (`framed={false}`). A list shown whole gives `page={{ total }}` and no `pagination`; `countDetail` follows the count.
 */
export function AdminListResults<Row>({
  page,
  status,
  isLoading,
  rowCount,
  noun,
  loadingText,
  errorTitle,
  onRetry,
  table,
  cards,
  empty,
  afterTable,
  pagination,
  children,
  framed = true,
  countDetail,
}: {
  /** The page shown; `{ total }` for a list shown whole (no page links). */
  page: ListPage | { total: number } | null;
  status: ListStatus;
  isLoading: boolean;
  rowCount: number;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
  loadingText: string;
  /** 'No se pudo cargar el listado de productos.' */
  errorTitle: string;
  onRetry?: () => void;
  /** The table: its caption, columns and rows. */
  table?: AdminTableProps<Row>;
  cards?: { label: string; items: ReactNode; below: keyof typeof CARD_BREAKPOINTS };
  empty: Omit<ComponentProps<typeof ListEmptyState>, 'rowCount' | 'status' | 'loadingText'>;
  /** Between the table and the page links (a bulk-actions bar). */
  afterTable?: ReactNode;
  /** The page links (a paged list). */
  pagination?: { label: string; hrefFor: (page: number) => string };
  /** The rows when they are no table (a tree, a grid of cards), in the table's place. */
  children?: ReactNode;
  /** Whether the rows sit in a card (default), or stand on the page (cards of their own). */
  framed?: boolean;
  /** Said after the count: ' · 2 propios'. */
  countDetail?: string;
}) {
  const breakpoint = cards ? CARD_BREAKPOINTS[cards.below] : undefined;
  const dimmed = isLoading && page ? 'opacity-70 transition-opacity' : undefined;
  const emptyState = <ListEmptyState rowCount={rowCount} status={status} loadingText={loadingText} {...empty} />;
  const showsEmptyState = rowCount === 0 && (status !== 'loading' || Boolean(loadingText));
  return (
    <>
      <ListCount page={page} status={status} loadingText={loadingText} noun={noun} detail={countDetail} />

      {status === 'error' && (
        <LoadErrorCard
          title={errorTitle}
          detail="La lista aparece vacía hasta que el servidor responda. Comprueba la conexión e inténtalo de nuevo."
          onRetry={onRetry}
        />
      )}

      {framed ? (
        <div className={clsx('card overflow-hidden', dimmed)}>
          {cards && rowCount > 0 && (
            <ul aria-label={cards.label} className={clsx('divide-y divide-line', breakpoint?.cards)}>
              {cards.items}
            </ul>
          )}
          {children ?? (
            <div className={clsx('overflow-x-auto', breakpoint?.table)}>
              {table && <AdminTable {...table} />}
            </div>
          )}
          {emptyState}
        </div>
      ) : (
        <>
          {rowCount > 0 && <div className={dimmed}>{children}</div>}
          {showsEmptyState && <div className="card overflow-hidden">{emptyState}</div>}
        </>
      )}

      {afterTable}

      {page && 'last_page' in page && pagination && (
        <Pagination page={page.current_page} lastPage={page.last_page} label={pagination.label} hrefFor={pagination.hrefFor} />
      )}
    </>
  );
}
