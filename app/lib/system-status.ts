import { useCallback, useEffect, useState } from 'react';
import { STATUS_TIMEOUT_MS } from '@common/constants';
import type { StatusReply } from '@common/status/contracts';
import { isStatusReply, STATUS_DEFAULT_ERROR, type FooterStatus } from '@common/status/rules';
import { api } from './api/browser-client';
import { ApiRequestError } from './api/errors';

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
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const reply = await api('GET /status', undefined, { timeoutMs, skipAuthRedirect: true });
    const isOnline = reply.status === 'success';
    return { isOnline, reply, responseTimeMs: elapsed(), errorMessage: isOnline ? null : (reply.message ?? STATUS_DEFAULT_ERROR) };
  } catch (err) {
    if (err instanceof ApiRequestError) {
      // A 503 carries the same status object, saying which part is down.
      const reply = isStatusReply(err.body) ? err.body : null;
      return { isOnline: false, reply, responseTimeMs: elapsed(), errorMessage: reply?.message ?? STATUS_DEFAULT_ERROR };
    }
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
