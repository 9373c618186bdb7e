import clsx from 'clsx';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditEntry } from '@common/audit/contracts';
import { auditActionLabel, auditEntityLabel, auditFieldLabel } from '@common/audit/labels';
import { AdminAvatar } from '../admin-avatar';
import type { AdminTableProps, Column } from '../kit/admin-table';
import { AuditValue, entryTitle, formatAuditWhen } from './audit-format';

const ACTION_TONE: Record<string, string> = {
  create: 'bg-success/12 text-success ring-1 ring-inset ring-success/25',
  delete: 'bg-danger/10 text-danger ring-1 ring-inset ring-danger/25',
};

/** The action as a small badge: 'Creó', 'Editó', 'Eliminó'… */
export function AuditActionBadge({ action }: { action: string }) {
  return (
    <span className={clsx('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap', ACTION_TONE[action] ?? 'bg-surface-muted text-fg ring-1 ring-inset ring-line')}>
      {auditActionLabel(action)}
    </span>
  );
}

/** The entity's type, and its name linked to its screen while it exists. */
export function AuditEntityCell({ entry }: { entry: AuditEntry }) {
  const title = entryTitle(entry);
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{auditEntityLabel(entry.entity_type)}</p>
      {entry.link ? (
        <Link to={entry.link} className="font-semibold break-words text-fg underline-offset-2 hover:text-primary hover:underline">
          {title}
        </Link>
      ) : (
        <span className="font-semibold break-words text-fg">{title}</span>
      )}
    </div>
  );
}

/**
 * The log's columns: one entry a row; its changes open below it in a row of their own (a
 * disclosure: the button says whether it is open and which region it controls).
 */
export const auditColumns: Column<AuditEntry>[] = [
  {
    header: 'Cuándo',
    className: 'py-3 pr-2 pl-4',
    cellClassName: 'whitespace-nowrap text-fg tabular-nums',
    cell: (entry) => (
      <time dateTime={entry.created_at} title={formatAuditWhen(entry.created_at, true) ?? undefined}>
        {formatAuditWhen(entry.created_at) ?? entry.created_at}
      </time>
    ),
  },
  {
    header: 'Quién',
    className: 'px-3 py-3',
    cell: (entry) => (
      <div className="flex items-center gap-2.5">
        <AdminAvatar name={entry.actor.name} tone="soft" className="hidden size-8 text-xs sm:inline-flex" />
        <span className="font-medium break-words text-fg">{entry.actor.name}</span>
      </div>
    ),
  },
  { header: 'Acción', className: 'px-3 py-3', cell: (entry) => <AuditActionBadge action={entry.action} /> },
  { header: 'Sobre', className: 'px-3 py-3', cell: (entry) => <AuditEntityCell entry={entry} /> },
  {
    header: 'Cambios',
    className: 'py-3 pr-4 pl-3 text-right',
    cell: (entry, { open, toggle, id }) => {
      const count = Object.keys(entry.changes).length;
      if (count === 0) return <span className="text-sm text-muted">Sin detalle</span>;
      return (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-primary hover:bg-surface-muted"
        >
          {open ? 'Ocultar' : 'Ver'} {count} {count === 1 ? 'cambio' : 'cambios'}
          <span className="sr-only"> de {entryTitle(entry)}</span>
          <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </button>
      );
    },
  },
];

/** An entry's changes, field by field, before → after. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,12rem)_minmax(0,1fr)]">
      {fields.map(([field, change]) => (
        <div key={field} className="contents">
          <dt className="pt-2 font-semibold text-fg">{auditFieldLabel(field)}</dt>
          <dd className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-2.5 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1 text-muted">
              <span className="sr-only">Antes: </span>
              <AuditValue field={field} value={change.before} />
            </div>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 rotate-90 self-center text-muted sm:mt-0.5 sm:rotate-0 sm:self-start" />
            <div className="min-w-0 flex-1 font-medium text-fg">
              <span className="sr-only">Después: </span>
              <AuditValue field={field} value={change.after} />
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The row of an entry's changes below it, for the entries that have any. */
export const auditChangesRow: NonNullable<AdminTableProps<AuditEntry>['rowDetail']> = {
  content: (entry) => (Object.keys(entry.changes).length > 0 ? <AuditChanges entry={entry} /> : null),
  className: 'bg-surface-muted/50',
  cellClassName: 'px-4 pt-1 pb-4',
};
