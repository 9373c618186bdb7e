import { formatCount } from '../dashboard-format';
import type { ListStatus } from './use-list-filters';

// The count line above a back-office list (also drawn by `AdminListResults`).

/**
 * The line above a back-office list: 'Cargando…' while it loads, '21–40 de 1.287 productos' once
 * it has rows ('12 marcas' for a list without pages, given only its `total`), '0 productos' when
 * none match; `detail` is said after the count (' · 2 propios'); read out politely by screen
 * readers as it changes.
 */
export function ListCount({
  page,
  status,
  loadingText,
  noun,
  detail = '',
}: {
  /** A page of a paged list, or `{ total }` for a list shown whole; null while there is none. */
  page: { from: number | null; to: number | null; total: number } | { total: number } | null;
  status: ListStatus;
  loadingText: string;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
  /** Said after the count, once there is one: ' · 2 propios'. */
  detail?: string;
}) {
  const [one, many] = noun;
  const counted = (total: number) => `${formatCount(total)} ${total === 1 ? one : many}`;
  return (
    <p className="min-h-6 text-sm text-muted" aria-live="polite">
      {status === 'loading'
        ? loadingText
        : page && page.total > 0
          ? `${'from' in page ? `${page.from}–${page.to} de ` : ''}${counted(page.total)}${detail}`
          : status === 'ready'
            ? `0 ${many}${detail}`
            : ''}
    </p>
  );
}
