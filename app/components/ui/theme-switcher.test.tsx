import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { resetAppearanceForTests, startAppearance, toggleTheme } from '~/lib/appearance';
import { ThemeSwitcher } from './theme-switcher';

beforeEach(() => {
  resetAppearanceForTests();
  document.documentElement.removeAttribute('data-theme');
});

const button = (name: string) => screen.getByRole('button', { name });

describe('ThemeSwitcher', () => {
  it('offers ruediverso and divergente, ruediverso pressed by default', () => {
    render(<ThemeSwitcher />);
    act(() => startAppearance());
    expect(screen.getByRole('group', { name: 'Tema de marca' })).toBeTruthy();
    expect(button('ruediverso').getAttribute('aria-pressed')).toBe('true');
    expect(button('divergente').getAttribute('aria-pressed')).toBe('false');
    expect(button('divergente').getAttribute('title')).toContain('Moda corporativa inclusiva');
  });

  it("choosing divergente saves the theme, sets data-theme and fires 'theme-changed'", () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('theme-changed', listener);
    render(<ThemeSwitcher />);
    act(() => startAppearance());

    fireEvent.click(button('divergente'));

    expect(button('divergente').getAttribute('aria-pressed')).toBe('true');
    expect(button('ruediverso').getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('divergente');
    expect(document.documentElement.getAttribute('data-theme')).toBe('divergente');
    expect(events).toEqual([{ theme: 'divergente' }]);
    window.removeEventListener('theme-changed', listener);
  });

  it('restores a saved theme and follows toggleTheme', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'divergente');
    render(<ThemeSwitcher compact />);
    act(() => startAppearance());
    expect(button('divergente').getAttribute('aria-pressed')).toBe('true');
    act(() => toggleTheme());
    expect(button('ruediverso').getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('ruediverso');
  });

  it('compact mode keeps the brand names for screen readers', () => {
    render(<ThemeSwitcher compact />);
    expect(button('ruediverso').querySelector('.sr-only')?.textContent).toBe('ruediverso');
  });
});
