import { Menu } from 'lucide-react';
import { useState } from 'react';
import { BRANDS } from '@common/theme';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from '~/components/ui/deferred';
import { EarlyPopover, EarlyPopoverClose, earlyTriggerProps } from '~/components/ui/early-popover';
import { ABOUT_LINK, CATALOGUE_LINK, LOGIN_LINK, REGISTER_LINK, STORE_MENU_LINKS } from './nav-links';

export const MOBILE_MENU_FOCUS_KEY = 'mobile-menu';
const EARLY_MENU_ID = 'menu-ahora';

/** The menu's button, the same before and after the sheet's code loads (Radix adds its state). */
export const MOBILE_MENU_TRIGGER = {
  'aria-label': 'Abrir menú',
  'data-focus-key': MOBILE_MENU_FOCUS_KEY,
  className:
    'inline-flex size-10 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted lg:hidden',
  children: <Menu aria-hidden="true" className="size-5" />,
};

const mobileMenuSheet = deferModule(() => import('./mobile-menu-sheet'));

/**
 * Slide-in menu below the lg breakpoint (spec §2); closes on navigation and Escape. The sheet's
 * code loads when the browser is idle, or at the first click on its button (issue 14). Before the
 * page is hydrated the button opens the same links as a plain panel (issue 23).
 */
export function MobileMenu() {
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(mobileMenuSheet);
  const [isEarlyOpen, setIsEarlyOpen] = useState(false);
  if (module && !isEarlyOpen) return <module.MobileMenuSheet defaultOpen={openOnLoad} />;
  return <ClosedMobileMenuButton onClick={requestOpen} intent={intent} onEarlyOpenChange={setIsEarlyOpen} />;
}

const EARLY_LINK = 'flex rounded-lg px-2 py-3 text-base font-medium hover:bg-surface-muted';

function ClosedMobileMenuButton({
  onClick,
  intent,
  onEarlyOpenChange,
}: {
  onClick: () => void;
  intent: IntentHandlers;
  onEarlyOpenChange: (isOpen: boolean) => void;
}) {
  useFocusHandOver(MOBILE_MENU_FOCUS_KEY, { gives: true });
  const links = [
    CATALOGUE_LINK,
    ...STORE_MENU_LINKS,
    ABOUT_LINK,
    ...(['ruediverso', 'divergente'] as const).map((theme) => ({ label: BRANDS[theme].name, to: BRANDS[theme].path })),
    LOGIN_LINK,
    REGISTER_LINK,
  ];
  return (
    <>
      <button type="button" {...earlyTriggerProps(EARLY_MENU_ID, onClick, intent)} {...MOBILE_MENU_TRIGGER} />
      <EarlyPopover
        id={EARLY_MENU_ID}
        label="Menú"
        onOpenChange={onEarlyOpenChange}
        className="inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,100vw)] overflow-y-auto bg-surface px-6 py-4 text-fg shadow-2xl backdrop:bg-black/45"
      >
        <div className="flex h-16 items-center justify-between">
          <p className="font-display text-2xl font-semibold">Menú</p>
          <EarlyPopoverClose popoverId={EARLY_MENU_ID} label="Cerrar menú" />
        </div>
        {/* Plain links: the page changes with a full load, which closes the panel. */}
        <nav aria-label="Menú principal">
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={EARLY_LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </EarlyPopover>
    </>
  );
}
