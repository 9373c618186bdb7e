import { Accessibility } from 'lucide-react';
import { useEffect, type ComponentProps } from 'react';
import { deferModule, useDeferredOpen, useFocusHandOver, type IntentHandlers } from '~/components/ui/deferred';
import { startAccessibility } from '~/lib/accessibility';
import { FLOATING_BOTTOM } from './floating-offset';

export const ACCESSIBILITY_FOCUS_KEY = 'accessibility-panel';

const popover = deferModule(() => import('./accessibility-popover'));

/**
 * Spec §2 accessibility panel: a floating button bottom-left that opens the settings. The settings
 * apply from the first render; the panel's code loads when the browser is idle, or at the first
 * click (issue 14).
 */
export function AccessibilityPanel() {
  const { module, openOnLoad, requestOpen, intent } = useDeferredOpen(popover);

  useEffect(() => {
    startAccessibility();
  }, []);

  if (module) return <module.AccessibilityPopover defaultOpen={openOnLoad} />;
  return <ClosedAccessibilityButton onClick={requestOpen} intent={intent} />;
}

function ClosedAccessibilityButton({ onClick, intent }: { onClick: () => void; intent: IntentHandlers }) {
  useFocusHandOver(ACCESSIBILITY_FOCUS_KEY, { gives: true });
  return <AccessibilityButton aria-haspopup="dialog" aria-expanded={false} data-state="closed" onClick={onClick} {...intent} />;
}

/**
 * The floating button, the same before and after the panel's code loads (Radix adds its state). The
 * settings are the page script's work: a browser that runs none is not shown the button (issue 36).
 */
export function AccessibilityButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Accesibilidad"
      title="Accesibilidad"
      data-focus-key={ACCESSIBILITY_FOCUS_KEY}
      className={`fixed left-4 z-40 grid size-12 noscript:hidden place-items-center rounded-full bg-secondary text-on-secondary shadow-lg ring-1 ring-black/10 transition-[transform,scale] hover:scale-105 sm:left-6 ${FLOATING_BOTTOM}`}
      {...props}
    >
      <Accessibility aria-hidden="true" className="size-6" strokeWidth={1.75} />
    </button>
  );
}
