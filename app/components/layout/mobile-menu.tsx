import { Menu } from 'lucide-react';
import { deferModule, useDeferredOpen, useFocusHandOver } from '~/components/ui/deferred';

export const MOBILE_MENU_FOCUS_KEY = 'mobile-menu';

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
 * code loads when the browser is idle, or at the first click on its button (issue 14).
 */
export function MobileMenu() {
  const { module, openOnLoad, requestOpen } = useDeferredOpen(mobileMenuSheet);
  if (module) return <module.MobileMenuSheet defaultOpen={openOnLoad} />;
  return <ClosedMobileMenuButton onClick={requestOpen} />;
}

function ClosedMobileMenuButton({ onClick }: { onClick: () => void }) {
  useFocusHandOver(MOBILE_MENU_FOCUS_KEY, { gives: true });
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onClick={onClick}
      {...MOBILE_MENU_TRIGGER}
    />
  );
}
