import { CART_REMINDER_MAX_IDLE_DAYS } from '../../common/marketing/rules';
import { MAIL_BODY_RETENTION_DAYS } from '../../common/settings/retention';

// What the 'housekeeping' job (issue 35) may remove, and from when: rows that have done their work
// and would otherwise pile up, holding personal data or live-looking secrets for no purpose. Never
// invoices, billing records, orders, payments, returns or the audit log: those are records the
// store keeps by law (and their tables refuse it).

const DAY_MS = 86_400_000;

/** A session (access token) is kept this long after it expired or was ended, then removed. */
export const ENDED_SESSION_DAYS = 30;
/** A password-reset or e-mail link is kept this long after it expired (used or not), then removed. */
export const EXPIRED_ACCOUNT_LINK_DAYS = 7;
/** A sign-in on its way (second factor, passkey) lives ten minutes; removed a day after it expired. */
export const EXPIRED_SIGN_IN_DAYS = 1;
/**
 * A back-in-stock alert whose e-mail confirmation (double opt-in) never came: removed after this,
 * with the address it holds without consent. Confirmed, notified and cancelled alerts stay (the
 * customer's history in /user/privacy).
 */
export const UNCONFIRMED_STOCK_ALERT_DAYS = 30;
/**
 * A signed-in customer's stored cart untouched this long is removed. Far past the cart reminder's
 * window (CART_REMINDER_MAX_IDLE_DAYS), so no reminder is ever due for a cart this old; the
 * reminders already sent stay (once per cart, with their unsubscribe links).
 */
export const IDLE_CART_DAYS = 90;
/** A sign-in/register rate-limit counter whose window ended a day ago counts nothing any more. */
export const ENDED_RATE_LIMIT_DAYS = 1;

/**
 * The shoppers' search counts (issue 37) are kept 13 months: a month can be compared with the same
 * month a year before, and older figures tell staff nothing they would act on.
 */
export const SEARCH_STATS_DAYS = 396;

/** Rows removed (or e-mail bodies emptied) per statement: short transactions, however much is due. */
export const HOUSEKEEPING_BATCH_SIZE = 1000;

export interface RetentionCutoffs {
  /** Sessions that expired or were ended before this. */
  endedSessionsBefore: Date;
  /** Account links (password reset, e-mail change and undo) that expired before this. */
  expiredAccountLinksBefore: Date;
  /** Sign-in challenges that expired before this. */
  expiredSignInsBefore: Date;
  /** Pending (unconfirmed) back-in-stock alerts created before this. */
  unconfirmedStockAlertsBefore: Date;
  /** Stored carts last touched before this. */
  idleCartsBefore: Date;
  /** Rate-limit counters whose window ended before this. */
  endedRateLimitsBefore: Date;
  /** E-mails created before this lose their bodies (the row stays as the record of the e-mail). */
  mailBodiesBefore: Date;
  /** Search counts of Madrid days before this moment's day. */
  searchStatsBefore: Date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The retention days asked for, kept within the allowed range (a whole number of days). */
export function mailBodyRetentionDays(setting: number | null | undefined): number {
  if (setting == null || !Number.isFinite(setting)) return MAIL_BODY_RETENTION_DAYS.default;
  return Math.min(MAIL_BODY_RETENTION_DAYS.max, Math.max(MAIL_BODY_RETENTION_DAYS.min, Math.floor(setting)));
}

/** What is past its retention at `now`, given the store's setting for e-mail bodies. */
export function retentionCutoffs(now: Date, settings: { mailBodyRetentionDays?: number | null } = {}): RetentionCutoffs {
  return {
    endedSessionsBefore: daysBefore(now, ENDED_SESSION_DAYS),
    expiredAccountLinksBefore: daysBefore(now, EXPIRED_ACCOUNT_LINK_DAYS),
    expiredSignInsBefore: daysBefore(now, EXPIRED_SIGN_IN_DAYS),
    unconfirmedStockAlertsBefore: daysBefore(now, UNCONFIRMED_STOCK_ALERT_DAYS),
    idleCartsBefore: daysBefore(now, Math.max(IDLE_CART_DAYS, CART_REMINDER_MAX_IDLE_DAYS + 1)),
    endedRateLimitsBefore: daysBefore(now, ENDED_RATE_LIMIT_DAYS),
    mailBodiesBefore: daysBefore(now, mailBodyRetentionDays(settings.mailBodyRetentionDays)),
    searchStatsBefore: daysBefore(now, SEARCH_STATS_DAYS),
  };
}
