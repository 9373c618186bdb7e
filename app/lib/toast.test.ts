import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '@common/constants';
import {
  clearToastsForTests,
  coerceToastType,
  dismiss,
  pauseToast,
  resumeToast,
  toast,
  useToasts,
} from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToastsForTests();
  vi.useRealTimers();
});

function shownIds(): string[] {
  const { result } = renderHook(() => useToasts());
  return result.current.map((item) => item.id);
}

describe('toast type', () => {
  it.each(['success', 'error', 'warning', 'info'])('keeps the type %s', (type) => {
    expect(coerceToastType(type)).toBe(type);
  });

  it.each(['danger', 'SUCCESS', '', undefined, null, 3])('turns the unknown type %o into info', (type) => {
    expect(coerceToastType(type)).toBe('info');
  });
});

describe('toast store', () => {
  it('returns the id of the toast it shows, with message, type and duration', () => {
    const id = toast({ message: 'Añadido al carrito', type: 'success' });
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([
      { id, message: 'Añadido al carrito', type: 'success', duration: TOAST_DEFAULT_DURATION_MS },
    ]);
  });

  it('an unknown type is shown as info', () => {
    toast({ message: 'Hola', type: 'party' });
    const { result } = renderHook(() => useToasts());
    expect(result.current[0]?.type).toBe('info');
  });

  it('disappears after the default 5000 ms', () => {
    const id = toast({ message: 'Guardado', type: 'success' });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
    expect(shownIds()).toEqual([id]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownIds()).toEqual([]);
  });

  it('uses its own duration', () => {
    toast({ message: 'Rápido', duration: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(shownIds()).toEqual([]);
  });

  it('duration 0 stays until dismissed', () => {
    const id = toast({ message: 'Revisa tu dirección', type: 'warning', duration: 0 });
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(shownIds()).toEqual([id]);
    act(() => dismiss(id));
    expect(shownIds()).toEqual([]);
  });

  it('dismiss removes only that toast', () => {
    const first = toast({ message: 'Uno' });
    const second = toast({ message: 'Dos' });
    act(() => dismiss(first));
    expect(shownIds()).toEqual([second]);
  });

  it('a paused toast keeps the rest of its time for when it resumes', () => {
    const id = toast({ message: 'Pausa', duration: 5000 });
    act(() => vi.advanceTimersByTime(3000));
    pauseToast(id);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownIds()).toEqual([id]);
    resumeToast(id);
    act(() => vi.advanceTimersByTime(1999));
    expect(shownIds()).toEqual([id]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownIds()).toEqual([]);
  });
});
