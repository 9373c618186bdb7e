import { formatCount } from '../dashboard-format';
import type { ListStatus } from './use-list-filters';

/**
 * The line above a back-office list: 'Cargando…' while it loads, '21–40 de 1.287 productos' once
 * it has rows, '0 productos' when none match; read out politely by screen readers as it changes.
 */
export function ListCount({
  page,
  status,
  loadingText,
  noun,
}: {
  page: { from: number | null; to: number | null; total: number } | null;
  status: ListStatus;
  loadingText: string;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
}) {
  const [one, many] = noun;
  return (
    <p className="min-h-6 text-sm text-muted" aria-live="polite">
      {status === 'loading'
        ? loadingText
        : page && page.total > 0
          ? `${page.from}–${page.to} de ${formatCount(page.total)} ${page.total === 1 ? one : many}`
          : status === 'ready'
            ? `0 ${many}`
            : ''}
    </p>
  );
}
