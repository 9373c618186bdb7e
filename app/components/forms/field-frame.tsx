import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FRAME_GAP, useFieldLook, type FieldLookName } from './field-look';

/** The ids that tie a control to its hint and its error, so both are read with it. */
export function useFieldWiring({ hint, error }: { hint?: ReactNode; error?: string | null }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** The field's first message (spec §5); it shows under the control and is read with it. */
  error?: string | null;
  /** A line of help under the control, read with it. */
  hint?: ReactNode;
  /**
   * Said after the label of a field that is not `required`: '(opcional)' unless told otherwise
   * ('(optional)' on the English sign-in screens); null says nothing.
   */
  optionalText?: string | null;
  /** Classes of the field's outer box (grid placement). */
  className?: string;
}

/** The message under a control: an icon as well as the colour says it is an error. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
      <span>{children}</span>
    </p>
  );
}

export interface ControlWiring {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  look: FieldLookName;
}

interface FieldFrameProps extends FieldProps {
  required?: boolean;
  children: (wiring: ControlWiring) => ReactNode;
}

/** Label, control, hint and error, in that order, with the control wired to the texts under it. */
export function FieldFrame({ label, error, hint, optionalText = '(opcional)', required, className, children }: FieldFrameProps) {
  const look = useFieldLook();
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
  return (
    <div className={clsx('flex flex-col', FRAME_GAP[look], className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {!required && optionalText ? <span className="font-normal text-muted"> {optionalText}</span> : null}
      </label>
      {children({ id, describedBy, isInvalid: Boolean(error), look })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
