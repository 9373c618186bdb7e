import { useEffect, useRef } from 'react';

/** After a failed submit, moves focus to the first invalid field so its error is read out. */
export function useFocusFirstError(errors: Record<string, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    formRef,
    focusAfterRender: () => {
      pending.current = true;
    },
  };
}
