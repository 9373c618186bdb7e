import type { ReactNode } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { MobileAccount } from '~/components/auth/header-account';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { useFocusHandOver } from '~/components/ui/deferred';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';
import { BrandCard } from './brand-card';
import { MOBILE_MENU_FOCUS_KEY, MOBILE_MENU_TRIGGER } from './mobile-menu';
import { ABOUT_LINK, CATALOGUE_LINK, STORE_MENU } from './navigation';
import { useBrandCards } from './use-brand-cards';
import { SideSheet } from './side-sheet';

/** The slide-in menu below the lg breakpoint (spec §2), loaded by MobileMenu (issue 14). */
export function MobileMenuSheet({ defaultOpen }: { defaultOpen: boolean }) {
  const brandCards = useBrandCards();
  useFocusHandOver(MOBILE_MENU_FOCUS_KEY);
  return (
    <SideSheet
      title="Menú"
      trigger={MOBILE_MENU_TRIGGER}
      defaultOpen={defaultOpen}
      className="bg-surface"
      headerClassName="h-20 px-6"
      titleClassName="text-2xl"
    >
      {(close) => (
        <div className="flex-1 overflow-y-auto overscroll-contain px-6 py-4">
          <nav aria-label="Menú principal">
            <ul className="divide-y divide-line">
              <li>
                <Section title="Nuestra Tienda">
                  <ul className="flex flex-col gap-1 pb-4">
                    {STORE_MENU.map(({ label, description, to, icon: Icon }) => (
                      <li key={label}>
                        <Link
                          to={to}
                          onClick={close}
                          className="flex items-start gap-3 rounded-lg p-2 transition-colors hover:bg-surface-muted"
                        >
                          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                          <span>
                            <span className="block text-sm font-semibold">{label}</span>
                            <span className="block text-sm text-muted">{description}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                    <li className="pt-2">
                      <Link
                        to={CATALOGUE_LINK.to}
                        onClick={close}
                        className="flex items-center justify-between rounded-lg bg-secondary px-4 py-3 text-sm font-semibold text-on-secondary"
                      >
                        {CATALOGUE_LINK.label}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </li>
                  </ul>
                </Section>
              </li>
              <li>
                <Link
                  to={ABOUT_LINK.to}
                  onClick={close}
                  className="flex py-4 font-display text-xl font-medium"
                >
                  {ABOUT_LINK.label}
                </Link>
              </li>
              <li>
                <Section title="Marcas">
                  <ul className="flex flex-col gap-3 pb-4">
                    {brandCards.map((brand) => (
                      <li key={brand.theme}>
                        <BrandCard brand={brand} size="small" onClick={close} />
                      </li>
                    ))}
                  </ul>
                </Section>
              </li>
            </ul>
          </nav>

          <MobileAccount onNavigate={close} className="mt-6" />

          <div className="mt-8 flex flex-col gap-5 rounded-2xl bg-surface-muted p-5">
            <ThemeSwitcher showLabel />
            <AppearanceToggle showStatus />
          </div>
        </div>
      )}
    </SideSheet>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger className="group flex w-full items-center justify-between py-4 text-left font-display text-xl font-medium">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
