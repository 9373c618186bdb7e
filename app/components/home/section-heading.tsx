import type { ReactNode } from 'react';
import clsx from 'clsx';

/** Eyebrow, serif title and optional lead shared by the home sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="eyebrow">{eyebrow}</p>
      <h2
        id={id}
        className="mt-4 font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance sm:text-5xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">{lead}</p>}
    </div>
  );
}
