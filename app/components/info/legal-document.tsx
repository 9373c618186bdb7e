import clsx from 'clsx';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { LEGAL_TEXTS } from '~/components/company/document-page';
import { InfoHeader } from './info-header';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The date the three texts (privacy, terms, cookies) last changed, shown on each as 'Última
 * actualización'. Change it whenever the wording of one of them changes; the links between the
 * legal texts are no part of the texts and do not move it.
 */
export const LEGAL_UPDATED_AT = '2026-11-25';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Frame of a legal page: one h1, a table of contents linking to each numbered section, the
 * sections as h2, and links to every legal text of the footer's 'Legal' column (the accessibility
 * statement and the legal notice included).
 */
export function LegalDocument({
  title,
  crumb,
  lead,
  sections,
  children,
}: {
  title: string;
  /** Breadcrumb label, when shorter than the title. */
  crumb?: string;
  lead: ReactNode;
  sections: LegalSection[];
  /** Shown under the header, before the sections (e.g. a button). */
  children?: ReactNode;
}) {
  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Legal' }, { label: crumb ?? title }]} />
        <div className="mt-8 lg:mt-12">
          <InfoHeader eyebrow="Legal" title={title} lead={lead}>
            <p className="mt-4 text-sm text-muted">
              Última actualización: <time dateTime={LEGAL_UPDATED_AT}>{LONG_DATE.format(new Date(LEGAL_UPDATED_AT))}</time>
            </p>
            {children}
          </InfoHeader>
        </div>

        <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-10 border-t border-line pt-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <div className="flex min-w-0 flex-col gap-8 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
            <nav aria-labelledby="legal-toc-title" className="rounded-2xl border border-line bg-surface p-5">
              <h2 id="legal-toc-title" className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
                Contenido
              </h2>
              <ol className="mt-4 flex flex-col gap-2.5 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id} className="flex gap-2">
                    <span aria-hidden="true" className="w-5 shrink-0 text-muted tabular-nums">
                      {index + 1}.
                    </span>
                    <a href={`#${section.id}`} className="text-fg underline-offset-4 hover:text-primary hover:underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <nav aria-label="Textos legales">
              <ul className="flex flex-wrap gap-2 lg:flex-col">
                {LEGAL_TEXTS.map((page) => (
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
                  <span className="text-primary tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                <div className="mt-4 flex flex-col gap-4 leading-relaxed text-muted [&_h3]:mt-2 [&_h3]:font-semibold [&_h3]:text-fg [&_strong]:font-semibold [&_strong]:text-fg [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
                  {section.body}
                </div>
              </section>
            ))}
          </article>
        </div>
      </div>
    </main>
  );
}
