import { describe, expect, it } from 'vitest';
import { oneClickUnsubscribePath, reminderWindow, stockNote, unsubscribePagePath } from './rules';

describe('cart reminder rules', () => {
  it('says how a line stands: sold out, one or a few left, or simply available', () => {
    expect([stockNote(0), stockNote(-1), stockNote(1), stockNote(2), stockNote(5), stockNote(6)]).toEqual(['Agotada', 'Agotada', 'Queda 1', 'Quedan 2', 'Quedan 5', 'Disponible']);
  });

  it('reminds carts left between 24 hours and a week', () => {
    const { dueBefore, staleBefore } = reminderWindow(new Date('2026-11-20T12:00:00Z'));
    expect(dueBefore.toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(staleBefore.toISOString()).toBe('2026-11-13T12:00:00.000Z');
  });

  it('puts the token in the addresses of the page and of the one-click unsubscribe', () => {
    expect(unsubscribePagePath('a-b_c')).toBe('/baja?token=a-b_c');
    expect(oneClickUnsubscribePath('a-b_c')).toBe('/api/marketing/unsubscribe?token=a-b_c');
  });
});
