import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** The heading band of the store pages: breadcrumbs, eyebrow, serif title, lead and actions. */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
  aside,
  className,
}: {
  crumbs?: Crumb[];
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('container-page pt-8 pb-12 lg:pt-12 lg:pb-16', className)}>
      {crumbs && crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      <div className={clsx('grid items-end gap-10', aside && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:gap-16')}>
        <div className="max-w-2xl">
          {eyebrow && <p className="eyebrow mt-8">{eyebrow}</p>}
          <h1 className="mt-5 font-display text-[2.6rem] leading-[1.04] font-medium tracking-tight text-balance sm:text-6xl">
            {title}
          </h1>
          {lead && <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted text-pretty">{lead}</p>}
          {children}
        </div>
        {aside}
      </div>
    </div>
  );
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Migas de pan">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {crumbs.map((crumb, i) => {
          const isLast = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
              {crumb.to && !isLast ? (
                <Link to={crumb.to} className="underline-offset-4 hover:text-fg hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={clsx(isLast && 'text-fg')}>
                  {crumb.label}
                </span>
              )}
              {!isLast && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
