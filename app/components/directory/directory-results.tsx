import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { DirectoryPage } from '@common/directory/contracts';
import type { DirectoryKind } from '@common/directory/rules';
import { Pagination } from '~/components/catalog/pagination';
import { DirectoryCard } from './directory-card';
import { changeDirectoryFilters, directoryHref, hasActiveFilters, NO_FILTERS, type DirectoryFilters } from './directory-query';

/** '1 ficha' / '12 fichas'. */
export function entryCountText(count: number): string {
  return count === 1 ? '1 ficha' : `${count} fichas`;
}

/** The cards of one page, or the empty state; pagination as links. */
export function DirectoryResults({ kind, filters, page }: { kind: DirectoryKind | null; filters: DirectoryFilters; page: DirectoryPage }) {
  return (
    <section aria-labelledby="directory-results-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="directory-results-title" className="font-display text-2xl font-medium tracking-tight">
          {entryCountText(page.total)}
        </h2>
        {page.from !== null && page.to !== null && page.last_page > 1 && (
          <p className="text-sm text-muted tabular-nums">
            {page.from}–{page.to} de {page.total}
          </p>
        )}
      </div>

      {page.data.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-[1.75rem] border border-dashed border-line bg-surface px-6 py-16 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-primary">
            <SearchX aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-6 font-display text-2xl font-medium">No hay fichas con estos filtros</h3>
          <p className="mt-2 max-w-md text-muted">
            {hasActiveFilters(filters)
              ? 'Prueba con otras palabras, otra provincia u otro sector, o quita los filtros para ver todo el directorio.'
              : 'Todavía no hay fichas publicadas aquí. ¿Conoces un negocio que debería estar? Propónnoslo.'}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {hasActiveFilters(filters) && (
              <Link to={directoryHref(kind, NO_FILTERS)} preventScrollReset className="btn-primary">
                Limpiar filtros
              </Link>
            )}
            <Link to="/directorio/alta" className="btn-secondary">
              Añade tu negocio
            </Link>
          </div>
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {page.data.map((entry) => (
            <li key={entry.id}>
              <DirectoryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-12">
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          label="Páginas del directorio"
          hrefFor={(target) => directoryHref(kind, changeDirectoryFilters(filters, { page: target }))}
        />
      </div>
    </section>
  );
}
