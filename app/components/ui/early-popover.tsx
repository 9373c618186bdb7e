import { X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { IntentHandlers } from './deferred';

/**
 * The panel a closed trigger opens before the page is hydrated (issue 23), with the browser's own
 * popover (`<button popovertarget>`): no script needed to open it, Escape and a click outside
 * close it. Once hydrated the trigger opens the full component instead (its click is prevented);
 * `onOpenChange` tells the owner while this panel is open, so the owner keeps it (and what was
 * typed in it) until the shopper closes it.
 */
export function EarlyPopover({
  id,
  label,
  className,
  onOpenChange,
  children,
}: {
  id: string;
  label: string;
  className: string;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    // Opened before hydration, when no listener was there to hear it.
    if (panel.matches(':popover-open')) onOpenChange(true);
    const onToggle = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);
  return (
    <div ref={ref} id={id} popover="auto" role="dialog" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/** The panel's close button (no script: the browser hides the popover it names). */
export function EarlyPopoverClose({ popoverId, label }: { popoverId: string; label: string }) {
  return (
    <button
      type="button"
      popoverTarget={popoverId}
      popoverTargetAction="hide"
      aria-label={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-fg"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/**
 * The closed trigger's own props: before hydration it opens the early panel (`popovertarget`);
 * once hydrated its click is the deferred component's (the native toggle prevented), and the
 * pointer over it or its focus start that component's download.
 */
export function earlyTriggerProps(popoverId: string, onClick: () => void, intent: IntentHandlers) {
  return {
    'aria-haspopup': 'dialog' as const,
    'data-state': 'closed',
    // The browser says whether its popover is open (aria-expanded is not allowed beside popovertarget).
    popoverTarget: popoverId,
    ...intent,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      onClick();
    },
  };
}
