import type { AdBannerPublic } from '@common/banners/contracts';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '@common/constants';
import { api } from './api/browser-client';

export { recordBannerClick, recordBannerImpression } from './ad-banner-counters';
export {
  addDismissedId,
  HIDE_DISMISSED_BANNERS_SCRIPT,
  parseDismissedBanners,
  readDismissedBanners,
  storeDismissedBanner,
} from './dismissed-banners';

export type AdBanner = AdBannerPublic;

// ── Display rules (spec §4 "Ad banner") ──────────────────────────────────────────────────────────

export function isDismissed(banner: Pick<AdBanner, 'id'>, dismissedIds: readonly number[]): boolean {
  return dismissedIds.includes(banner.id);
}

export function withoutDismissed<T extends Pick<AdBanner, 'id'>>(
  banners: readonly T[],
  dismissedIds: readonly number[],
): T[] {
  return banners.filter((banner) => !isDismissed(banner, dismissedIds));
}

/** Index of the first banner that has not been dismissed, or null when every one has. */
export function firstBannerIndex(
  banners: readonly Pick<AdBanner, 'id'>[],
  dismissedIds: readonly number[],
): number | null {
  const index = banners.findIndex((banner) => !isDismissed(banner, dismissedIds));
  return index === -1 ? null : index;
}

/**
 * The banner that follows `current` in the rotation: the next one not dismissed, wrapping round to
 * the start. It may be `current` itself when it is the only one left; null when none is left.
 */
export function nextBannerIndex(
  banners: readonly Pick<AdBanner, 'id'>[],
  current: number,
  dismissedIds: readonly number[],
): number | null {
  const count = banners.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((current + step) % count) + count) % count;
    if (!isDismissed(banners[index]!, dismissedIds)) return index;
  }
  return null;
}

/** Only same-site paths and http(s) addresses are followed; anything else (javascript:, data:) is dropped. */
export function safeBannerHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null;
}

/** The 'Ver más' link shows only with a target and never on html banners. */
export function bannerLinkHref(banner: Pick<AdBanner, 'tipo_banner' | 'url_destino'>): string | null {
  return banner.tipo_banner === 'html' ? null : safeBannerHref(banner.url_destino);
}

/** The image shows only with an address and never on html banners. */
export function bannerImageUrl(
  banner: Pick<AdBanner, 'tipo_banner' | 'imagen_completa_url'>,
): string | null {
  if (banner.tipo_banner === 'html') return null;
  return banner.imagen_completa_url?.trim() || null;
}

export function bannerColors(banner: Partial<Pick<AdBanner, 'color_fondo' | 'color_texto'>>): {
  background: string;
  text: string;
} {
  return {
    background: banner.color_fondo?.trim() || BANNER_DEFAULT_BACKGROUND,
    text: banner.color_texto?.trim() || BANNER_DEFAULT_TEXT,
  };
}

// ── Calls (spec §7); every failure is silently ignored (spec §8) ────────────────────────────────

/** Active banners for a page path, highest priority first; an empty list when the call fails. */
export async function fetchActiveBanners(path: string): Promise<AdBanner[]> {
  try {
    return (await api('GET /ad-banners/activos', { query: { ruta: path } }, { skipAuthRedirect: true })).data;
  } catch {
    return [];
  }
}

/**
 * The first page's banners, read by the server render so the strip is in the HTML from the start
 * (a strip that appeared after load pushed the whole page down).
 */
export interface InitialBanners {
  path: string;
  banners: AdBanner[];
}

