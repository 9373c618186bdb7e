import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_COOKIE_PREFERENCES_EVENT } from '~/lib/cookie-consent';
import { CookiePreferencesButton } from './cookie-preferences-button';

describe("the footer's 'Preferencias de cookies' (issue 33)", () => {
  it('before hydration, a GET form to the cookie policy that opens the preferences there', () => {
    const html = renderToString(<CookiePreferencesButton />);
    expect(html).toContain('action="/cookies#preferencias-cookies"');
    expect(html).toContain('method="get"');
  });

  it('a button announced as opening a dialog, which asks for the preferences in place', () => {
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
