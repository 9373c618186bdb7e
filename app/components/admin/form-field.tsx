import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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

const controlClass = (error: string | null | undefined) =>
  clsx(
    'w-full rounded-lg border bg-surface px-3.5 text-sm text-fg shadow-xs transition-colors placeholder:text-muted focus-visible:outline-offset-0',
    error ? 'border-danger' : 'border-line hover:border-muted/60',
  );

interface FrameProps {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (wiring: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldFrame({ label, error, hint, required, className, children }: FrameProps) {
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {!required && <span className="ml-1.5 font-normal text-muted">(opcional)</span>}
      </label>
      {children({ id, describedBy })}
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

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
}

/** The select twin of FormField. */
export function SelectField({ label, error, hint, className, required, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClass(error), 'h-11 appearance-auto pr-8')}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
}

/** The multi-line twin of FormField. */
export function TextAreaField({ label, error, hint, className, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClass(error), 'min-h-24 py-2.5 leading-relaxed')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
