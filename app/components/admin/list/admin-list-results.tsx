import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from '~/components/catalog/pagination';
import { LoadErrorCard } from '../catalog/load-error-card';
import { ListCount } from './list-count';
import { ListEmptyState } from './list-empty-state';
import type { ListStatus } from './use-list-filters';

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
 */
export function AdminListResults({
  page,
  status,
  isLoading,
  rowCount,
  noun,
  loadingText,
  errorTitle,
  onRetry,
  caption,
  head,
  rows,
  cards,
  empty,
  afterTable,
  pagination,
}: {
  page: ListPage | null;
  status: ListStatus;
  isLoading: boolean;
  rowCount: number;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
  loadingText: string;
  /** 'No se pudo cargar el listado de productos.' */
  errorTitle: string;
  onRetry?: () => void;
  /** The table's caption, for screen readers. */
  caption: string;
  /** The header row (`<tr>`). */
  head: ReactNode;
  /** The body rows. */
  rows: ReactNode;
  cards?: { label: string; items: ReactNode; below: keyof typeof CARD_BREAKPOINTS };
  empty: Omit<ComponentProps<typeof ListEmptyState>, 'rowCount' | 'status' | 'loadingText'>;
  /** Between the table and the page links (a bulk-actions bar). */
  afterTable?: ReactNode;
  pagination: { label: string; hrefFor: (page: number) => string };
}) {
  const breakpoint = cards ? CARD_BREAKPOINTS[cards.below] : undefined;
  return (
    <>
      <ListCount page={page} status={status} loadingText={loadingText} noun={noun} />

      {status === 'error' && (
        <LoadErrorCard
          title={errorTitle}
          detail="La lista aparece vacía hasta que el servidor responda. Comprueba la conexión e inténtalo de nuevo."
          onRetry={onRetry}
        />
      )}

      <div className={clsx('card overflow-hidden', isLoading && page && 'opacity-70 transition-opacity')}>
        {cards && rowCount > 0 && (
          <ul aria-label={cards.label} className={clsx('divide-y divide-line', breakpoint?.cards)}>
            {cards.items}
          </ul>
        )}
        <div className={clsx('overflow-x-auto', breakpoint?.table)}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">{head}</thead>
            <tbody className="divide-y divide-line">{rows}</tbody>
          </table>
        </div>
        <ListEmptyState rowCount={rowCount} status={status} loadingText={loadingText} {...empty} />
      </div>

      {afterTable}

      {page && <Pagination page={page.current_page} lastPage={page.last_page} label={pagination.label} hrefFor={pagination.hrefFor} />}
    </>
  );
}
