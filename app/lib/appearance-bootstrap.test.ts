import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_BOOTSTRAP_SCRIPT } from '@common/appearance-bootstrap';
import { STORAGE_KEYS } from '@common/storage-keys';
import { resetAppearanceForTests, startAppearance } from './appearance';

const root = () => document.documentElement;

function systemDark(isDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && isDark,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function saved(theme: string | null, preference: string | null) {
  if (theme !== null) window.localStorage.setItem(STORAGE_KEYS.theme, theme);
  if (preference !== null) window.localStorage.setItem(STORAGE_KEYS.darkModePreference, preference);
}

/** What <html> says after the inline script in <head> ran, before any app code. */
function afterBootstrap() {
  new Function(APPEARANCE_BOOTSTRAP_SCRIPT)();
  return { theme: root().getAttribute('data-theme'), dark: root().classList.contains('dark') };
}

/** What <html> says once the app started (app/lib/appearance.ts). */
function afterAppStart() {
  startAppearance();
  return { theme: root().getAttribute('data-theme'), dark: root().classList.contains('dark') };
}

beforeEach(() => {
  resetAppearanceForTests();
  root().removeAttribute('data-theme');
  root().classList.remove('dark');
  systemDark(false);
});
afterEach(() => vi.unstubAllGlobals());

// Spec §5 fallbacks, in the pre-paint script and in the app that takes over from it
// (moved here from the browser test e2e/appearance.e2e.test.ts).
describe('the pre-paint appearance script and the app agree', () => {
  it.each([
    ['a first visit with nothing saved', null, null, { theme: 'ruediverso', dark: false }],
    ['a saved theme other than divergente', 'verde', 'light', { theme: 'ruediverso', dark: false }],
    ['divergente in dark mode', 'divergente', 'dark', { theme: 'divergente', dark: true }],
    ['an unknown dark-mode preference (auto, the system is light)', 'ruediverso', 'sepia', { theme: 'ruediverso', dark: false }],
  ])('%s', (_label, theme, preference, expected) => {
    saved(theme, preference);
    expect(afterBootstrap()).toEqual(expected);
    expect(afterAppStart()).toEqual(expected);
  });

  it('auto follows the system colour scheme', () => {
    saved(null, 'auto');
    systemDark(true);
    expect(afterBootstrap()).toEqual({ theme: 'ruediverso', dark: true });
    expect(afterAppStart()).toEqual({ theme: 'ruediverso', dark: true });
  });
});

describe('the stored session, said before the first paint (issue 36)', () => {
  afterEach(() => window.localStorage.clear());

  it('marks a visitor without a stored token as a guest, and one with either key as holding a session', () => {
    afterBootstrap();
    expect(root().getAttribute('data-stored-session')).toBe('no');
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'a-token');
    afterBootstrap();
    expect(root().getAttribute('data-stored-session')).toBe('yes');
    window.localStorage.removeItem(STORAGE_KEYS.authToken);
    window.localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    afterBootstrap();
    expect(root().getAttribute('data-stored-session')).toBe('yes');
  });
});
