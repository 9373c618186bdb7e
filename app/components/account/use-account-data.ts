import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ApiRequestError, apiRequest } from '~/lib/api-client';

export interface ApiEnvelope<T> {
  status: 'success';
  data: T;
}

export interface AccountData<T> {
  data: T | null;
  error: string | null;
  isLoading: boolean;
  reload: () => void;
  setData: Dispatch<SetStateAction<T | null>>;
}

/** A message a customer can read, whatever went wrong. */
export function errorMessage(error: unknown, fallback = 'No hemos podido cargar estos datos.'): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0 || error.message.startsWith('HTTP ')) return fallback;
    return error.message;
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'El servidor está tardando demasiado en responder. Inténtalo de nuevo.';
  }
  if (error instanceof TypeError) return 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.';
  return fallback;
}

/** Loads `{status, data}` from the account API on the client; reload() asks again. */
export function useAccountData<T>(path: string | null): AccountData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(path !== null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (path === null) return;
    const request = ++latest.current;
    setIsLoading(true);
    setError(null);
    apiRequest<ApiEnvelope<T>>(path)
      .then((reply) => {
        if (request !== latest.current) return;
        setData(reply.data);
        setIsLoading(false);
      })
      .catch((err: unknown) => {
        if (request !== latest.current) return;
        setError(errorMessage(err));
        setIsLoading(false);
      });
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, isLoading, reload, setData };
}
