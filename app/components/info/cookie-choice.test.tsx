import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { OPEN_COOKIE_PREFERENCES_EVENT, saveConsent } from '~/lib/cookie-consent';
import { CookieChoice, describeConsent } from './cookie-choice';

describe('CookieChoice', () => {
  it('says when no choice has been saved yet', () => {
    render(<CookieChoice />);
    expect(screen.getByText('Todavía no has elegido: solo usamos lo esencial.')).toBeTruthy();
  });

  it('shows the saved choice and follows it when it changes', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({ essential: true, analytics: true, marketing: false, timestamp: '2026-05-02T09:15:00.000Z' }),
    );
    render(<CookieChoice />);
    expect(screen.getByText(/^Permites esenciales y analíticas desde el /)).toBeTruthy();
    act(() => void saveConsent({ analytics: false, marketing: false }));
    expect(screen.getByText(/^Permites solo las esenciales desde el /)).toBeTruthy();
  });

  it('reopens the cookie preferences dialog', () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
    render(<CookieChoice />);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar mis preferencias' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
  });

  it('opens the preferences at once when reached at #preferencias-cookies (the footer before hydration, /user/privacy)', () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
    window.history.replaceState(null, '', '/cookies#preferencias-cookies');
    render(<CookieChoice />);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
  });

  it('names every category allowed', () => {
    expect(describeConsent({ essential: true, analytics: true, marketing: true, timestamp: '2026-01-01T00:00:00.000Z' })).toMatch(
      /^Permites esenciales y analíticas y de marketing desde el /,
    );
  });
});
