import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useFieldLook } from './field-look';

/** The message under a form when a failure is no field's; an alert, so it is heard as it appears. */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  const look = useFieldLook();
  if (!message) return null;
  return (
    <div
      role="alert"
      className={clsx(
        'flex items-start gap-2 text-sm font-medium text-danger',
        look === 'store' && 'rounded-xl border border-danger/30 bg-danger/5 px-4 py-3',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
      <span>{message}</span>
    </div>
  );
}
