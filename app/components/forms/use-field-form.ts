import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from '@common/zod';
import { formFailure, hasErrors, schemaErrors, splitFormMessage, type FieldErrors, type FormFailure } from './field-errors';
import { valueAt, withValueAt, type PathTo } from './field-paths';

export interface FieldFormOptions<V, R> {
  initial: V | (() => V);
  /** The contract from common/ the values are checked with before any call (the server's own messages). */
  schema?: z.ZodType;
  /** Checks the contract cannot make yet (it refines last), or a form's own check; the contract's messages win. */
  validate?: (values: V) => FieldErrors;
  send: (values: V) => Promise<R>;
  /** After a successful call; may return the values the form shows next. Awaited: the form stays busy meanwhile. */
  onSaved?: (reply: R) => V | void | Promise<V | void>;
  /** The sentence under the form when a call fails without a better one ('No se pudo guardar…'). */
  failureMessage?: string;
  /** Replaces the usual reading of a failure (the sign-in screens have texts of their own). */
  describeFailure?: (error: unknown) => FormFailure;
  /** After a failure is shown, before focus goes to the first invalid field (a dialog, for instance). */
  onFailed?: (error: unknown, failure: FormFailure) => void | Promise<void>;
}

const DEFAULT_FAILURE = 'No se han podido guardar los cambios. Inténtalo de nuevo.';

/**
 * A form over values of type V: fields are bound by path (`field('email')`, `field('variants.0.sku')`),
 * checked with the contract before the call, then sent. Messages land under their fields — from the
 * check or from a 422 — and focus moves to the first invalid control so it is read out; any other
 * failure, or a message for a field the form does not show, is one message under the form.
 */
export function useFieldForm<V extends object, R = unknown>(options: FieldFormOptions<V, R>) {
  const { initial, schema, validate, send, onSaved, failureMessage = DEFAULT_FAILURE, describeFailure, onFailed } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<R | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const isSending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Runs once React has drawn the errors, so aria-invalid is already on the controls.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function errorAt(path: string): string | undefined {
    return Object.hasOwn(errors, path) ? errors[path] : undefined;
  }

  /** Drops the message of one path (typing in a field does it by itself). */
  function clearError(path: string) {
    setErrors((current) => {
      if (!Object.hasOwn(current, path)) return current;
      const { [path]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function setValue<P extends PathTo<V, unknown>>(path: P, value: unknown) {
    setValues((current) => withValueAt(current, path, value));
    clearError(path);
  }

  /** Name, value, change handler and error of a text input, select or textarea. */
  const field = (path: PathTo<V, string>) => ({
    name: path,
    value: valueAt(values, path) as string,
    onChange: (event: { target: { value: string } }) => setValue(path, event.target.value),
    error: errorAt(path),
  });

  /** Checked state, change handler and error of a checkbox or switch. */
  const checkbox = (path: PathTo<V, boolean>) => ({
    name: path,
    checked: valueAt(values, path) as boolean,
    onCheckedChange: (checked: boolean) => setValue(path, checked),
    error: errorAt(path),
  });

  /** A message whose field this form has no control for (named by its path) is said under the form instead. */
  function show(failure: FormFailure) {
    const form = formRef.current;
    const unshown = form ? Object.entries(failure.fieldErrors).find(([path]) => !form.elements.namedItem(path)) : undefined;
    setErrors(failure.fieldErrors);
    setFormError(failure.message ?? unshown?.[1] ?? null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending.current) return;
    setSaved(null);
    const problems = { ...validate?.(values), ...(schema ? schemaErrors(schema, values) : {}) };
    if (hasErrors(problems)) {
      show(splitFormMessage(problems));
      setFocusRequest((n) => n + 1);
      return;
    }
    show({ fieldErrors: {}, message: null });
    isSending.current = true;
    setIsSaving(true);
    let reply: R;
    try {
      reply = await send(values);
    } catch (error) {
      const failure = describeFailure ? describeFailure(error) : formFailure(error, failureMessage);
      show(failure);
      isSending.current = false;
      setIsSaving(false);
      await onFailed?.(error, failure);
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaved(reply);
    const next = await onSaved?.(reply);
    if (next) setValues(next);
    isSending.current = false;
    setIsSaving(false);
  }

  return { values, setValues, setValue, field, checkbox, errors, errorAt, clearError, formError, saved, isSaving, formRef, submit };
}
