import type { ReactNode } from 'react';

/**
 * Frame of a wide table: on a phone it scrolls sideways, so it is focusable and named, and
 * keyboard users can scroll it with the arrow keys.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-2xl border border-line bg-surface">
      {children}
    </div>
  );
}
