import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@common/storage-keys';
import { readStorage, removeStorage, writeJson } from './browser-storage';

/**
 * Accessibility panel settings (spec §2). common/appearance-bootstrap.ts applies the stored record
 * before the first paint with the same rules; accessibility.test.ts keeps the two in step.
 */
export const FONT_SIZES = ['small', 'normal', 'large', 'xl'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const COLOR_FILTERS = ['none', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type ColorFilter = (typeof COLOR_FILTERS)[number];

export interface AccessibilitySettings {
  fontSize: FontSize;
  highContrast: boolean;
  reduceMotion: boolean;
  colorFilter: ColorFilter;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  fontSize: 'normal',
  highContrast: false,
  reduceMotion: false,
  colorFilter: 'none',
};

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Each unknown or missing field falls back to its default, so one bad field keeps the others. */
export function parseAccessibility(value: unknown): AccessibilitySettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_ACCESSIBILITY;
  const record = value as Record<string, unknown>;
  return {
    fontSize: isOneOf(FONT_SIZES, record.fontSize) ? record.fontSize : DEFAULT_ACCESSIBILITY.fontSize,
    highContrast: record.highContrast === true,
    reduceMotion: record.reduceMotion === true,
    colorFilter: isOneOf(COLOR_FILTERS, record.colorFilter)
      ? record.colorFilter
      : DEFAULT_ACCESSIBILITY.colorFilter,
  };
}

/** The stored text as saved under STORAGE_KEYS.accessibility; invalid JSON means defaults. */
export function parseStoredAccessibility(raw: string | null): AccessibilitySettings {
  if (raw === null) return DEFAULT_ACCESSIBILITY;
  try {
    return parseAccessibility(JSON.parse(raw));
  } catch {
    return DEFAULT_ACCESSIBILITY;
  }
}

/** Writes the settings as the <html> attributes app.css styles. */
export function applyAccessibility(settings: AccessibilitySettings, root: HTMLElement): void {
  root.setAttribute('data-font-size', settings.fontSize);
  toggleAttribute(root, 'data-high-contrast', settings.highContrast ? 'true' : null);
  toggleAttribute(root, 'data-reduce-motion', settings.reduceMotion ? 'true' : null);
  toggleAttribute(root, 'data-color-filter', settings.colorFilter === 'none' ? null : settings.colorFilter);
}

function toggleAttribute(root: HTMLElement, name: string, value: string | null) {
  if (value === null) root.removeAttribute(name);
  else root.setAttribute(name, value);
}

/** True when motion should be kept to a minimum: the panel's switch or the system setting. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    document.documentElement.getAttribute('data-reduce-motion') === 'true' ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

// A tiny store so the panel (and anything else) re-renders when a setting changes.
let state: AccessibilitySettings = DEFAULT_ACCESSIBILITY;
let started = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function commit(next: AccessibilitySettings) {
  state = next;
  applyAccessibility(next, document.documentElement);
  emit();
}

/** Loads the remembered settings; the bootstrap script has already applied them to <html>. */
export function startAccessibility() {
  if (started || typeof window === 'undefined') return;
  started = true;
  commit(parseStoredAccessibility(readStorage(STORAGE_KEYS.accessibility)));
}

export function updateAccessibility(change: Partial<AccessibilitySettings>) {
  const next = { ...state, ...change };
  writeJson(STORAGE_KEYS.accessibility, next);
  commit(next);
}

/** Back to the defaults, forgetting the stored record. */
export function resetAccessibility() {
  removeStorage(STORAGE_KEYS.accessibility);
  commit(DEFAULT_ACCESSIBILITY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccessibility(): AccessibilitySettings {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => DEFAULT_ACCESSIBILITY,
  );
}

/** For tests: forget the started state. */
export function resetAccessibilityForTests() {
  started = false;
  state = DEFAULT_ACCESSIBILITY;
}
