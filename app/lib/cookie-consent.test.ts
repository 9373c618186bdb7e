import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { ACCEPT_ALL, CUSTOM_DEFAULTS, ESSENTIALS_ONLY, parseConsent, readConsent, saveConsent } from './cookie-consent';

const NOW = new Date('2025-03-14T10:30:00.000Z');

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
