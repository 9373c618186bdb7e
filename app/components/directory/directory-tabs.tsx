import clsx from 'clsx';
import { Link } from 'react-router';
import type { DirectoryFacets } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS, DIRECTORY_KINDS, type DirectoryKind } from '@common/directory/rules';
import { changeDirectoryFilters, directoryHref, type DirectoryFilters } from './directory-query';

/**
 * Todos / Empresas / Servicios / Profesionales: links to the four lists (not ARIA tabs: each is a
 * page of its own), keeping the search and filters, with how many entries each has for them.
 */
export function DirectoryTabs({ kind, filters, facets }: { kind: DirectoryKind | null; filters: DirectoryFilters; facets: DirectoryFacets }) {
  const countOf = (tab: DirectoryKind) => facets.kinds.find((item) => item.kind === tab)?.count ?? 0;
  const tabs = [
    { kind: null, label: 'Todos', count: DIRECTORY_KINDS.reduce((sum, tab) => sum + countOf(tab), 0) },
    ...DIRECTORY_KINDS.map((tab) => ({ kind: tab, label: DIRECTORY_KIND_LABELS[tab].plural, count: countOf(tab) })),
  ];
  const kept = changeDirectoryFilters(filters, {});
  return (
    <nav aria-label="Tipos de ficha" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((tab) => {
          const isCurrent = tab.kind === kind;
          return (
            <li key={tab.label}>
              <Link
                to={directoryHref(tab.kind, kept)}
                aria-current={isCurrent ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  '-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-4 text-sm font-semibold transition-colors',
                  isCurrent ? 'border-primary text-fg' : 'border-transparent text-muted hover:border-line hover:text-fg',
                )}
              >
                {tab.label}
                <span
                  className={clsx(
                    'inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs tabular-nums',
                    isCurrent ? 'bg-primary text-on-primary' : 'bg-surface-muted text-muted',
                  )}
                >
                  <span className="sr-only">(</span>
                  {tab.count}
                  <span className="sr-only">{tab.count === 1 ? ' ficha)' : ' fichas)'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
