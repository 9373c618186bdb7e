import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useFocusHandOver } from '~/components/ui/deferred';
import { BrandCard } from './brand-card';
import { MenuTrigger, menuFocusKey, type MenuProps } from './desktop-nav';
import { CATALOGUE_LINK, STORE_MENU } from './navigation';
import { useBrandCards } from './use-brand-cards';

const PANEL =
  'td-menu-panel z-50 rounded-2xl border border-line bg-surface p-3 text-fg shadow-xl shadow-black/10 focus:outline-none';

const ITEM_FOCUS = 'outline-none data-[highlighted]:bg-surface-muted';

/**
 * The header's desktop menus (spec §2), Radix DropdownMenu, non-modal: Enter, Space or ArrowDown
 * open a menu, arrows move, Escape closes. Loaded by DesktopNav (issue 14).
 */
export function StoreMenu({ label, defaultOpen }: MenuProps) {
  return (
    <Menu label={label} defaultOpen={defaultOpen}>
      <DropdownMenu.Content
        align="start"
        sideOffset={14}
        collisionPadding={16}
        className={clsx(PANEL, 'grid w-[44rem] grid-cols-[1fr_15rem] gap-3')}
      >
        <div className="flex flex-col">
          {STORE_MENU.map(({ label, description, to, icon: Icon }) => (
            <DropdownMenu.Item key={label} asChild>
              <Link
                to={to}
                className={clsx(
                  'flex items-start gap-4 rounded-xl p-3 transition-colors hover:bg-surface-muted',
                  ITEM_FOCUS,
                )}
              >
                <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-primary">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span>
                  <span className="block text-sm font-semibold">{label}</span>
                  <span className="mt-0.5 block text-sm text-muted">{description}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </div>
        <DropdownMenu.Item asChild>
          <Link
            to={CATALOGUE_LINK.to}
            className="group/cat flex flex-col justify-between overflow-hidden rounded-xl bg-secondary text-on-secondary outline-none data-[highlighted]:ring-4 data-[highlighted]:ring-focus/40"
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
              <span className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 group-hover/cat:underline group-data-[highlighted]/cat:underline">
                {CATALOGUE_LINK.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </span>
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </Menu>
  );
}

export function BrandsMenu({ label, defaultOpen }: MenuProps) {
  const brandCards = useBrandCards();
  return (
    <Menu label={label} defaultOpen={defaultOpen}>
      <DropdownMenu.Content
        align="center"
        sideOffset={14}
        collisionPadding={16}
        className={clsx(PANEL, 'grid w-[40rem] grid-cols-2 gap-3')}
      >
        {brandCards.map((brand) => (
          <DropdownMenu.Item key={brand.theme} asChild>
            <BrandCard
              brand={brand}
              className="outline-none data-[highlighted]:ring-4 data-[highlighted]:ring-focus/50"
            />
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </Menu>
  );
}

function Menu({ label, defaultOpen, children }: MenuProps & { children: ReactNode }) {
  useFocusHandOver(menuFocusKey(label));
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <MenuTrigger label={label} />
      </DropdownMenu.Trigger>
      {/* Rendered in place, not portalled, so the open panel stays inside the nav landmark. */}
      {children}
    </DropdownMenu.Root>
  );
}
