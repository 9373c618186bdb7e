import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from '~/components/ui/deferred';
import { FallbackForm } from '~/components/ui/fallback-form';
import { ABOUT_LINK } from './nav-links';

const TOP_ITEM =
  'group inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium whitespace-nowrap text-fg transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted xl:px-4';

export type MenuProps = { label: string; defaultOpen: boolean };

const desktopMenus = deferModule(() => import('./desktop-menus'));

/**
 * Desktop menus of the header (spec §2): 'Nuestra Tienda', 'Sobre nosotros', 'Marcas'. The menus'
 * code (desktop-menus.tsx) loads when the browser is idle, or when a closed menu is first
 * clicked (issue 14); until then the same buttons stand in, closed.
 */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Navegación principal" className={className}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        <li>
          <DeferredMenu label="Nuestra Tienda" menu="StoreMenu" href="/store" />
        </li>

        <li>
          <NavLink to={ABOUT_LINK.to} className={clsx(TOP_ITEM, 'aria-[current=page]:bg-surface-muted')}>
            {ABOUT_LINK.label}
          </NavLink>
        </li>

        <li>
          <DeferredMenu label="Marcas" menu="BrandsMenu" href="/store/brands" />
        </li>
      </ul>
    </nav>
  );
}

/** `href`: the section the closed button opens before the page is hydrated (issue 23). */
function DeferredMenu({ label, menu, href }: { label: string; menu: 'StoreMenu' | 'BrandsMenu'; href: string }) {
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(desktopMenus);
  if (module) {
    const Menu = module[menu];
    return <Menu label={label} defaultOpen={openOnLoad} />;
  }
  return <ClosedMenuTrigger label={label} href={href} onClick={requestOpen} intent={intent} />;
}

function ClosedMenuTrigger({ label, href, onClick, intent }: { label: string; href: string; onClick: () => void; intent: IntentHandlers }) {
  useFocusHandOver(menuFocusKey(label), { gives: true });
  return (
    <FallbackForm href={href} onClick={onClick} {...intent} data-focus-key={menuFocusKey(label)} aria-haspopup="menu" aria-expanded={false} data-state="closed" className={TOP_ITEM}>
      <MenuTriggerContent label={label} />
    </FallbackForm>
  );
}

export const menuFocusKey = (label: string) => `menu-${label}`;

/** A menu's button, the same before and after the menus' code loads (Radix adds its state). */
export function MenuTrigger({ label, ...props }: { label: string } & ComponentProps<'button'>) {
  return (
    <button type="button" data-focus-key={menuFocusKey(label)} className={TOP_ITEM} {...props}>
      <MenuTriggerContent label={label} />
    </button>
  );
}

function MenuTriggerContent({ label }: { label: string }) {
  return (
    <>
      {label}
      <ChevronDown
        aria-hidden="true"
        className="size-4 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </>
  );
}
