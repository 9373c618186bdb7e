import type { SelectHTMLAttributes } from 'react';
import { controlClass } from './field-look';
import { FieldFrame, type FieldProps } from './field-frame';

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {}

/** A labelled native select, its hint and error tied to it. */
export function SelectField({ label, error, hint, optionalText, className, required, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optionalText={optionalText} required={required} className={className}>
      {({ id, describedBy, isInvalid, look }) => (
        <select
          id={id}
          required={required}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={controlClass(look, 'select', isInvalid)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
