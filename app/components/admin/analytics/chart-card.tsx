import clsx from 'clsx';
import { ChevronDown, Table2 } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';

export interface ChartTable {
  caption: string;
  columns: readonly { label: string; isNumeric?: boolean }[];
  /** Each row's cells, already written as they are read ('123,45 €'); the first is the row's header. */
  rows: readonly (readonly string[])[];
}

/**
 * One chart of the dashboard: its heading, a sentence that says what it shows (computed from the
 * same figures), the drawing — hidden from assistive technology, which reads the sentence and the
 * table instead — and «Ver como tabla», a real button that opens the figures as a table.
 * With nothing to draw, a friendly sentence instead of an empty chart.
 */
export function ChartCard({
  title,
  summary,
  table,
  isEmpty,
  emptyText,
  className,
  children,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  isEmpty: boolean;
  emptyText: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const tableId = useId();
  const [isTableOpen, setTableOpen] = useState(false);
  return (
    <section aria-labelledby={titleId} className={clsx('flex min-w-0 flex-col rounded-xl border border-line bg-surface p-4 sm:p-5', className)}>
      <h3 id={titleId} className="font-display text-base font-semibold text-fg">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{summary}</p>
      {isEmpty ? (
        <p className="mt-4 rounded-lg border border-dashed border-line bg-surface-muted px-4 py-8 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-auto h-64 w-full pt-4">
            <Suspense fallback={<div className="td-admin-skeleton size-full rounded-lg" />}>{children}</Suspense>
          </div>
          <button
            type="button"
            aria-expanded={isTableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
            className="mt-3 inline-flex items-center gap-1.5 self-start rounded-md py-1 text-sm font-semibold text-primary hover:underline"
          >
            <Table2 aria-hidden="true" className="size-4" />
            {isTableOpen ? 'Ocultar tabla' : 'Ver como tabla'}
            <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform motion-reduce:transition-none', isTableOpen && 'rotate-180')} />
          </button>
          {/* A long period scrolls inside the frame: a named region keyboard users can reach and scroll. */}
          <div id={tableId} hidden={!isTableOpen} role="region" aria-label={`${title}: tabla`} tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded-lg border border-line focus-visible:outline-offset-2">
            {isTableOpen && <FiguresTable table={table} />}
          </div>
        </>
      )}
    </section>
  );
}

/** The figures of a chart or a list as a table: caption, column headers, and each row's header. */
export function FiguresTable({ table }: { table: ChartTable }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{table.caption}</caption>
      <thead className="sticky top-0 bg-surface-muted">
        <tr>
          {table.columns.map((column) => (
            <th key={column.label} scope="col" className={clsx('px-3 py-2 font-semibold text-fg', column.isNumeric ? 'text-right' : 'text-left')}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-3 py-2 text-left font-medium text-fg">
                  {cell}
                </th>
              ) : (
                <td key={index} className={clsx('px-3 py-2 text-fg tabular-nums', table.columns[index]?.isNumeric ? 'text-right' : 'text-left')}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
