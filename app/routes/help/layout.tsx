import { Mail } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { HELP_PAGES, HelpNav } from '~/components/info/help-nav';
import { TEXT_LINK } from '~/components/info/info-header';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useOpeningHoursText } from '~/lib/opening-hours-text';

/** Shared frame of the five help pages: breadcrumbs, side nav, the page, and a way to ask. */
export default function HelpLayout() {
  const { pathname } = useLocation();
  const openingHours = useOpeningHoursText();
  const current = HELP_PAGES.find((page) => pathname.replace(/\/+$/, '') === page.to);

  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs
          crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Ayuda', to: '/help/faq' }, ...(current ? [{ label: current.label }] : [])]}
        />
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 lg:mt-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <div className="flex min-w-0 flex-col gap-8 lg:sticky lg:top-28 lg:self-start">
            <HelpNav />
            <div className="hidden rounded-2xl border border-line bg-surface-muted p-5 text-sm lg:block">
              <p className="flex items-center gap-2 font-semibold">
                <Mail aria-hidden="true" className="size-4 text-primary" />
                ¿Sigues con dudas?
              </p>
              <p className="mt-2 leading-relaxed text-muted">
                Escríbenos a{' '}
                <StoreEmailLink email="support_email" className={`${TEXT_LINK} [overflow-wrap:anywhere]`} />
                . {openingHours}.
              </p>
              <Link to="/help/contact" className={`${TEXT_LINK} mt-3 inline-block`}>
                Todas las formas de contacto
              </Link>
            </div>
          </div>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </div>
    </main>
  );
}
