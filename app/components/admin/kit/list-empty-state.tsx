import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListStatus } from './use-list-filters';

// What a back-office list shows in place of rows (also drawn by `AdminListResults`).

interface Message {
  title: string;
  hint: string;
}

/**
 * What a back-office list shows with no rows: loading, the load failed, nothing matches the
 * filters (with a hint to widen them), or nothing exists yet (with the first step, if any).
 */
export function ListEmptyState({
  rowCount,
  status,
  filtered,
  icon: Icon,
  noMatch,
  empty,
  emptyAction,
  loadingText,
}: {
  rowCount: number;
  status: ListStatus;
  filtered: boolean;
  icon: LucideIcon;
  noMatch: Message;
  empty: Message;
  /** The first step when the list has never had anything ('Nuevo producto'). */
  emptyAction?: ReactNode;
  /** Said in the table's place while the first page loads (lists that show no count line). */
  loadingText?: string;
}) {
  if (rowCount > 0) return null;
  if (status === 'loading') {
    return loadingText ? (
      <p role="status" className="px-6 py-14 text-center text-sm text-muted">
        {loadingText}
      </p>
    ) : null;
  }
  const message = filtered ? noMatch : empty;
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {status === 'error' ? (
        <p className="font-semibold text-fg">Sin datos que mostrar</p>
      ) : (
        <>
          <p className="font-semibold text-fg">{message.title}</p>
          <p className="text-sm text-muted">{message.hint}</p>
          {!filtered && emptyAction ? <div className="mt-2">{emptyAction}</div> : null}
        </>
      )}
    </div>
  );
}
