import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'> {
  name: string;
  label: string;
  /** Shown after the label in a quieter tone, and read as part of it: 'Phone (optional)'. */
  labelNote?: string;
  /** The field's first error message (spec §5). */
  error?: string;
  /** A control drawn inside the input's right edge, such as the password toggle. */
  trailing?: (inputId: string) => ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ name, label, labelNote, error, trailing, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-${name}`;
  const errorId = `${inputId}-error`;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {label}
        {labelNote ? <span className="font-normal text-muted"> {labelNote}</span> : null}
      </label>
      <div className="relative mt-2">
        <input
          ref={ref}
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'block h-12 w-full rounded-xl border bg-bg px-4 text-base text-fg shadow-[inset_0_1px_2px_rgb(0_0_0/0.04)] transition-[border-color,box-shadow] placeholder:text-muted/70 sm:text-[0.9375rem]',
            'focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
            error ? 'border-danger focus:border-danger focus:ring-danger/15' : 'border-line hover:border-muted/60',
            trailing && 'pr-13',
          )}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing(inputId)}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
