import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { InfoHeader } from '~/components/info/info-header';
import { StaticIsland } from '~/components/ui/static-island';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface SiblingPage {
  label: string;
  to: string;
}

/** The company pages of the footer's 'Empresa' column, in its order. */
export const COMPANY_PAGES: SiblingPage[] = [
  { label: 'Sobre nosotros', to: '/about' },
  { label: 'Trabaja con nosotros', to: '/careers' },
  { label: 'Prensa', to: '/press' },
  { label: 'Inversores', to: '/investors' },
  { label: 'Sostenibilidad', to: '/sustainability' },
];

/** The five legal texts of the footer's 'Legal' column, in its order. */
export const LEGAL_TEXTS: SiblingPage[] = [
  { label: 'Privacidad', to: '/privacy' },
  { label: 'Términos y condiciones', to: '/terms' },
  { label: 'Cookies', to: '/cookies' },
  { label: 'Accesibilidad', to: '/accessibility' },
  { label: 'Cumplimiento normativo', to: '/compliance' },
];

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '25 de noviembre de 2026', for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  return LONG_DATE.format(new Date(isoDate));
}

/**
 * Frame of the footer's company and legal pages, in the look of the legal texts: breadcrumbs, one
 * h1 with its lead, a table of contents to each section (h2), and links to the pages beside it.
 */
export function DocumentPage({
  area,
  title,
  crumb,
  lead,
  updatedAt,
  updatedLabel = 'Última revisión',
  sections,
  siblings,
  tocTitle = 'En esta página',
  numbered = false,
  inlineTocNumbers = false,
  children,
}: {
  /** 'Empresa' or 'Legal': the eyebrow, the middle breadcrumb and the name of the side links. */
  area: 'Empresa' | 'Legal';
  title: string;
  /** Breadcrumb label, when shorter than the title. */
  crumb?: string;
  lead: ReactNode;
  /** YYYY-MM-DD of the last review, shown under the lead. */
  updatedAt?: string;
  /** What the date is called ('Última actualización' on the privacy, terms and cookies texts). */
  updatedLabel?: string;
  sections: DocumentSection[];
  siblings: SiblingPage[];
  /** The table of contents' heading ('Contenido' on the privacy, terms and cookies texts). */
  tocTitle?: string;
  /** Legal texts number their sections. */
  numbered?: boolean;
  /** With `numbered`: the contents' numbers as text beside each link instead of list markers (privacy, terms, cookies). */
  inlineTocNumbers?: boolean;
  /** Shown under the header, before the sections. */
  children?: ReactNode;
}) {
  const siblingsLabel = area === 'Legal' ? 'Textos legales' : 'Páginas de la empresa';
  const inlineNumbers = numbered && inlineTocNumbers;
  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs crumbs={[{ label: 'Inicio', to: '/' }, { label: area }, { label: crumb ?? title }]} />
        <div className="mt-8 lg:mt-12">
          <InfoHeader eyebrow={area} title={title} lead={lead}>
            {updatedAt && (
              <p className="mt-4 text-sm text-muted">
                {updatedLabel}: <time dateTime={updatedAt}>{longDate(updatedAt)}</time>
              </p>
            )}
            {children}
          </InfoHeader>
        </div>

        {/* The text never changes once drawn: the browser keeps the server's markup (issue 23). */}
        <StaticIsland className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-10 border-t border-line pt-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <div className="flex min-w-0 flex-col gap-8 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
            <nav aria-labelledby="document-toc-title" className="rounded-2xl border border-line bg-surface p-5">
              <h2 id="document-toc-title" className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
                {tocTitle}
              </h2>
              <ol className={clsx('mt-4 flex flex-col gap-2.5 text-sm', numbered && !inlineNumbers ? 'list-decimal pl-5 marker:text-muted' : 'list-none')}>
                {sections.map((section, index) => (
                  <li key={section.id} className={inlineNumbers ? 'flex gap-2' : undefined}>
                    {inlineNumbers && (
                      <span aria-hidden="true" className="w-5 shrink-0 text-muted tabular-nums">
                        {index + 1}.
                      </span>
                    )}
                    <a href={`#${section.id}`} className="text-fg underline-offset-4 hover:text-primary hover:underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <nav aria-label={siblingsLabel}>
              <ul className="flex flex-wrap gap-2 lg:flex-col">
                {siblings.map((page) => (
                  <li key={page.to}>
                    <NavLink
                      to={page.to}
                      end
                      className={({ isActive }) =>
                        clsx(
                          'inline-flex rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                          isActive ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface hover:bg-surface-muted',
                        )
                      }
                    >
                      {page.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <article className="flex max-w-3xl min-w-0 flex-col gap-12">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28">
                <h2 id={`${section.id}-title`} className="font-display text-2xl font-medium tracking-tight sm:text-3xl">
                  {numbered && <span className="text-primary tabular-nums">{index + 1}. </span>}
                  {section.title}
                </h2>
                {/* Text lists (no class of their own) get bullets or numbers; a grid of cards keeps its own layout. */}
                <div className="mt-4 flex flex-col gap-4 leading-relaxed text-muted [&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-fg [&_strong]:font-semibold [&_strong]:text-fg [&_ul:not([class])]:flex [&_ul:not([class])]:list-disc [&_ul:not([class])]:flex-col [&_ul:not([class])]:gap-2 [&_ul:not([class])]:pl-5 [&_ol:not([class])]:flex [&_ol:not([class])]:list-decimal [&_ol:not([class])]:flex-col [&_ol:not([class])]:gap-2 [&_ol:not([class])]:pl-5">
                  {section.body}
                </div>
              </section>
            ))}
          </article>
        </StaticIsland>
      </div>
    </main>
  );
}
