import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetAccessibilityForTests } from '~/lib/accessibility';
import { resetAppearanceForTests } from '~/lib/appearance';
import { resetAuthForTests } from '~/lib/auth';
import { resetCartForTests } from '~/lib/cart';
import { DEFAULT_PUBLIC_STORE_SETTINGS } from '@common/settings/defaults';
import { registerDefaultStoreSettings, replaceStoreBrands, replaceStoreSettings } from '~/lib/store-facts';
import { clearToastsForTests } from '~/lib/toast';
// Screens render as the server draws them, static islands included (issue 36).
import '~/islands.server';

// findBy/waitFor give up after 1 s by default; on a slow, shared CI machine a debounced search
// followed by a route loader can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });
// A component rendered without the root's data reads the defaults, as the server does (app/entry.server.tsx).
registerDefaultStoreSettings(DEFAULT_PUBLIC_STORE_SETTINGS);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/*
 * The component project shares one happy-dom window and the imported modules between the files
 * of a worker (isolate: false, docs/testing.md), so each file starts from a clean page: what a
 * file may have changed of the window, the DOM's prototypes, timers and the app's module state
 * is put back before it runs and after it ends.
 */
type Descriptors = Map<object, Map<PropertyKey, PropertyDescriptor | undefined>>;
const ORIGINALS = Symbol.for('tienda-diverso.dom-originals');
const PATCHED_PROTOTYPES = () => [HTMLImageElement.prototype, HTMLElement.prototype, Element.prototype, Node.prototype, window.HTMLMediaElement?.prototype].filter(Boolean) as object[];
const PATCHED_PROPERTIES = ['complete', 'naturalWidth', 'naturalHeight', 'offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight', 'scrollIntoView', 'getBoundingClientRect', 'scrollTo', 'hasPointerCapture', 'setPointerCapture', 'releasePointerCapture', 'play', 'pause'];
const WINDOW_PROPERTIES = ['matchMedia', 'scrollTo', 'IntersectionObserver', 'ResizeObserver', 'requestIdleCallback', 'cancelIdleCallback', 'fetch', 'innerWidth', 'innerHeight'];

function originals(): { prototypes: Descriptors; window: Map<PropertyKey, PropertyDescriptor | undefined> } {
  const holder = globalThis as unknown as Record<symbol, ReturnType<typeof originals> | undefined>;
  holder[ORIGINALS] ??= {
    prototypes: new Map(PATCHED_PROTOTYPES().map((proto) => [proto, new Map(PATCHED_PROPERTIES.map((p) => [p, Object.getOwnPropertyDescriptor(proto, p)]))])),
    window: new Map(WINDOW_PROPERTIES.map((p) => [p, Object.getOwnPropertyDescriptor(window, p)])),
  };
  return holder[ORIGINALS]!;
}

function restore(target: object, property: PropertyKey, descriptor: PropertyDescriptor | undefined) {
  const now = Object.getOwnPropertyDescriptor(target, property);
  if (now === descriptor || (now && descriptor && now.value === descriptor.value && now.get === descriptor.get && now.set === descriptor.set)) return;
  try {
    if (descriptor) Object.defineProperty(target, property, descriptor);
    else delete (target as Record<PropertyKey, unknown>)[property];
  } catch {
    // a property the window does not let go of: left as it is
  }
}

function resetPage() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const saved = originals();
  for (const [proto, properties] of saved.prototypes) for (const [p, d] of properties) restore(proto, p, d);
  for (const [p, d] of saved.window) restore(window, p, d);
  // The browser-side stores of app/lib (module state, shared by the files of a worker).
  clearToastsForTests();
  resetAuthForTests();
  resetCartForTests();
  resetAppearanceForTests();
  resetAccessibilityForTests();
  replaceStoreSettings(null);
  replaceStoreBrands(null);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== 'http://localhost:3000/') window.history.replaceState(null, '', 'http://localhost:3000/');
}

// At the file's start (a setup file runs before each test file is imported, so a file's own
// module-level patches come after this) and at its end.
resetPage();
afterAll(() => {
  cleanup();
  resetPage();
});
