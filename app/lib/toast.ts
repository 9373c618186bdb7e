import { useSyncExternalStore } from 'react';
import { TOAST_DEFAULT_DURATION_MS } from '@common/constants';

/** Toast of spec §3: id, message, type, duration. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds on screen; 0 keeps it until dismissed (spec §9). */
  duration: number;
}

export interface ToastOptions {
  message: string;
  /** Any other value becomes 'info' (spec §4, §5). */
  type?: string;
  duration?: number;
}

export function coerceToastType(type: unknown): ToastType {
  return (TOAST_TYPES as readonly unknown[]).includes(type) ? (type as ToastType) : 'info';
}

export function normalizeDuration(duration: unknown): number {
  return typeof duration === 'number' && Number.isFinite(duration) && duration >= 0
    ? duration
    : TOAST_DEFAULT_DURATION_MS;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

let toasts: readonly Toast[] = [];
const timers = new Map<string, Timer>();
const listeners = new Set<() => void>();
let nextId = 1;

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(id: string, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismiss(id), timer.remaining);
}

/** Shows a toast and returns its id. */
export function toast({ message, type, duration }: ToastOptions): string {
  const item: Toast = {
    id: `toast-${nextId++}`,
    message,
    type: coerceToastType(type),
    duration: normalizeDuration(duration),
  };
  toasts = [...toasts, item];
  if (item.duration > 0) {
    const timer: Timer = { handle: null, remaining: item.duration, startedAt: 0 };
    timers.set(item.id, timer);
    startTimer(item.id, timer);
  }
  emit();
  return item.id;
}

export function dismiss(id: string) {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  if (!toasts.some((item) => item.id === id)) return;
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

/** Holds the countdown while the pointer or focus is on the toast (WCAG 2.2.1). */
export function pauseToast(id: string) {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timer.handle = null;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

export function resumeToast(id: string) {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  startTimer(id, timer);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}

/** For tests: drop every toast and timer. */
export function clearToastsForTests() {
  for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
  timers.clear();
  toasts = [];
  emit();
}
