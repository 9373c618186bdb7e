import { afterEach, describe, expect, it } from 'vitest';
import { FLOATING_LAYER_ID, FLOATING_OFFSET_VAR, setFloatingOffset } from './floating-offset';

describe('the floating buttons rise above the cookie banner', () => {
  afterEach(() => document.getElementById(FLOATING_LAYER_ID)?.remove());

  it('sets the offset on their own layer, not on the root (which restyles the whole page)', () => {
    const layer = document.createElement('div');
    layer.id = FLOATING_LAYER_ID;
    document.body.append(layer);
    setFloatingOffset(80.2);
    expect(layer.style.getPropertyValue(FLOATING_OFFSET_VAR)).toBe('81px');
    expect(document.documentElement.style.getPropertyValue(FLOATING_OFFSET_VAR)).toBe('');
    setFloatingOffset(null);
    expect(layer.style.getPropertyValue(FLOATING_OFFSET_VAR)).toBe('');
  });

  it('does nothing on a page without floating buttons', () => {
    expect(() => setFloatingOffset(40)).not.toThrow();
    expect(document.documentElement.style.getPropertyValue(FLOATING_OFFSET_VAR)).toBe('');
  });
});
