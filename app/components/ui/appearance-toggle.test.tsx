import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { resetAppearanceForTests, startAppearance } from '~/lib/appearance';
import { AppearanceToggle, appearanceStatusText } from './appearance-toggle';

function systemPrefersDark(isDark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('dark') && isDark,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  resetAppearanceForTests();
  document.documentElement.className = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });

describe('AppearanceToggle', () => {
  it("shows the label 'Apariencia' and the buttons Claro, Auto, Oscuro with their titles", () => {
    render(<AppearanceToggle />);
    expect(screen.getByRole('group', { name: 'Apariencia' })).toBeTruthy();
    expect(screen.getByText('Apariencia')).toBeTruthy();
    expect(button('Claro').getAttribute('title')).toBe('Modo claro');
    expect(button('Auto').getAttribute('title')).toBe('Automático (según sistema)');
    expect(button('Oscuro').getAttribute('title')).toBe('Modo oscuro');
  });

  it('marks the current preference as pressed; a missing preference means auto', () => {
    render(<AppearanceToggle />);
    act(() => startAppearance());
    expect(button('Auto').getAttribute('aria-pressed')).toBe('true');
    expect(button('Claro').getAttribute('aria-pressed')).toBe('false');
    expect(button('Oscuro').getAttribute('aria-pressed')).toBe('false');
  });

  it("choosing Oscuro saves the preference, sets the dark class and fires 'dark-mode-changed'", () => {
    systemPrefersDark(false);
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('dark-mode-changed', listener);
    render(<AppearanceToggle />);
    act(() => startAppearance());

    fireEvent.click(button('Oscuro'));

    expect(button('Oscuro').getAttribute('aria-pressed')).toBe('true');
    expect(button('Auto').getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.darkModePreference)).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(events).toEqual([{ isDark: true, preference: 'dark' }]);

    fireEvent.click(button('Claro'));
    expect(window.localStorage.getItem(STORAGE_KEYS.darkModePreference)).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(events.at(-1)).toEqual({ isDark: false, preference: 'light' });
    window.removeEventListener('dark-mode-changed', listener);
  });

  it("status text reads 'Auto (oscuro)' when auto follows a dark system", () => {
    systemPrefersDark(true);
    render(<AppearanceToggle showStatus />);
    act(() => startAppearance());
    expect(screen.getByText('Auto (oscuro)')).toBeTruthy();
  });

  it("status text reads 'Auto (claro)', then 'Claro' or 'Oscuro' once fixed", () => {
    systemPrefersDark(false);
    render(<AppearanceToggle showStatus />);
    act(() => startAppearance());
    expect(screen.getByText('Auto (claro)')).toBeTruthy();
    fireEvent.click(button('Oscuro'));
    expect(screen.getByText('Oscuro', { selector: '[aria-live]' })).toBeTruthy();
    fireEvent.click(button('Claro'));
    expect(screen.getByText('Claro', { selector: '[aria-live]' })).toBeTruthy();
  });

  it('hides the status by default', () => {
    render(<AppearanceToggle />);
    expect(screen.queryByText(/^Auto \(/)).toBeNull();
  });

  it('without label and text it stays named for screen readers', () => {
    render(<AppearanceToggle showLabel={false} showText={false} label="Modo de color" compact />);
    expect(screen.queryByText('Modo de color')).toBeNull();
    expect(screen.getByRole('group', { name: 'Modo de color' })).toBeTruthy();
    expect(button('Oscuro').querySelector('.sr-only')?.textContent).toBe('Oscuro');
  });

  it('status text rule of spec §2', () => {
    expect(appearanceStatusText('auto', true)).toBe('Auto (oscuro)');
    expect(appearanceStatusText('auto', false)).toBe('Auto (claro)');
    expect(appearanceStatusText('light', true)).toBe('Claro');
    expect(appearanceStatusText('dark', false)).toBe('Oscuro');
  });
});
