import { useSyncExternalStore } from 'react';
import { api } from '~/lib/api/browser-client';

// The unread count lives outside any screen: the side navigation shows it and the notifications
// screen changes it, so both stay in step without a reload.
let unread: number | null = null;
const listeners = new Set<() => void>();

export function setUnreadNotifications(count: number) {
  unread = Math.max(0, count);
  for (const listener of listeners) listener();
}

export async function refreshUnreadNotifications(): Promise<void> {
  try {
    const reply = await api('GET /user/notifications', { query: { page: 1, per_page: 1 } });
    setUnreadNotifications(reply.data.unread);
  } catch {
    // The badge simply stays as it was; the notifications screen shows its own errors.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** null until the first count arrives. */
export function useUnreadNotifications(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
}

/** For tests only. */
export function resetUnreadNotificationsForTests() {
  unread = null;
}

/** For tests only. */
export function getUnreadForTests(): number | null {
  return unread;
}
