import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '~/lib/api/errors';
import { firstErrors } from './form-field';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface FieldFormOptions<V, R> {
  initial: V | (() => V);
  /** Client check before any call: the first message of each invalid field. */
  validate: (values: V) => FieldErrors<V>;
  send: (values: V) => Promise<R>;
  /** After a successful call; returns the values the form shows next, if they change. */
  onSaved?: (reply: R) => V | void;
  /** The message under the form when a call fails without field errors. */
  describeError: (error: unknown) => string;
}

/**
 * A form that checks its fields, then calls the API: errors land under their fields (client check
 * or 422) and focus moves to the first invalid one so it is read out; other failures get one message.
 */
export function useFieldForm<V extends object, R>({ initial, validate, send, onSaved, describeError }: FieldFormOptions<V, R>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<R | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Runs once React has rendered the errors, so aria-invalid is already on the field.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function showFieldErrors(fieldErrors: FieldErrors<V>) {
    setErrors(fieldErrors);
    setFocusRequest((n) => n + 1);
  }

  /** Value, change handler and error of a text field; typing clears that field's error. */
  const field = (key: TextKey<V>) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    },
    error: errors[key],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSaved(null);
    const problems = validate(values);
    if (Object.keys(problems).length) {
      showFieldErrors(problems);
      return;
    }
    setIsSaving(true);
    try {
      const reply = await send(values);
      setErrors({});
      setSaved(reply);
      const next = onSaved?.(reply);
      if (next) setValues(next);
    } catch (err) {
      const fieldErrors = err instanceof ApiRequestError && err.status === 422 ? firstErrors(err.fieldErrors) : {};
      if (Object.keys(fieldErrors).length) showFieldErrors(fieldErrors as FieldErrors<V>);
      else setFormError(describeError(err));
    } finally {
      setIsSaving(false);
    }
  }

  /** For fields `field()` cannot wire (nested rows, checkboxes): drop the error of one path. */
  function clearError(path: string) {
    setErrors((current) => (current[path as keyof V & string] ? { ...current, [path]: undefined } : current));
  }

  // Nested paths ('variants.0.sku') are kept as the API names them.
  const allErrors = errors as Readonly<Record<string, string | undefined>>;
  return { values, setValues, errors: allErrors, clearError, formError, saved, isSaving, formRef, field, submit };
}
