import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useFieldLook } from './field-look';

/**
 * The message under a form when a failure is no field's. Its live region is always there, so a
 * message that appears in it is heard; while empty it is taken out of the flow (not hidden), so it
 * adds no gap to the form's layout and stays in the accessibility tree.
 */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  const look = useFieldLook();
  return (
    <div aria-live="polite" aria-atomic="true" className={clsx(message ? className : 'absolute')}>
      {message ? (
        <p
          className={clsx(
            'flex items-start gap-2 text-sm font-medium text-danger',
            look === 'store' && 'rounded-xl border border-danger/30 bg-danger/5 px-4 py-3',
          )}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
