import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * Code a page needs only once something opens (menus, dialogs, the cart drawer, …), kept out of the
 * JavaScript every page downloads before it responds (issue 14, "Pages light on phones"): the
 * module is imported when the browser is idle after hydration, or at once when the visitor asks for
 * it. Until then the caller renders the closed part itself (a trigger, or nothing).
 */
export type DeferredModule<T> = {
  /** Imports the module (once) and resolves with it. */
  load: () => Promise<T>;
  /**
   * The module once loaded, else null (always null on the server and during hydration). It loads
   * at once when `now`, else when the browser is idle unless `idle` is false.
   */
  useModule: (options?: { now?: boolean; idle?: boolean }) => T | null;
};

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

const registry = new Set<DeferredModule<unknown>>();

/**
 * Loads every deferred module (and those their code defers in turn), so a component test renders
 * the loaded parts at once, as a visitor does once the browser has been idle.
 */
export async function loadDeferredModulesForTests(): Promise<void> {
  const done = new Set<DeferredModule<unknown>>();
  for (let pending = [...registry]; pending.length > 0; pending = [...registry].filter((module) => !done.has(module))) {
    for (const module of pending) done.add(module);
    await Promise.all(pending.map((module) => module.load()));
  }
}

export function deferModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, new deploy) may be tried again at the next open.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => loaded;
  const getServerSnapshot = () => null;

  function useModule({ now = false, idle = true }: { now?: boolean; idle?: boolean } = {}) {
    const module = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
    useEffect(() => {
      if (loaded) return;
      const start = () => void load().catch(() => undefined);
      if (now) {
        start();
        return;
      }
      return idle ? whenIdle(start) : undefined;
    }, [now, idle]);
    return module;
  }

  const deferred = { load, useModule };
  registry.add(deferred);
  return deferred;
}

/** Handlers that start loading a deferred module when the shopper shows intent (pointer over, focus). */
export type IntentHandlers = { onPointerEnter: () => void; onFocus: () => void };

/**
 * A closed trigger standing in for a deferred component: `requestOpen` (its click) loads the module
 * at once, and `openOnLoad` tells the loaded component to open as it mounts. Nothing loads by
 * itself (issue 23: the rest only on use): `intent`, spread on the closed trigger, starts the
 * download when the pointer comes over it or it takes the focus, so it is usually there by the click.
 */
export function useDeferredOpen<T>(deferred: DeferredModule<T>) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const module = deferred.useModule({ now: openOnLoad, idle: false });
  const intent: IntentHandlers = { onPointerEnter: () => preload(deferred), onFocus: () => preload(deferred) };
  return { module, openOnLoad, requestOpen: () => setOpenOnLoad(true), intent };
}

/** Starts loading a deferred module (a failure is tried again at the next use). */
export function preload(deferred: DeferredModule<unknown>) {
  void deferred.load().catch(() => undefined);
}

/** The keys whose closed trigger had the focus as it went away, with the caret of a text field. */
const focusHandedOver = new Map<string, { start: number; end: number } | null>();
const focusTarget = (key: string) => document.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);

function caretOf(element: Element | null) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  const { selectionStart: start, selectionEnd: end } = element;
  return start === null || end === null ? null : { start, end };
}

/**
 * Keeps the keyboard focus when a closed trigger is swapped for the loaded one. Both carry
 * `data-focus-key={key}`; the closed one's component calls this with `gives`, the loaded one's
 * without. If the closed trigger had focus when it went away, the loaded one takes it in the same
 * commit (the mark lasts no longer), without scrolling, and a text field keeps its caret where the
 * typing was. A key names one trigger on the page: two alike, the first in the page takes the focus.
 */
export function useFocusHandOver(key: string, { gives = false } = {}) {
  useLayoutEffect(() => {
    if (!gives && focusHandedOver.has(key)) {
      const caret = focusHandedOver.get(key);
      focusHandedOver.delete(key);
      const target = focusTarget(key);
      target?.focus({ preventScroll: true });
      if (caret && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
        target.setSelectionRange(caret.start, caret.end);
      }
    }
    return () => {
      const active = document.activeElement;
      if (!gives || active?.getAttribute('data-focus-key') !== key) return;
      focusHandedOver.set(key, caretOf(active));
      queueMicrotask(() => focusHandedOver.delete(key));
    };
  }, [key, gives]);
}
