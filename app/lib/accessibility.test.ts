import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPEARANCE_BOOTSTRAP_SCRIPT } from '@common/appearance-bootstrap';
import { STORAGE_KEYS } from '@common/storage-keys';
import {
  DEFAULT_ACCESSIBILITY,
  applyAccessibility,
  parseStoredAccessibility,
  resetAccessibility,
  resetAccessibilityForTests,
  startAccessibility,
  updateAccessibility,
  type AccessibilitySettings,
} from './accessibility';

const ATTRIBUTES = ['data-font-size', 'data-high-contrast', 'data-reduce-motion', 'data-color-filter'];
const root = () => document.documentElement;

function htmlAttributes(element: HTMLElement = root()) {
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, element.getAttribute(name)]));
}

function clearAttributes() {
  for (const name of ATTRIBUTES) root().removeAttribute(name);
}

beforeEach(() => {
  resetAccessibilityForTests();
  clearAttributes();
});
afterEach(clearAttributes);

describe('stored accessibility preferences', () => {
  it('reads a full record', () => {
    const saved: AccessibilitySettings = {
      fontSize: 'xl',
      highContrast: true,
      reduceMotion: true,
      colorFilter: 'tritanopia',
    };
    expect(parseStoredAccessibility(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back to the defaults when nothing is stored or the JSON is invalid', () => {
    expect(parseStoredAccessibility(null)).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseStoredAccessibility('{not json')).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseStoredAccessibility('"large"')).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseStoredAccessibility('null')).toEqual(DEFAULT_ACCESSIBILITY);
  });

  it('keeps the valid fields of a record and resets the unknown ones', () => {
    const parsed = parseStoredAccessibility(
      JSON.stringify({ fontSize: 'huge', highContrast: 'yes', reduceMotion: true, colorFilter: 'sepia' }),
    );
    expect(parsed).toEqual({ ...DEFAULT_ACCESSIBILITY, reduceMotion: true });
  });
});

describe('applying the settings to <html>', () => {
  it('sets every attribute app.css styles', () => {
    applyAccessibility(
      { fontSize: 'large', highContrast: true, reduceMotion: true, colorFilter: 'protanopia' },
      root(),
    );
    expect(htmlAttributes()).toEqual({
      'data-font-size': 'large',
      'data-high-contrast': 'true',
      'data-reduce-motion': 'true',
      'data-color-filter': 'protanopia',
    });
  });

  it('removes the switches that are off and the filter "none"', () => {
    applyAccessibility({ fontSize: 'large', highContrast: true, reduceMotion: true, colorFilter: 'protanopia' }, root());
    applyAccessibility(DEFAULT_ACCESSIBILITY, root());
    expect(htmlAttributes()).toEqual({
      'data-font-size': 'normal',
      'data-high-contrast': null,
      'data-reduce-motion': null,
      'data-color-filter': null,
    });
  });

  it.each([
    { fontSize: 'small', highContrast: false, reduceMotion: true, colorFilter: 'deuteranopia' },
    { fontSize: 'xl', highContrast: true, reduceMotion: false, colorFilter: 'none' },
    { fontSize: 'normal', highContrast: false, reduceMotion: false, colorFilter: 'tritanopia' },
  ] as AccessibilitySettings[])('matches what the pre-paint bootstrap script applies for %o', (settings) => {
    window.localStorage.setItem(STORAGE_KEYS.accessibility, JSON.stringify(settings));
    new Function(APPEARANCE_BOOTSTRAP_SCRIPT)();
    const fromBootstrap = htmlAttributes();
    clearAttributes();
    startAccessibility();
    expect(htmlAttributes()).toEqual(fromBootstrap);
  });
});

describe('remembering the settings', () => {
  it('starts from the stored record and applies it', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessibility, JSON.stringify({ fontSize: 'small', highContrast: true }));
    startAccessibility();
    expect(root().getAttribute('data-font-size')).toBe('small');
    expect(root().getAttribute('data-high-contrast')).toBe('true');
  });

  it('saves each change as JSON {fontSize, highContrast, reduceMotion, colorFilter}', () => {
    startAccessibility();
    updateAccessibility({ fontSize: 'large' });
    updateAccessibility({ colorFilter: 'deuteranopia' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.accessibility) ?? 'null')).toEqual({
      fontSize: 'large',
      highContrast: false,
      reduceMotion: false,
      colorFilter: 'deuteranopia',
    });
    expect(root().getAttribute('data-color-filter')).toBe('deuteranopia');
  });

  it('reset forgets the record and clears the attributes', () => {
    startAccessibility();
    updateAccessibility({ fontSize: 'xl', highContrast: true, reduceMotion: true, colorFilter: 'tritanopia' });
    resetAccessibility();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessibility)).toBeNull();
    expect(htmlAttributes()).toEqual({
      'data-font-size': 'normal',
      'data-high-contrast': null,
      'data-reduce-motion': null,
      'data-color-filter': null,
    });
  });
});
