import { useCallback, useEffect, useState } from 'react';

export type AdminRequestState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; data: null }
  | { status: 'ready'; data: T };

/**
 * Loads `load` again whenever `key` changes or `reload()` is called; a newer request wins over an
 * older one still in flight. Keeps the last data while reloading so the table does not flash.
 */
export function useAdminRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<AdminRequestState<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
