import { describe, expect, it } from 'vitest';
import { CART_REMINDER_MAX_IDLE_DAYS } from '../../common/marketing/rules';
import { MAIL_BODY_RETENTION_DAYS } from '../../common/settings/retention';
import { EXPIRED_ACCOUNT_LINK_DAYS, IDLE_CART_DAYS, mailBodyRetentionDays, retentionCutoffs } from './retention';

const DAY = 86_400_000;
const now = new Date('2026-11-29T03:40:00Z');
const daysAgo = (cutoff: Date) => (now.getTime() - cutoff.getTime()) / DAY;

describe('what is past its retention', () => {
  it('keeps the e-mails\' bodies the days the store names, 90 by default, within 7 days and 10 years', () => {
    expect(daysAgo(retentionCutoffs(now).mailBodiesBefore)).toBe(MAIL_BODY_RETENTION_DAYS.default);
    expect(daysAgo(retentionCutoffs(now, { mailBodyRetentionDays: 30 }).mailBodiesBefore)).toBe(30);
    expect(mailBodyRetentionDays(1)).toBe(7);
    expect(mailBodyRetentionDays(99_999)).toBe(3650);
    expect(mailBodyRetentionDays(Number.NaN)).toBe(90);
    expect(mailBodyRetentionDays(null)).toBe(90);
  });

  it('removes a forgotten cart only long after a cart reminder could be due', () => {
    const idle = daysAgo(retentionCutoffs(now).idleCartsBefore);
    expect(idle).toBe(IDLE_CART_DAYS);
    expect(idle).toBeGreaterThan(CART_REMINDER_MAX_IDLE_DAYS);
  });

  it('leaves every link and session its grace after it expired, so none is removed while it could still work', () => {
    const cutoffs = retentionCutoffs(now);
    expect(daysAgo(cutoffs.expiredAccountLinksBefore)).toBe(EXPIRED_ACCOUNT_LINK_DAYS);
    for (const cutoff of Object.values(cutoffs)) expect(cutoff.getTime()).toBeLessThan(now.getTime());
  });
});
