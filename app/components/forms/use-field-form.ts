import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from '@common/zod';
import { formFailure, hasErrors, schemaErrors, splitFormMessage, type FieldErrors, type FormFailure } from './field-errors';
import { valueAt, withValueAt, type PathTo } from './field-paths';

/**
 * The contract a form checks with: the schema itself, or a function that imports it. A public page passes the import
 * (issue 36): zod and the contract then load when the visitor first reaches for the form (focus or pointer), not
 * with the page.
 */
export type FormSchema = z.ZodType | (() => Promise<z.ZodType>);

export interface FieldFormOptions<V, R> {
  initial: V | (() => V);
  /** The contract from common/ the values are checked with before any call (the server's own messages). */
  schema?: FormSchema;
  /** Checks the contract cannot make yet (it refines last), or a form's own check; the contract's messages win. */
  validate?: (values: V) => FieldErrors | Promise<FieldErrors>;
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
  const loadedSchema = useRef<Promise<z.ZodType> | null>(null);

  const contract = (): Promise<z.ZodType> | null => {
    if (!schema) return null;
    if (typeof schema !== 'function') return Promise.resolve(schema);
    // A failed download is tried again at the next submit.
    loadedSchema.current ??= schema().catch((error: unknown) => {
      loadedSchema.current = null;
      throw error;
    });
    return loadedSchema.current;
  };

  // An imported contract starts downloading when the visitor reaches for the form, so it is there by the submit.
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof schema !== 'function') return;
    const start = () => void contract()?.catch(() => undefined);
    form.addEventListener('focusin', start, { once: true });
    form.addEventListener('pointerover', start, { once: true });
    return () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerover', start);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: the schema source does not change
  }, []);

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
    isSending.current = true;
    setSaved(null);
    let problems: FieldErrors;
    try {
      // Awaited only when imported: a form given its schema checks synchronously, as before.
      const checkWith = typeof schema === 'function' ? await contract() : schema;
      const own = validate?.(values);
      problems = { ...(own instanceof Promise ? await own : own), ...(checkWith ? schemaErrors(checkWith, values) : {}) };
    } catch (error) {
      // The contract could not be downloaded (offline): said under the form like a failed call.
      isSending.current = false;
      show(describeFailure ? describeFailure(error) : formFailure(error, failureMessage));
      return;
    }
    isSending.current = false;
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
