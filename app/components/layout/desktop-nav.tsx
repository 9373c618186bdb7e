import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import clsx from 'clsx';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { BrandCard } from './brand-card';
import { ABOUT_LINK, BRAND_CARDS, CATALOGUE_LINK, STORE_MENU } from './navigation';
import './header-motion.css';

const TOP_ITEM =
  'group inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-fg transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted';

const PANEL =
  'td-menu-panel absolute top-full left-1/2 z-50 mt-3 -translate-x-1/2 rounded-2xl border border-line bg-surface p-3 text-fg shadow-xl shadow-black/10';

/** Desktop menus of the header (spec §2): 'Nuestra Tienda', 'Sobre nosotros', 'Marcas'. */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <NavigationMenu.Root aria-label="Navegación principal" className={clsx('relative', className)}>
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={TOP_ITEM}>
            Nuestra Tienda
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={clsx(PANEL, 'grid w-[44rem] grid-cols-[1fr_15rem] gap-3')}>
            <ul className="flex flex-col">
              {STORE_MENU.map(({ label, description, to, icon: Icon }) => (
                <li key={label}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={to}
                      className="flex items-start gap-4 rounded-xl p-3 transition-colors hover:bg-surface-muted"
                    >
                      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-primary">
                        <Icon aria-hidden="true" className="size-4" />
                      </span>
                      <span>
                        <span className="block text-sm font-semibold">{label}</span>
                        <span className="mt-0.5 block text-sm text-muted">{description}</span>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
            <NavigationMenu.Link asChild>
              <Link
                to={CATALOGUE_LINK.to}
                className="group/cat flex flex-col justify-between overflow-hidden rounded-xl bg-secondary text-on-secondary"
              >
                <img
                  src="/images/menu-catalogue.svg"
                  alt=""
                  width={240}
                  height={200}
                  decoding="async"
                  className="aspect-[6/5] w-full object-cover"
                />
                <span className="flex flex-col gap-2 p-5">
                  <span className="font-display text-xl leading-tight font-semibold">
                    Todo el catálogo, en un solo lugar
                  </span>
                  <span className="text-sm leading-snug opacity-90">
                    Las dos marcas juntas, con filtros por talla, tejido y color.
                  </span>
                  <span className="inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 group-hover/cat:underline">
                    {CATALOGUE_LINK.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </span>
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Content>
        </NavigationMenu.Item>

        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            {/* Slot merges className as a string, so the active style keys off aria-current. */}
            <NavLink to={ABOUT_LINK.to} className={clsx(TOP_ITEM, 'aria-[current=page]:bg-surface-muted')}>
              {ABOUT_LINK.label}
            </NavLink>
          </NavigationMenu.Link>
        </NavigationMenu.Item>

        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={TOP_ITEM}>
            Marcas
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={clsx(PANEL, 'w-[40rem]')}>
            <ul className="grid grid-cols-2 gap-3">
              {BRAND_CARDS.map((brand) => (
                <li key={brand.theme}>
                  <NavigationMenu.Link asChild>
                    <BrandCard brand={brand} />
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
