import { ArrowLeft, ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DirectoryEntry } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS } from '@common/directory/rules';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { directoryListPath } from './directory-query';
import { EntryLogo, EntryTags, VerifiedBadge } from './entry-logo';

/** The paragraphs of a plain-text description (separated by a blank line). */
export function paragraphsOf(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** 'https://www.taller.es/contacto' → 'taller.es/contacto'. */
export function websiteText(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
}

const LINK = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover break-words';

function ContactRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {icon}
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-fg">{children}</dd>
    </div>
  );
}

/** An entry's page: who they are, what they do, where and how to reach them. */
export function EntryView({ entry }: { entry: DirectoryEntry }) {
  const kind = DIRECTORY_KIND_LABELS[entry.kind];
  const listPath = directoryListPath(entry.kind);
  const paragraphs = paragraphsOf(entry.description);
  const ICON = 'size-5';
  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs
          crumbs={[
            { label: 'Inicio', to: '/' },
            { label: 'Directorio', to: '/directorio' },
            { label: kind.plural, to: listPath },
            { label: entry.name },
          ]}
        />

        <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <article aria-labelledby="entry-name" className="min-w-0">
            <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <EntryLogo name={entry.name} logoUrl={entry.logo_url} size="lg" />
              <div className="min-w-0">
                <p className="eyebrow">
                  {kind.singular} · {entry.sector}
                </p>
                <h1 id="entry-name" className="mt-3 font-display text-4xl leading-[1.06] font-medium tracking-tight text-balance sm:text-5xl">
                  {entry.name}
                </h1>
                <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted">
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    {entry.city} · {entry.province}
                  </span>
                  {entry.is_verified && <VerifiedBadge />}
                </p>
              </div>
            </header>

            <div className="mt-8 flex max-w-3xl flex-col gap-4 leading-relaxed">
              <p className="text-lg text-fg text-pretty">{entry.summary}</p>
              {paragraphs.map((paragraph, index) => (
                <p key={index} className="text-muted">
                  {paragraph}
                </p>
              ))}
            </div>

            {entry.tags.length > 0 && (
              <section aria-labelledby="entry-tags-title" className="mt-10">
                <h2 id="entry-tags-title" className="text-sm font-semibold text-fg">
                  Etiquetas
                </h2>
                <div className="mt-3">
                  <EntryTags tags={entry.tags} label={`Etiquetas de ${entry.name}`} />
                </div>
              </section>
            )}

            <Link to={listPath} className="mt-12 inline-flex items-center gap-2 text-sm font-semibold text-primary underline underline-offset-4">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver a {kind.plural.toLowerCase()}
            </Link>
          </article>

          <aside aria-labelledby="entry-contact-title" className="lg:sticky lg:top-28 lg:self-start">
            <section className="card p-6">
              <h2 id="entry-contact-title" className="font-display text-2xl font-medium">
                Contacto
              </h2>
              <dl className="mt-5 flex flex-col gap-5 text-sm">
                <ContactRow icon={<MapPin aria-hidden="true" className={ICON} />} term="Dirección">
                  <address className="not-italic">
                    {entry.address && (
                      <>
                        {entry.address}
                        <br />
                      </>
                    )}
                    {entry.postal_code ? `${entry.postal_code} ` : ''}
                    {entry.city}
                    {entry.province !== entry.city ? ` (${entry.province})` : ''}
                  </address>
                </ContactRow>
                {entry.phone && (
                  <ContactRow icon={<Phone aria-hidden="true" className={ICON} />} term="Teléfono">
                    <a href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                      {entry.phone}
                    </a>
                  </ContactRow>
                )}
                {entry.email && (
                  <ContactRow icon={<Mail aria-hidden="true" className={ICON} />} term="Email">
                    <a href={`mailto:${entry.email}`} className={LINK}>
                      {entry.email}
                    </a>
                  </ContactRow>
                )}
                {entry.website && (
                  <ContactRow icon={<Globe aria-hidden="true" className={ICON} />} term="Web">
                    <a href={entry.website} target="_blank" rel="noopener external" className={`${LINK} inline-flex items-center gap-1`}>
                      {websiteText(entry.website)}
                      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="sr-only">(se abre en una pestaña nueva)</span>
                    </a>
                  </ContactRow>
                )}
              </dl>
              {!entry.phone && !entry.email && !entry.website && (
                <p className="mt-5 text-sm text-muted">No ha publicado teléfono, email ni web.</p>
              )}
            </section>
            <p className="mt-4 px-1 text-xs leading-relaxed text-muted">
              ¿Algún dato no es correcto? Escríbenos desde{' '}
              <Link to="/help/contact" className="underline underline-offset-4 hover:text-fg">
                Contacto
              </Link>{' '}
              y lo revisamos.
            </p>
          </aside>
        </div>
      </div>
    </main>
  );
}
