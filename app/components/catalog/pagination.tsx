import clsx from 'clsx';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

const ITEM = 'inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors sm:px-5';

/** Spec §2: 'Anterior' / 'Página X de Y' / 'Siguiente'; links, so they work before JavaScript loads. */
export function Pagination({
  page,
  lastPage,
  hrefFor,
  label = 'Paginación de productos',
  moreThanLast = false,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** The pages were counted only up to a bound (a broad search, issue 37): there are more than `lastPage`. */
  moreThanLast?: boolean;
}) {
  if (lastPage <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < lastPage;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4 border-t border-line pt-8">
      {hasPrevious ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={clsx(ITEM, 'border-line bg-surface hover:border-fg')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Anterior
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(ITEM, 'border-transparent text-muted')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Anterior
        </span>
      )}
      <p className="text-center text-sm whitespace-nowrap text-muted">
        Página <span className="font-semibold text-fg">{page}</span> de{' '}
        {moreThanLast && 'más de '}
        <span className="font-semibold text-fg">{moreThanLast ? lastPage - 1 : lastPage}</span>
      </p>
      {hasNext ? (
        <Link to={hrefFor(page + 1)} rel="next" className={clsx(ITEM, 'border-line bg-surface hover:border-fg')}>
          Siguiente
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(ITEM, 'border-transparent text-muted')}>
          Siguiente
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
