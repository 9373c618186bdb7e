import {
  LOGO_GLOW_FACTOR,
  LOGO_INFLUENCE_RADIUS,
  LOGO_MAX_PIXEL_RATIO,
  LOGO_PIXELATION_BASE,
  LOGO_PIXELATION_PER_OFFSET,
} from '@common/constants';

/** Timings and targets of the logo's pointer effect (spec §2 "Logo component"). */
export const LOGO_ENTER = { alpha: 1.2, durationMs: 500 } as const;
export const LOGO_LEAVE = { alpha: 1, durationMs: 1000 } as const;
export const LOGO_MOVE = { followFactor: 0.15, durationMs: 800 } as const;

export interface Vector {
  x: number;
  y: number;
}

export interface Tween {
  from: number;
  to: number;
  startedAt: number;
  durationMs: number;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function easeOutCubic(progress: number): number {
  const t = clamp(progress, 0, 1);
  return 1 - (1 - t) ** 3;
}

/** A tween from wherever the value is now, so a new gesture never makes it jump. */
export function startTween(current: number, to: number, now: number, durationMs: number): Tween {
  return { from: current, to, startedAt: now, durationMs };
}

export function tweenValue(tween: Tween, now: number): number {
  if (tween.durationMs <= 0) return tween.to;
  const progress = (now - tween.startedAt) / tween.durationMs;
  return tween.from + (tween.to - tween.from) * easeOutCubic(progress);
}

export function isTweenDone(tween: Tween, now: number): boolean {
  return now - tween.startedAt >= tween.durationMs;
}

/** Where the offset heads on a pointer move: it follows the pointer's travel, damped. */
export function offsetTarget(movement: Vector): Vector {
  return { x: movement.x * LOGO_MOVE.followFactor, y: movement.y * LOGO_MOVE.followFactor };
}

export function magnitude(vector: Vector): number {
  return Math.hypot(vector.x, vector.y);
}

/** Size of one pixelation cell in CSS pixels: a fraction of the width that grows with the offset. */
export function pixelationCellSize(offsetMagnitude: number, width: number): number {
  const fraction = LOGO_PIXELATION_BASE + LOGO_PIXELATION_PER_OFFSET * Math.abs(offsetMagnitude);
  return Math.max(1, fraction * width);
}

/** Radius of the pointer's influence in CSS pixels. */
export function influenceRadius(width: number): number {
  return LOGO_INFLUENCE_RADIUS * width;
}

/** 1 under the pointer, fading smoothly to 0 at the influence radius. */
export function influenceAt(distance: number, width: number): number {
  const radius = influenceRadius(width);
  if (radius <= 0) return 0;
  const t = clamp(1 - distance / radius, 0, 1);
  return t * t * (3 - 2 * t);
}

export function glowStrength(influence: number): number {
  return LOGO_GLOW_FACTOR * clamp(influence, 0, 1);
}

export function canvasPixelRatio(devicePixelRatio: number | undefined): number {
  const ratio = devicePixelRatio && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(ratio, LOGO_MAX_PIXEL_RATIO);
}
