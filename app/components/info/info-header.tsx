import type { ReactNode } from 'react';

/** Links inside running text: underlined, so they do not rely on colour alone. */
export const TEXT_LINK = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover';

/** Eyebrow, the page's only h1 and a lead: the top of every help and legal page. */
export function InfoHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl leading-[1.06] font-medium tracking-tight text-balance sm:text-5xl">{title}</h1>
      {lead && <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">{lead}</p>}
      {children}
    </header>
  );
}

/** A titled block of a help page; `id` makes it linkable (e.g. /help/returns#plazo). */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="font-display text-2xl font-medium tracking-tight sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 leading-relaxed text-muted [&_strong]:font-semibold [&_strong]:text-fg">
        {children}
      </div>
    </section>
  );
}
