import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { resetAccessibilityForTests } from '~/lib/accessibility';
import { resetAppearanceForTests, startAppearance } from '~/lib/appearance';
import { AccessibilityPanel } from './accessibility-panel';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

const html = document.documentElement;

function clearHtml() {
  for (const name of ['data-font-size', 'data-high-contrast', 'data-reduce-motion', 'data-color-filter']) {
    html.removeAttribute(name);
  }
  html.classList.remove('dark');
}

function stored() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.accessibility) ?? 'null');
}

function openPanel() {
  render(<AccessibilityPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Accesibilidad' }));
  return screen.getByRole('dialog', { name: 'Accesibilidad' });
}

beforeEach(() => {
  resetAccessibilityForTests();
  resetAppearanceForTests();
  clearHtml();
  startAppearance();
});
afterEach(clearHtml);

describe('accessibility panel', () => {
  it('opens from the floating Accesibilidad button', () => {
    render(<AccessibilityPanel />);
    const trigger = screen.getByRole('button', { name: 'Accesibilidad' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Accesibilidad' })).toBeTruthy();
  });

  it('offers the font sizes Pequeño, Normal, Grande and Muy grande, and remembers the choice', () => {
    const panel = openPanel();
    const group = within(panel).getByRole('group', { name: 'Tamaño del texto' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toEqual(
      ['Pequeño', 'Normal', 'Grande', 'Muy grande'].map((name) => within(group).getByRole('radio', { name })),
    );
    expect(within(group).getByRole('radio', { name: 'Normal' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Muy grande' }));
    expect(html.getAttribute('data-font-size')).toBe('xl');
    expect(stored()).toMatchObject({ fontSize: 'xl' });
  });

  it('switches high contrast and reduce motion on <html>', () => {
    const panel = openPanel();
    const contrast = within(panel).getByRole('switch', { name: 'Alto contraste' });
    fireEvent.click(contrast);
    expect(contrast.getAttribute('aria-checked')).toBe('true');
    expect(html.getAttribute('data-high-contrast')).toBe('true');
    fireEvent.click(within(panel).getByRole('switch', { name: 'Reducir movimiento' }));
    expect(html.getAttribute('data-reduce-motion')).toBe('true');
    expect(stored()).toMatchObject({ highContrast: true, reduceMotion: true });
    fireEvent.click(contrast);
    expect(html.hasAttribute('data-high-contrast')).toBe(false);
  });

  it('applies a colour-blind filter and Ninguno removes it', () => {
    const panel = openPanel();
    const group = within(panel).getByRole('group', { name: 'Filtro para daltonismo' });
    for (const name of ['Protanopia', 'Deuteranopia', 'Tritanopia']) {
      fireEvent.click(within(group).getByRole('radio', { name }));
      expect(html.getAttribute('data-color-filter')).toBe(name.toLowerCase());
    }
    fireEvent.click(within(group).getByRole('radio', { name: 'Ninguno' }));
    expect(html.hasAttribute('data-color-filter')).toBe(false);
    expect(stored()).toMatchObject({ colorFilter: 'none' });
  });

  it('turns dark mode on and off', () => {
    const panel = openPanel();
    const dark = within(panel).getByRole('switch', { name: 'Modo oscuro' });
    fireEvent.click(dark);
    expect(html.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.darkModePreference)).toBe('dark');
    fireEvent.click(dark);
    expect(html.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.darkModePreference)).toBe('light');
  });

  it('shows the remembered settings', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.accessibility,
      JSON.stringify({ fontSize: 'large', highContrast: true, reduceMotion: false, colorFilter: 'tritanopia' }),
    );
    const panel = openPanel();
    expect(within(panel).getByRole('radio', { name: 'Grande' })).toHaveProperty('checked', true);
    expect(within(panel).getByRole('radio', { name: /Tritanopia/ })).toHaveProperty('checked', true);
    expect(within(panel).getByRole('switch', { name: 'Alto contraste' }).getAttribute('aria-checked')).toBe('true');
  });

  it('Restablecer brings back the defaults and the automatic dark mode', () => {
    const panel = openPanel();
    fireEvent.click(within(panel).getByRole('radio', { name: 'Pequeño' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Alto contraste' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Reducir movimiento' }));
    fireEvent.click(within(panel).getByRole('radio', { name: /Deuteranopia/ }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Modo oscuro' }));

    fireEvent.click(within(panel).getByRole('button', { name: 'Restablecer' }));

    expect(html.getAttribute('data-font-size')).toBe('normal');
    expect(html.hasAttribute('data-high-contrast')).toBe(false);
    expect(html.hasAttribute('data-reduce-motion')).toBe(false);
    expect(html.hasAttribute('data-color-filter')).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessibility)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.darkModePreference)).toBe('auto');
    expect(within(panel).getByRole('radio', { name: 'Normal' })).toHaveProperty('checked', true);
  });
});
