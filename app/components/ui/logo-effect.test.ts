import { describe, expect, it } from 'vitest';
import {
  canvasPixelRatio,
  easeOutCubic,
  glowStrength,
  influenceAt,
  influenceRadius,
  isTweenDone,
  LOGO_ENTER,
  LOGO_LEAVE,
  LOGO_MOVE,
  offsetTarget,
  pixelationCellSize,
  startTween,
  tweenValue,
} from './logo-effect';

describe('logo effect maths', () => {
  it('pointer enter animates alpha to 1.2 over 0.5 s, leave back to 1 over 1 s, move over 0.8 s', () => {
    expect(LOGO_ENTER).toEqual({ alpha: 1.2, durationMs: 500 });
    expect(LOGO_LEAVE).toEqual({ alpha: 1, durationMs: 1000 });
    expect(LOGO_MOVE).toEqual({ followFactor: 0.15, durationMs: 800 });
  });

  it('a tween starts at its origin, eases, and ends exactly at its target', () => {
    const tween = startTween(1, 1.2, 1000, 500);
    expect(tweenValue(tween, 1000)).toBe(1);
    const halfway = tweenValue(tween, 1250);
    expect(halfway).toBeGreaterThan(1.1);
    expect(halfway).toBeLessThan(1.2);
    expect(tweenValue(tween, 1500)).toBeCloseTo(1.2, 10);
    expect(tweenValue(tween, 9000)).toBeCloseTo(1.2, 10);
    expect(isTweenDone(tween, 1499)).toBe(false);
    expect(isTweenDone(tween, 1500)).toBe(true);
  });

  it('a zero-length tween jumps to its target', () => {
    expect(tweenValue(startTween(0, 5, 0, 0), 0)).toBe(5);
  });

  it('easing is clamped to [0, 1]', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('the offset follows the pointer with factor 0.15', () => {
    expect(offsetTarget({ x: 20, y: -10 })).toEqual({ x: 3, y: -1.5 });
  });

  it('pixelation size is 0.008 plus 0.015 times the offset magnitude, as a fraction of the width', () => {
    expect(pixelationCellSize(0, 1000)).toBeCloseTo(8);
    expect(pixelationCellSize(2, 1000)).toBeCloseTo(38);
    expect(pixelationCellSize(-2, 1000)).toBeCloseTo(38);
    // never below one CSS pixel, so a small logo still draws
    expect(pixelationCellSize(0, 50)).toBe(1);
  });

  it('influence radius is 0.4 of the width and fades from 1 to 0', () => {
    expect(influenceRadius(200)).toBe(80);
    expect(influenceAt(0, 200)).toBe(1);
    expect(influenceAt(40, 200)).toBeCloseTo(0.5);
    expect(influenceAt(80, 200)).toBe(0);
    expect(influenceAt(500, 200)).toBe(0);
    expect(influenceAt(10, 0)).toBe(0);
  });

  it('glow is 0.15 times the influence', () => {
    expect(glowStrength(1)).toBeCloseTo(0.15);
    expect(glowStrength(0.5)).toBeCloseTo(0.075);
    expect(glowStrength(3)).toBeCloseTo(0.15);
  });

  it('canvas pixel ratio is capped at 2', () => {
    expect(canvasPixelRatio(3)).toBe(2);
    expect(canvasPixelRatio(1.5)).toBe(1.5);
    expect(canvasPixelRatio(undefined)).toBe(1);
    expect(canvasPixelRatio(0)).toBe(1);
  });
});
