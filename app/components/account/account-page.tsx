import type { ReactNode } from 'react';

interface AccountPageProps {
  /** Small line above the heading, e.g. the group of the screen. */
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the heading's right. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of each customer-area screen: one h1, a line saying what the screen is for. */
export function AccountPage({ eyebrow, title, description, actions, children }: AccountPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="flex flex-col gap-5 border-b border-line pb-7 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          {description ? <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="pt-8">{children}</div>
    </div>
  );
}

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Right side of the card's heading. */
  aside?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A titled card inside a screen (h2). */
export function SectionCard({ title, description, aside, children, id }: SectionCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section aria-labelledby={headingId} className="card p-6 sm:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <p className="mt-1.5 text-sm leading-relaxed text-muted">{description}</p> : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
