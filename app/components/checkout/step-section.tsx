import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

export type StepState = 'open' | 'done' | 'upcoming';

interface StepSectionProps {
  id: string;
  number: number;
  title: string;
  state: StepState;
  /** What was chosen in this step, shown once it is done. */
  summary?: ReactNode;
  /** Opens a done step again. */
  onEdit?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * One step of the checkout, accordion-like: its heading is always there (numbered, so the page
 * reads as a list of steps), its form only while it is the open step, a summary once done.
 */
export function StepSection({ id, number, title, state, summary, onEdit, headingRef, children }: StepSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section aria-labelledby={headingId} data-step={id} data-state={state} className={clsx('card px-4 py-5 sm:px-6', state === 'upcoming' && 'bg-surface/60')}>
      <div className="flex items-center justify-between gap-4">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className={clsx(
            'flex items-center gap-3 font-display text-xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
            state === 'upcoming' && 'text-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
              state === 'done' ? 'bg-success text-bg' : state === 'open' ? 'bg-primary text-on-primary' : 'border border-line text-muted',
            )}
          >
            {state === 'done' ? <Check className="size-4" strokeWidth={2.5} /> : number}
          </span>
          <span>
            <span className="sr-only">Paso {number}: </span>
            {title}
            {state === 'done' ? <span className="sr-only"> (completado)</span> : null}
          </span>
        </h2>
        {state === 'done' && onEdit ? (
          <button type="button" onClick={onEdit} className="btn-secondary px-4 py-1.5 text-xs">
            Cambiar<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {state === 'done' && summary ? <div className="mt-3 pl-11 text-sm text-muted">{summary}</div> : null}
      {state === 'open' ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
