import { useId, type ReactNode } from 'react';

/** One block of a settings screen: title and explanation on the left, the form card on the right. */
export function SettingsSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 border-t border-line pt-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
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
