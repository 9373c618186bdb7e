import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * One block of a settings screen: title and explanation on the left, the form card on the right.
 * `isStacked` puts the title above a full-width card, for editors that need the room (table rows).
 */
export function SettingsSection({ title, description, isStacked = false, children }: { title: string; description: string; isStacked?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={clsx('grid gap-4 border-t border-line pt-8', !isStacked && 'lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10')}
    >
      <div>
        <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        <p className="mt-1.5 text-sm text-muted">{description}</p>
      </div>
      <div className="card p-5 sm:p-6">{children}</div>
    </section>
  );
}
