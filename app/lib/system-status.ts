import { useCallback, useEffect, useState } from 'react';
import { STATUS_TIMEOUT_MS } from '@common/constants';
import { STATUS_DEFAULT_ERROR, type FooterStatus, type StatusReply } from '@common/status/contracts';

export interface StatusResult {
  isOnline: boolean;
  reply: StatusReply | null;
  /** Round trip measured in the browser, in ms. */
  responseTimeMs: number | null;
  errorMessage: string | null;
}

/** One status check (spec §7): a non-success status, an HTTP error or 5 s without answer is offline. */
export async function fetchSystemStatus(timeoutMs = STATUS_TIMEOUT_MS): Promise<StatusResult> {
  const started = performance.now();
  try {
    const response = await fetch('/api/status', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const responseTimeMs = Math.round(performance.now() - started);
    const reply = (await response.json().catch(() => null)) as StatusReply | null;
    const isOnline = response.ok && reply?.status === 'success';
    return {
      isOnline,
      reply,
      responseTimeMs,
      errorMessage: isOnline ? null : (reply?.message ?? STATUS_DEFAULT_ERROR),
    };
  } catch (err) {
    const isTimeout = err instanceof DOMException && err.name === 'TimeoutError';
    return {
      isOnline: false,
      reply: null,
      responseTimeMs: null,
      errorMessage: isTimeout ? 'Tiempo de espera agotado' : STATUS_DEFAULT_ERROR,
    };
  }
}

/** Checks now and every `intervalMs` while `enabled`; `refresh()` checks again at once. */
export function useSystemStatus(intervalMs: number, enabled = true) {
  const [state, setState] = useState<{ phase: FooterStatus; result: StatusResult | null }>({
    phase: 'checking',
    result: null,
  });

  const refresh = useCallback(async () => {
    setState((prev) => ({ ...prev, phase: 'checking' }));
    const result = await fetchSystemStatus();
    setState({ phase: result.isOnline ? 'online' : 'offline', result });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void refresh(), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs, refresh]);

  return { ...state, refresh };
}
