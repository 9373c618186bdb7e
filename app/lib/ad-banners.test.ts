import { describe, expect, it } from 'vitest';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '@common/constants';
import {
  addDismissedId,
  bannerColors,
  bannerImageUrl,
  bannerLinkHref,
  firstBannerIndex,
  nextBannerIndex,
  parseDismissedBanners,
  readDismissedBanners,
  safeBannerHref,
  storeDismissedBanner,
  withoutDismissed,
} from './ad-banners';

const ids = (...list: number[]) => list.map((id) => ({ id }));

describe('parseDismissedBanners', () => {
  it('reads a JSON list of ids', () => {
    expect(parseDismissedBanners([3, 7])).toEqual([3, 7]);
  });

  it('accepts ids stored as numeric strings and drops duplicates', () => {
    expect(parseDismissedBanners(['3', 3, '8'])).toEqual([3, 8]);
  });

  it('ignores anything that is not a list of positive whole ids', () => {
    expect(parseDismissedBanners(null)).toEqual([]);
    expect(parseDismissedBanners({ 1: true })).toEqual([]);
    expect(parseDismissedBanners('3')).toEqual([]);
    expect(parseDismissedBanners([0, -2, 1.5, 'x', '', null, 4])).toEqual([4]);
  });
});

describe('dismissed banners in browser storage', () => {
  it('treats a missing or broken dismissedBanners value as none dismissed', () => {
    expect(readDismissedBanners()).toEqual([]);
    window.localStorage.setItem('dismissedBanners', '{not json');
    expect(readDismissedBanners()).toEqual([]);
  });

  it('adds the id to dismissedBanners once, keeping the ones already there', () => {
    window.localStorage.setItem('dismissedBanners', JSON.stringify([2]));
    expect(storeDismissedBanner(5)).toEqual([2, 5]);
    expect(storeDismissedBanner(5)).toEqual([2, 5]);
    expect(JSON.parse(window.localStorage.getItem('dismissedBanners')!)).toEqual([2, 5]);
  });

  it('addDismissedId never duplicates', () => {
    expect(addDismissedId([1], 1)).toEqual([1]);
    expect(addDismissedId([1], 2)).toEqual([1, 2]);
  });
});

describe('which banner shows', () => {
  it('the first banner not dismissed is shown', () => {
    expect(firstBannerIndex(ids(1, 2, 3), [])).toBe(0);
    expect(firstBannerIndex(ids(1, 2, 3), [1])).toBe(1);
    expect(firstBannerIndex(ids(1, 2, 3), [1, 2, 3])).toBeNull();
    expect(firstBannerIndex([], [])).toBeNull();
  });

  it('dismissed banners are filtered out', () => {
    expect(withoutDismissed(ids(1, 2, 3), [2])).toEqual(ids(1, 3));
  });

  it('rotation moves to the next banner and cycles back to the first', () => {
    expect(nextBannerIndex(ids(1, 2, 3), 0, [])).toBe(1);
    expect(nextBannerIndex(ids(1, 2, 3), 2, [])).toBe(0);
  });

  it('rotation skips dismissed banners', () => {
    expect(nextBannerIndex(ids(1, 2, 3), 0, [2])).toBe(2);
    expect(nextBannerIndex(ids(1, 2, 3), 2, [1])).toBe(1);
  });

  it('with one banner left the rotation stays on it, with none it shows nothing', () => {
    expect(nextBannerIndex(ids(1, 2), 0, [2])).toBe(0);
    expect(nextBannerIndex(ids(1, 2), 0, [1, 2])).toBeNull();
    expect(nextBannerIndex([], 0, [])).toBeNull();
  });
});

describe('link, image and colours', () => {
  const base = {
    tipo_banner: 'texto' as const,
    url_destino: '/store/offers',
    imagen_completa_url: 'https://cdn.example/b.webp',
  };

  it("the link appears only when url_destino exists and the type is not html", () => {
    expect(bannerLinkHref(base)).toBe('/store/offers');
    expect(bannerLinkHref({ ...base, url_destino: null })).toBeNull();
    expect(bannerLinkHref({ ...base, url_destino: '  ' })).toBeNull();
    expect(bannerLinkHref({ ...base, tipo_banner: 'html' })).toBeNull();
  });

  it('the image appears only when an image url exists and the type is not html', () => {
    expect(bannerImageUrl(base)).toBe('https://cdn.example/b.webp');
    expect(bannerImageUrl({ ...base, imagen_completa_url: null })).toBeNull();
    expect(bannerImageUrl({ ...base, tipo_banner: 'html' })).toBeNull();
  });

  it('only site paths and http(s) addresses are followed', () => {
    expect(safeBannerHref('https://ruediverso.example/otono')).toBe('https://ruediverso.example/otono');
    expect(safeBannerHref('/brands/divergente')).toBe('/brands/divergente');
    expect(safeBannerHref('javascript:alert(1)')).toBeNull();
    expect(safeBannerHref('//evil.example')).toBeNull();
    expect(safeBannerHref('data:text/html,hi')).toBeNull();
  });

  it('colours fall back to #f9fafb on #111827', () => {
    expect(bannerColors({ color_fondo: '#00263E', color_texto: '#FFFFFF' })).toEqual({
      background: '#00263E',
      text: '#FFFFFF',
    });
    expect(bannerColors({ color_fondo: '', color_texto: '' })).toEqual({
      background: BANNER_DEFAULT_BACKGROUND,
      text: BANNER_DEFAULT_TEXT,
    });
    expect(BANNER_DEFAULT_BACKGROUND).toBe('#f9fafb');
    expect(BANNER_DEFAULT_TEXT).toBe('#111827');
  });
});
