import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_TEXT_VERSION } from '@common/consent/rules';
import { STORAGE_KEYS } from '@common/storage-keys';
import { ACCEPT_ALL, CUSTOM_DEFAULTS, ESSENTIALS_ONLY, readConsent, saveConsent } from './cookie-consent';
import { recordConsent } from './cookie-consent-record';

const NOW = new Date('2025-03-14T10:30:00.000Z');

describe('the choice on record at the store (issue 33)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const stubFetch = (answer: () => Promise<Response>) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };
  const sent = (fetch: ReturnType<typeof stubFetch>, call = 0) => {
    const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
    return { url, init, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> };
  };

  it('posts each choice once, with the banner text version and one anonymous id kept in the browser', () => {
    const fetch = stubFetch(() => Promise.resolve(new Response('{}', { status: 201 })));
    recordConsent(saveConsent(CUSTOM_DEFAULTS, NOW));
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
    recordConsent(saveConsent(ESSENTIALS_ONLY, NOW));
    expect(fetch).toHaveBeenCalledTimes(2);
    const second = sent(fetch, 1);
    expect(second.body.anonymous_id).toBe(first.body.anonymous_id);
    expect(second.body.categories).toEqual({ essential: true, analytics: false, marketing: false });
    expect(second.headers.Authorization).toBe('Bearer token-1');
  });

  it('a failed post changes nothing: the choice is saved in the browser and nothing is thrown or logged', async () => {
    const error = vi.spyOn(console, 'error');
    const fetch = stubFetch(() => Promise.reject(new TypeError('offline')));
    expect(() => recordConsent(saveConsent(ACCEPT_ALL, NOW))).not.toThrow();
    await fetch.mock.results[0]!.value.catch(() => undefined);
    await Promise.resolve();
    expect(readConsent()).toMatchObject({ analytics: true, marketing: true });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
