import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Main way forward; the store unless a screen says otherwise. */
  action?: { label: string; to: string } | null;
  secondaryAction?: { label: string; to: string };
  /** Extra lines under the description, e.g. what will appear here. */
  children?: ReactNode;
  /** h2 by default: the screen's own heading is the h1. */
  headingLevel?: 'h2' | 'h3';
}

/** A calm, designed 'nothing here yet' that tells the customer what will appear and where to go. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action = { label: 'Ir a la tienda', to: '/store' },
  secondaryAction,
  children,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className="card relative overflow-hidden px-6 py-14 text-center sm:px-12 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-surface-muted/80 to-transparent"
      />
      <div className="relative mx-auto max-w-md">
        <span className="mx-auto grid size-16 place-items-center rounded-full border border-line bg-bg">
          <Icon aria-hidden="true" className="size-7 text-primary" strokeWidth={1.5} />
        </span>
        <Heading className="mt-6 font-display text-2xl font-semibold tracking-tight text-balance">{title}</Heading>
        <p className="mt-3 leading-relaxed text-muted">{description}</p>
        {children}
        {action || secondaryAction ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {action ? (
              <Link to={action.to} className="btn-primary">
                {action.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {secondaryAction ? (
              <Link to={secondaryAction.to} className="btn-secondary">
                {secondaryAction.label}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
