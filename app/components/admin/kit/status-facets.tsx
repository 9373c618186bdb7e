import clsx from 'clsx';
import { Link } from 'react-router';
import { formatCount } from '../dashboard-format';
import { FilterSelect } from './filter-controls';

// A list's status facets, as the endpoint counts them (`status_facets`): `StatusFacets`, the row of
// links above the filters ('Todos 12', 'Pendiente 3'…), and `FacetSelect`, the status filter whose
// options say the same counts.

export interface StatusFacet<S extends string = string> {
  status: S;
  label: string;
  count: number;
}

/** The links to the list by status, the chosen one marked current; nothing while no facet is known. */
export function StatusFacets<S extends string>({
  label,
  allLabel,
  facets,
  active,
  hrefFor,
}: {
  /** The links' landmark: 'Pedidos por estado'. */
  label: string;
  /** The first link, every status: 'Todos', 'Todas'. */
  allLabel: string;
  facets: readonly StatusFacet<S>[];
  active: S | undefined;
  /** The list's address with this status (undefined: every status), on page 1. */
  hrefFor: (status: S | undefined) => string;
}) {
  if (facets.length === 0) return null;
  const allCount = facets.reduce((sum, facet) => sum + facet.count, 0);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <FacetLink active={!active} to={hrefFor(undefined)} label={allLabel} count={allCount} />
        </li>
        {facets.map((facet) => (
          <li key={facet.status}>
            <FacetLink active={active === facet.status} to={hrefFor(facet.status)} label={facet.label} count={facet.count} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One facet's link, its count beside it once known (a list's views, too). */
export function FacetLink({ active, to, label, count }: { active: boolean; to: string; label: string; count: number | undefined }) {
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-current={active ? 'true' : undefined}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
        active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {label}
      {count !== undefined ? (
        <span className={clsx('rounded-full px-2 text-xs font-semibold tabular-nums', active ? 'bg-on-primary/15' : 'bg-surface-muted')}>{formatCount(count)}</span>
      ) : null}
    </Link>
  );
}

/** The status filter: 'Todos' and each facet with its count ('Pendiente (3)'); a status it does not know is none. */
export function FacetSelect<S extends string>({
  label = 'Estado',
  allLabel = 'Todos',
  facets,
  value,
  onChange,
}: {
  label?: string;
  allLabel?: string;
  facets: readonly StatusFacet<S>[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}) {
  return (
    <FilterSelect label={label} value={value ?? ''} onChange={(text) => onChange(facets.find((facet) => facet.status === text)?.status)}>
      <option value="">{allLabel}</option>
      {facets.map((facet) => (
        <option key={facet.status} value={facet.status}>
          {`${facet.label} (${formatCount(facet.count)})`}
        </option>
      ))}
    </FilterSelect>
  );
}
