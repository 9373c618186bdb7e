import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/**
 * The FAQ as native disclosure widgets: <summary> is a button to assistive technology, works
 * with Enter and Space, needs no script, and the browser's find-in-page opens a closed answer.
 */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="flex flex-col gap-12">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="font-display text-2xl font-medium tracking-tight sm:text-3xl">
            {group.title}
          </h2>
          <ul className="mt-5 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <details id={entry.id} className="group scroll-mt-28">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold transition-colors hover:bg-surface-muted sm:px-6 [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-primary transition-transform duration-200 group-open:rotate-180"
                    />
                  </summary>
                  <div className="flex flex-col gap-3 px-5 pb-5 leading-relaxed text-muted sm:px-6 [&_strong]:font-semibold [&_strong]:text-fg">
                    {entry.answer}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
