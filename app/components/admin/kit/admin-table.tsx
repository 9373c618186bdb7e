import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from 'lucide-react';
import { useId, useState, type Key, type ReactNode } from 'react';
import { Link } from 'react-router';

// A back-office table from its column definitions: what is new about a list is its columns (the
// header, how a row fills the cell), drawn with the markup every staff table shares: a caption for
// screen readers, `th scope="col"`, aria-sort on the sorted column, the hover row, and the row link
// (the chevron at the end of the row whose name says what it opens; `RowLink` names the row itself).
// A row may have a detail below it (`rowDetail`): a second row across every column, hidden until
// a cell's disclosure button opens it; the kit keeps whether it is open and the id it goes by.

export type SortDirection = 'ascending' | 'descending';

/** A row's detail as its cells see it: give the disclosure button `aria-expanded={open}`, `aria-controls={id}` and `onClick={toggle}`. */
export interface RowDetailState {
  open: boolean;
  toggle: () => void;
  id: string;
}

export interface Column<Row> {
  /** The header's text; with `srOnly`, said only to screen readers (an 'Acciones' or 'Abrir' column). */
  header: string;
  srOnly?: boolean;
  /** Drawn in the header instead of its text (a sort button); `header` still names the column. */
  headerCell?: ReactNode;
  /** What a row shows in this column; `detail` is its detail row's state, when the table has `rowDetail`. */
  cell: (row: Row, detail: RowDetailState) => ReactNode;
  /** The header's and the cells' classes: padding, alignment, the width below which the column hides. Default 'px-4 py-3'. */
  className?: string;
  /** The cells' own classes on top (colour, wrapping). */
  cellClassName?: string;
  /** The key the list sorts by when it sorts by this column: matched against the table's `sortedBy` for aria-sort. */
  sortKey?: string;
}

export interface AdminTableProps<Row> {
  /** For screen readers: what the table lists (and in what order, when it says so). */
  caption: string;
  columns: readonly (Column<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A row's own classes (being deleted, selected). */
  rowClassName?: (row: Row) => string | false | null | undefined;
  /** The column the list is sorted by, and which way. */
  sortedBy?: { key: string; direction: SortDirection };
  /** The row's page: a last column with the chevron link, named by `label` ('Ver el pedido 1042'). */
  rowLink?: { href: (row: Row) => string; label: (row: Row) => string };
  /** The table's own classes (a minimum width). */
  className?: string;
  /** Every row's classes instead of the hover row's (a log's rows, aligned at the top). */
  rowBaseClassName?: string;
  /** A row's detail, drawn in a row of its own below it across every column and hidden until opened (`content` null: the row has none). */
  rowDetail?: { content: (row: Row) => ReactNode; className?: string; cellClassName?: string };
}

const DEFAULT_CELL = 'px-4 py-3';
const ROW = 'align-middle transition-colors hover:bg-surface-muted/40';

/** The chevron column a `rowLink` adds. */
function openColumn<Row>({ href, label }: NonNullable<AdminTableProps<Row>['rowLink']>): Column<Row> {
  return {
    header: 'Abrir',
    srOnly: true,
    className: 'px-4 py-3 text-right',
    cell: (row) => (
      <Link
        to={href(row)}
        className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
        <span className="sr-only">{label(row)}</span>
      </Link>
    ),
  };
}

/** The table of a back-office list (drawn by `AdminListResults` from its `table`, or alone). */
export function AdminTable<Row>({ caption, columns, rows, rowKey, rowClassName, sortedBy, rowLink, className, rowBaseClassName = ROW, rowDetail }: AdminTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => Boolean(column));
  if (rowLink) shown.push(openColumn(rowLink));
  return (
    <table className={clsx('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
        <tr>
          {shown.map((column) => (
            <th
              key={column.header}
              scope="col"
              aria-sort={column.sortKey !== undefined && column.sortKey === sortedBy?.key ? sortedBy.direction : undefined}
              className={column.className ?? DEFAULT_CELL}
            >
              {column.headerCell ?? (column.srOnly ? <span className="sr-only">{column.header}</span> : column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <AdminTableRow key={rowKey(row)} row={row} columns={shown} className={clsx(rowBaseClassName, rowClassName?.(row))} detail={rowDetail} />
        ))}
      </tbody>
    </table>
  );
}

/** One row, and its detail row when it has one (whether that is open lives here). */
function AdminTableRow<Row>({ row, columns, className, detail }: { row: Row; columns: Column<Row>[]; className: string; detail: AdminTableProps<Row>['rowDetail'] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const state: RowDetailState = { open, toggle: () => setOpen((now) => !now), id };
  const content = detail?.content(row);
  return (
    <>
      <tr className={className}>
        {columns.map((column) => (
          <td key={column.header} className={clsx(column.className ?? DEFAULT_CELL, column.cellClassName)}>
            {column.cell(row, state)}
          </td>
        ))}
      </tr>
      {content !== undefined && content !== null && (
        <tr id={id} hidden={!open} className={detail?.className}>
          <td colSpan={columns.length} className={detail?.cellClassName}>
            {content}
          </td>
        </tr>
      )}
    </>
  );
}

/** The row's name as the link to its page (the number of an order, the name of a person). */
export function RowLink({ to, numeric = true, children }: { to: string; numeric?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={clsx('font-semibold text-fg hover:text-primary hover:underline', numeric && 'tabular-nums')}>
      {children}
    </Link>
  );
}

/** A phone card's title as the link to the row's page; the whole card answers to it (`li` relative). */
export function CardLink({ to, numeric = true, children }: { to: string; numeric?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={clsx('font-semibold text-fg after:absolute after:inset-0 hover:text-primary', numeric && 'tabular-nums')}>
      {children}
    </Link>
  );
}

/** A row's icon action (edit, duplicate, switch on or off): a round 40 px target. */
export const rowActionClass =
  'inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:opacity-50';
/** The same for deleting: red on hover. */
export const rowDeleteClass =
  'inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-50';

/** The last column of a list whose rows have actions ('Acciones', said only to screen readers), right-aligned in a row. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  return {
    header: 'Acciones',
    srOnly: true,
    className: 'py-3 pr-2 pl-1 text-right sm:px-4',
    cell: (row) => <div className="flex items-center justify-end gap-0.5">{cell(row)}</div>,
  };
}

/** A header that sorts the list by its column ('Clics'), saying which way it is sorted; give it as the column's `headerCell`. */
export function SortHeaderButton({ label, direction, onClick }: { label: string; direction: SortDirection | undefined; onClick: () => void }) {
  const Icon = !direction ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={onClick} className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-fg">
      {label}
      <Icon aria-hidden="true" className={clsx('size-3.5', !direction && 'opacity-50')} />
      <span className="sr-only">{direction ? (direction === 'ascending' ? ', orden ascendente' : ', orden descendente') : ', ordenar'}</span>
    </button>
  );
}
