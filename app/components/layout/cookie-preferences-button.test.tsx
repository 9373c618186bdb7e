import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '~/lib/cookie-consent';
import { CookiePreferencesButton } from './cookie-preferences-button';

describe("the footer's 'Preferencias de cookies' (issue 33)", () => {
  it('is drawn as a link to the cookie policy that opens the preferences, so it works before hydration', () => {
    const html = renderToString(<CookiePreferencesButton />);
    expect(html).toContain('href="/cookies#preferencias-cookies"');
    expect(html).toContain('Preferencias de cookies');
  });

  it('once hydrated, a button announced as opening a dialog, which asks for the preferences', () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
    render(<CookiePreferencesButton />);
    const button = screen.getByRole('button', { name: 'Preferencias de cookies' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, opened);
  });
});
