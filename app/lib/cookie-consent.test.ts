import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_TEXT_VERSION } from '@common/consent/rules';
import { STORAGE_KEYS } from '@common/storage-keys';
import { ACCEPT_ALL, CUSTOM_DEFAULTS, ESSENTIALS_ONLY, parseConsent, readConsent, saveConsent } from './cookie-consent';

const NOW = new Date('2025-03-14T10:30:00.000Z');

// Every save is also posted to the store (issue 33): answered here, never sent anywhere.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 201 }))));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookie consent record', () => {
  it('accept all saves {essential, analytics, marketing} on with an ISO timestamp', () => {
    expect(saveConsent(ACCEPT_ALL, NOW)).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      timestamp: '2025-03-14T10:30:00.000Z',
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      timestamp: '2025-03-14T10:30:00.000Z',
    });
  });

  it('essentials only keeps essentials on and the rest off', () => {
    expect(saveConsent(ESSENTIALS_ONLY, NOW)).toMatchObject({ essential: true, analytics: false, marketing: false });
  });

  it('the custom dialog starts with analytics on and marketing off', () => {
    expect(CUSTOM_DEFAULTS).toEqual({ analytics: true, marketing: false });
  });

  it('essentials are always on, even if a stored record says otherwise', () => {
    expect(parseConsent({ essential: false, analytics: false, marketing: true, timestamp: NOW.toISOString() })).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      timestamp: NOW.toISOString(),
    });
  });

  it('a damaged record does not count as a choice', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent({ analytics: 'yes', marketing: false, timestamp: NOW.toISOString() })).toBeNull();
    expect(parseConsent({ analytics: true, marketing: false, timestamp: 'ayer' })).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, '{broken');
    expect(readConsent()).toBeNull();
  });

  it('tells the page when the choice changes', () => {
    let heard: unknown = null;
    window.addEventListener('cookie-consent-changed', (event) => (heard = (event as CustomEvent).detail), { once: true });
    const saved = saveConsent(ESSENTIALS_ONLY, NOW);
    expect(heard).toEqual(saved);
  });
});

describe('the choice on record at the store (issue 33)', () => {
  const stubFetch = (answer: () => Promise<Response>) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const sent = (fetch: ReturnType<typeof stubFetch>, call = 0) => {
    const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
    return { url, init, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> };
  };

  it('posts each saved choice once, with the banner text version and one anonymous id kept in the browser', () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('{}', { status: 201 })));
    saveConsent(CUSTOM_DEFAULTS, NOW);
    expect(fetch).toHaveBeenCalledTimes(1);
    const first = sent(fetch);
    expect(first.url).toBe('/api/consents/cookies');
    expect(first.init.method).toBe('POST');
    expect(first.body).toEqual({
      categories: { essential: true, analytics: true, marketing: false },
      text_version: COOKIE_BANNER_TEXT_VERSION,
      anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(first.headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.consentId)).toBe(first.body.anonymous_id);

    window.localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    saveConsent(ESSENTIALS_ONLY, NOW);
    expect(fetch).toHaveBeenCalledTimes(2);
    const second = sent(fetch, 1);
    expect(second.body.anonymous_id).toBe(first.body.anonymous_id);
    expect(second.body.categories).toEqual({ essential: true, analytics: false, marketing: false });
    expect(second.headers.Authorization).toBe('Bearer token-1');
  });

  it('a failed post changes nothing: the choice is saved in the browser and nothing is thrown or logged', async () => {
    const error = vi.spyOn(console, 'error');
    const fetch = stubFetch(() => Promise.reject(new TypeError('offline')));
    expect(() => saveConsent(ACCEPT_ALL, NOW)).not.toThrow();
    await fetch.mock.results[0]!.value.catch(() => undefined);
    await Promise.resolve();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
