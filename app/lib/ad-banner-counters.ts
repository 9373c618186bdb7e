import { api } from './api/browser-client';

/** A banner's impression and click counters (spec §7); every failure is silently ignored (spec §8). */
function recordCounter(id: number, counter: 'impresion' | 'clic'): void {
  // keepalive lets the click count survive the navigation that follows it.
  api(`POST /ad-banners/{id}/${counter}`, { params: { id } }, { skipAuthRedirect: true, keepalive: true }).catch(() => undefined);
}

export function recordBannerImpression(id: number): void {
  recordCounter(id, 'impresion');
}

export function recordBannerClick(id: number): void {
  recordCounter(id, 'clic');
}
