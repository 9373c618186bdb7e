import type { Db } from '../../db/client';
import { hitRateLimit, type RateLimitRule } from '../auth/rate-limit';
import { TooManyRequestsError } from '../auth/too-many';

/** Public writes that anyone may call (card tokens, order look-ups, directory proposals, guests' support): counted per IP address. */
export const PUBLIC_WRITE_LIMITS = {
  cardTokens: { max: 60, windowSeconds: 600 },
  orderLookup: { max: 20, windowSeconds: 900 },
  directoryProposal: { max: 5, windowSeconds: 3600 },
  /** A guest's support calls (open the list, read, write): several a visit, each proving order number and e-mail again. */
  guestSupport: { max: 40, windowSeconds: 900 },
  /** A guest's returns (the options, a few quotes while choosing, the request): a visit makes several calls. */
  guestReturns: { max: 60, windowSeconds: 900 },
  /** Back-in-stock alerts asked, confirmed or cancelled (issue 25): a shopper asks for a few sizes at most. */
  stockAlerts: { max: 20, windowSeconds: 900 },
  /** The links of an account's e-mails used (a password reset, an e-mail confirmed or undone, issue 33): a person uses one or two. */
  accountLinks: { max: 20, windowSeconds: 900 },
  /** Cookie choices put on record (issue 33): a visitor saves one or two a visit; the limit keeps anyone from filling the disk. */
  cookieConsents: { max: 30, windowSeconds: 900 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one call of `action` from `ip`; 429 with Retry-After once over the limit. */
export async function limitPublicWrite(db: Db, action: keyof typeof PUBLIC_WRITE_LIMITS, ip: string, now: Date): Promise<void> {
  const state = await hitRateLimit(db, `${action}:ip:${ip}`, PUBLIC_WRITE_LIMITS[action], now);
  if (state.isLimited) {
    const minutes = Math.ceil(state.retryAfterSeconds / 60);
    throw new TooManyRequestsError(
      `Demasiados intentos seguidos. Vuelve a probar dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
      state.retryAfterSeconds,
    );
  }
}
