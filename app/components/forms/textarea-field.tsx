import type { TextareaHTMLAttributes } from 'react';
import { controlClass } from './field-look';
import { FieldFrame, type FieldProps } from './field-frame';

export interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/** A labelled multi-line text, its hint and error tied to it. */
export function TextAreaField({ label, error, hint, optionalText, className, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optionalText={optionalText} required={required} className={className}>
      {({ id, describedBy, isInvalid, look }) => (
        <textarea
          id={id}
          required={required}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={controlClass(look, 'textarea', isInvalid)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
