import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';
import { openCookiePreferences } from '~/lib/cookie-consent';
import { DeferredCookieBanner } from './deferred-cookie-banner';

const TITLE = 'Tu privacidad, tu elección';
const NOW = new Date('2025-05-02T09:15:00.000Z');
/** The visitor chooses as soon as the banner shows. */
const CHOSEN_AT = new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString();

/** Each saved choice is also put on record at the store (issue 33): the posts, one per save. */
let recorded: ReturnType<typeof vi.fn>;
let root: (Root & { container?: HTMLElement }) | undefined;

// The preferences dialog's code as a visitor has it once "Personalizar" was pressed or hovered.
beforeAll(loadDeferredModulesForTests);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
  recorded = vi.fn(() => Promise.resolve(new Response('{}', { status: 201 })));
  vi.stubGlobal('fetch', recorded);
});
afterEach(async () => {
  act(() => root?.unmount());
  root?.container?.remove();
  root = undefined;
  vi.useRealTimers();
  // A banner's choice is put on record once its code came: not after the test, to a fetch no longer stubbed.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const page = () => (
  <MemoryRouter>
    <DeferredCookieBanner />
  </MemoryRouter>
);

/** The server's page (the banner drawn, hidden), then the browser taking it over as it stands. */
async function hydrate() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const drawn = container.querySelector('[data-cookie-banner]')!;
  await act(async () => {
    root = Object.assign(hydrateRoot(container, page()), { container });
  });
  return { container, drawn };
}

/** A shell the browser mounts itself, then the banner's delay. */
function renderAndWait() {
  const view = render(page());
  act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
  return view;
}

function banner() {
  return screen.queryByRole('region', { name: TITLE });
}

function savedRecord() {
  return JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null');
}

/** The choices put on record; the banner's own buttons send theirs once the recording code has come. */
async function recordedCategories(count: number) {
  vi.useRealTimers();
  await waitFor(() => expect(recorded).toHaveBeenCalledTimes(count));
  return recorded.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).categories);
}

function saveChoice(choice: { analytics: boolean; marketing: boolean }) {
  window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ essential: true, ...choice, timestamp: NOW.toISOString() }));
}

describe('the cookie banner on a first visit: the markup the server drew, kept', () => {
  it('is in the page hidden, shows 1 s after the start, and "Aceptar todas" saves, records and puts it away', async () => {
    const { container, drawn } = await hydrate();
    expect(drawn.hasAttribute('hidden')).toBe(true);
    expect(banner()).toBeNull();
    await act(async () => void vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    // The server's markup, kept: the same element, not one the browser drew again.
    expect(container.querySelector('[data-cookie-banner]')).toBe(drawn);
    expect(drawn.contains(banner())).toBe(true);
    expect(within(banner()!).getByRole('link', { name: 'Política de cookies' }).getAttribute('href')).toBe('/cookies');
    // The dialog's code is here (loaded for these tests, as after a pointer over «Personalizar»): it waits to be asked.
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void fireEvent.click(within(banner()!).getByRole('button', { name: 'Aceptar todas' })));
    expect(savedRecord()).toEqual({ essential: true, analytics: true, marketing: true, timestamp: CHOSEN_AT });
    expect(drawn.hasAttribute('hidden')).toBe(true);
    expect(await recordedCategories(1)).toEqual([{ essential: true, analytics: true, marketing: true }]);
  });

  it('"Solo esenciales" saves analytics and marketing off', async () => {
    await hydrate();
    await act(async () => void vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Solo esenciales' })));
    expect(savedRecord()).toEqual({ essential: true, analytics: false, marketing: false, timestamp: CHOSEN_AT });
    expect(banner()).toBeNull();
    expect(await recordedCategories(1)).toEqual([{ essential: true, analytics: false, marketing: false }]);
  });

  it('stays hidden for a visitor who already chose', async () => {
    saveChoice({ analytics: false, marketing: false });
    const { drawn } = await hydrate();
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(drawn.hasAttribute('hidden')).toBe(true);
  });

  it('"Personalizar" brings the dialog with analytics on and marketing off, beside the one banner; saving puts it away', async () => {
    await hydrate();
    await act(async () => void vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Personalizar' })));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Analíticas' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('false');
    // Behind the modal dialog the page is out of the accessibility tree: the one banner is the kept one.
    expect(screen.getAllByRole('region', { name: TITLE, hidden: true })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(banner()).toBeNull();
    expect(savedRecord()).toEqual({ essential: true, analytics: true, marketing: false, timestamp: CHOSEN_AT });
  });
});

describe('the cookie banner drawn by the browser (a shell mounted without server markup)', () => {
  it('appears 1 s after load when no choice is saved', () => {
    render(page());
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
  });

  it('accept all saves every category with the time of the choice', async () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar todas' }));
    expect(savedRecord()).toEqual({ essential: true, analytics: true, marketing: true, timestamp: CHOSEN_AT });
    expect(banner()).toBeNull();
    expect(await recordedCategories(1)).toEqual([{ essential: true, analytics: true, marketing: true }]);
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

  it('save preferences stores the switches as set', async () => {
    renderAndWait();
    fireEvent.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Analíticas' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar preferencias' }));
    expect(savedRecord()).toEqual({ essential: true, analytics: false, marketing: true, timestamp: CHOSEN_AT });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(await recordedCategories(1)).toEqual([{ essential: true, analytics: false, marketing: true }]);
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
    saveChoice({ analytics: false, marketing: true });
    renderAndWait();
    expect(banner()).toBeNull();
    act(() => openCookiePreferences());
    const dialog = screen.getByRole('dialog', { name: 'Preferencias de cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Analíticas' }).getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true');
  });
});
