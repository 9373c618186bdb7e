import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '~/lib/api-client';
import { fetchAdminDashboard, type AdminDashboardData } from './dashboard-data';

export type AdminDashboardState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: string }
  | { status: 'ready'; data: AdminDashboardData; error: null };

/** A readable reason; the API's own message when it sent one. */
export function dashboardErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.message && !error.message.startsWith('HTTP ')) return error.message;
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'El servidor tardó demasiado en responder.';
  return 'Comprueba la conexión e inténtalo de nuevo.';
}

export function useAdminDashboard() {
  const [state, setState] = useState<AdminDashboardState>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    fetchAdminDashboard(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error: dashboardErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
