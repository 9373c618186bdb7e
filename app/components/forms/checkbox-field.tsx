import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, useFieldWiring } from './field-frame';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'onChange'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Classes of the outer box. */
  className?: string;
}

/** A checkbox with its label beside it; hint and error under the label, read with the box. */
export function CheckboxField({ label, hint, error, checked, onCheckedChange, className, ...input }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        {...input}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
