import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';
import { openCookiePreferences } from '~/lib/cookie-consent';
import { CookieBanner } from './cookie-banner';

const NOW = new Date('2025-05-02T09:15:00.000Z');
/** The visitor chooses as soon as the banner shows. */
const CHOSEN_AT = new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString();

/** Each saved choice is also put on record at the store (issue 33): the posts, one per save. */
let recorded: ReturnType<typeof vi.fn>;

// The preferences dialog's code as a visitor has it once "Personalizar" was pressed or hovered.
beforeAll(loadDeferredModulesForTests);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  recorded = vi.fn(() => Promise.resolve(new Response('{}', { status: 201 })));
  vi.stubGlobal('fetch', recorded);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function recordedCategories() {
  return recorded.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).categories);
}

function savedRecord() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null');
}

function banner() {
  return screen.queryByRole('region', { name: 'Tu privacidad, tu elección' });
}

function renderAndWait() {
  const view = render(<CookieBanner />);
  act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
  return view;
}

describe('cookie banner', () => {
  it('appears 1 s after load when no choice is saved', () => {
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
    expect(within(banner()!).getByRole('link', { name: 'Política de cookies' }).getAttribute('href')).toBe('/cookies');
  });

  it('accept all saves every category with the time of the choice', () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    expect(savedRecord()).toEqual({ essential: true, analytics: true, marketing: true, timestamp: CHOSEN_AT });
    expect(banner()).toBeNull();
    expect(recordedCategories()).toEqual([{ essential: true, analytics: true, marketing: true }]);
  });

  it('essentials only saves analytics and marketing off', () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Solo esenciales' }));
    expect(savedRecord()).toEqual({ essential: true, analytics: false, marketing: false, timestamp: CHOSEN_AT });
    expect(banner()).toBeNull();
    expect(recordedCategories()).toEqual([{ essential: true, analytics: false, marketing: false }]);
  });

  it('the custom dialog has essentials always on, analytics on and marketing off by default', () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    const essentials = within(dialog).getByRole('switch', { name: 'Esenciales' });
    expect(essentials.getAttribute('aria-checked')).toBe('true');
    expect(essentials.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('switch', { name: 'Analíticas' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('false');
  });

  it('save preferences stores the switches as set', () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analíticas' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(savedRecord()).toEqual({ essential: true, analytics: false, marketing: true, timestamp: CHOSEN_AT });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(recordedCategories()).toEqual([{ essential: true, analytics: false, marketing: true }]);
  });

  it('closing the custom dialog without saving keeps the banner and saves nothing', () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedRecord()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(recorded).not.toHaveBeenCalled();
  });

  it('once chosen it never shows again, until the record is removed', () => {
    const first = renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Solo esenciales' }));
    first.unmount();

    const second = renderAndWait();
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner()).toBeNull();
    second.unmount();

    window.localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    renderAndWait();
    expect(banner()).not.toBeNull();
  });

  it('can be reopened later with the saved choice, to change or withdraw consent', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({ essential: true, analytics: false, marketing: true, timestamp: NOW.toISOString() }),
    );
    renderAndWait();
    expect(banner()).toBeNull();
    act(() => openCookiePreferences());
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Analíticas' }).getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
  });
});
