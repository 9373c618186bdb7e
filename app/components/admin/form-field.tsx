import type { InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { useFieldWiring } from '~/components/ui/form-field';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function FormField({ label, error, hint, className, required, ...input }: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {!required && <span className="ml-1.5 font-normal text-muted">(opcional)</span>}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-11 w-full rounded-lg border bg-surface px-3.5 text-sm text-fg shadow-xs transition-colors placeholder:text-muted focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-line hover:border-muted/60',
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
