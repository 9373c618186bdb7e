import { STORAGE_KEYS } from '@common/storage-keys';
import { readJson, writeJson } from './browser-storage';

/**
 * The banners this browser closed (dismissedBanners in localStorage): what the server-drawn strip of every page reads
 * before its code loads, so it lives apart from the strip's other rules (ad-banners.ts).
 */

/** The stored dismissedBanners value as a list of ids; anything unreadable counts as none dismissed. */
export function parseDismissedBanners(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item))
    .filter((item): item is number => typeof item === 'number' && Number.isInteger(item) && item > 0);
  return [...new Set(ids)];
}

/** Adds an id to the dismissed list once. */
export function addDismissedId(dismissedIds: readonly number[], id: number): number[] {
  return dismissedIds.includes(id) ? [...dismissedIds] : [...dismissedIds, id];
}

export function readDismissedBanners(): number[] {
  return readJson(STORAGE_KEYS.dismissedBanners, parseDismissedBanners) ?? [];
}

/** Stores the id in dismissedBanners and returns the updated list. */
export function storeDismissedBanner(id: number): number[] {
  const next = addDismissedId(readDismissedBanners(), id);
  writeJson(STORAGE_KEYS.dismissedBanners, next);
  return next;
}

/**
 * Inline in <head>, before the page is painted: a style rule hiding every banner this browser
 * dismissed (dismissedBanners), so a server-rendered one never flashes before hydration removes it.
 */
export const HIDE_DISMISSED_BANNERS_SCRIPT = `(function(){try{var d=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.dismissedBanners)})||'[]');if(!Array.isArray(d))return;var r=d.map(function(i){return String(i).replace(/[^0-9]/g,'')}).filter(Boolean).map(function(i){return '[data-banner-id="'+i+'"]'});if(!r.length)return;var s=document.createElement('style');s.textContent=r.join(',')+'{display:none!important}';document.head.appendChild(s)}catch(e){}})();`;
