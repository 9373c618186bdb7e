import { useSyncExternalStore } from 'react';
import {
  parseDarkModePreference,
  parseTheme,
  resolveIsDark,
  type DarkModePreference,
  type Theme,
} from '@common/theme';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage, writeStorage } from './browser-storage';

export interface AppearanceState {
  theme: Theme;
  preference: DarkModePreference;
  isDark: boolean;
}

const SERVER_STATE: AppearanceState = { theme: 'ruediverso', preference: 'auto', isDark: false };
const DARK_QUERY = '(prefers-color-scheme: dark)';

let state: AppearanceState = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true;
}

function emit() {
  for (const listener of listeners) listener();
}

function applyTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme);
  writeStorage(STORAGE_KEYS.theme, theme);
  window.dispatchEvent(new CustomEvent('theme-changed', { detail: { theme } }));
}

function applyDark(isDark: boolean, preference: DarkModePreference) {
  document.documentElement.classList.toggle('dark', isDark);
  writeStorage(STORAGE_KEYS.darkMode, String(isDark));
  writeStorage(STORAGE_KEYS.darkModePreference, preference);
  window.dispatchEvent(new CustomEvent('dark-mode-changed', { detail: { isDark, preference } }));
}

/** Restores the saved theme and preference (spec §4) and follows the system live in auto mode. */
export function startAppearance() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const theme = parseTheme(readStorage(STORAGE_KEYS.theme));
  const preference = parseDarkModePreference(readStorage(STORAGE_KEYS.darkModePreference));
  state = { theme, preference, isDark: resolveIsDark(preference, systemPrefersDark()) };
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.classList.toggle('dark', state.isDark);
  window.matchMedia?.(DARK_QUERY).addEventListener('change', (event) => {
    if (state.preference !== 'auto') return;
    state = { ...state, isDark: event.matches };
    applyDark(state.isDark, 'auto');
    emit();
  });
  emit();
}

export function setTheme(theme: Theme) {
  state = { ...state, theme };
  applyTheme(theme);
  emit();
}

export function toggleTheme() {
  setTheme(state.theme === 'ruediverso' ? 'divergente' : 'ruediverso');
}

export function setDarkModePreference(preference: DarkModePreference) {
  const isDark = resolveIsDark(preference, systemPrefersDark());
  state = { ...state, preference, isDark };
  applyDark(isDark, preference);
  emit();
}

/** Forces light or dark (used by the accessibility panel's dark-mode switch). */
export function setDarkMode(isDark: boolean) {
  setDarkModePreference(isDark ? 'dark' : 'light');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppearance(): AppearanceState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/** For tests: forget the started state. */
export function resetAppearanceForTests() {
  started = false;
  state = SERVER_STATE;
}
