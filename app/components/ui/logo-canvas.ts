import {
  canvasPixelRatio,
  clamp,
  glowStrength,
  influenceAt,
  influenceRadius,
  isTweenDone,
  LOGO_ENTER,
  LOGO_LEAVE,
  LOGO_MOVE,
  magnitude,
  offsetTarget,
  pixelationCellSize,
  startTween,
  tweenValue,
  type Tween,
  type Vector,
} from './logo-effect';

/**
 * Canvas 2D renderer of the logo's pointer effect; runs frames only while a tween is alive or the
 * pointer is in. Loaded by Logo when the browser is idle (issue 14).
 */
export class LogoEffect {
  private alpha: Tween;
  private offsetX: Tween;
  private offsetY: Tween;
  private pointer: Vector = { x: 0, y: 0 };
  private lastPointer: Vector | null = null;
  private isHovered = false;
  private frame = 0;
  private readonly ctx: CanvasRenderingContext2D | null;
  private readonly layer: HTMLCanvasElement;
  private readonly small: HTMLCanvasElement;
  private source: HTMLImageElement | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly width: number,
    private readonly height: number,
    private readonly pickSource: () => HTMLImageElement | null,
  ) {
    const now = performance.now();
    this.alpha = startTween(1, 1, now, 0);
    this.offsetX = startTween(0, 0, now, 0);
    this.offsetY = startTween(0, 0, now, 0);
    const ratio = canvasPixelRatio(window.devicePixelRatio);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    this.ctx = safeContext(canvas);
    this.layer = document.createElement('canvas');
    this.layer.width = canvas.width;
    this.layer.height = canvas.height;
    this.small = document.createElement('canvas');
  }

  enter(point: Vector) {
    if (prefersReducedMotion() || !this.ctx) return;
    this.source = this.pickSource();
    if (!this.source) return;
    const now = performance.now();
    this.isHovered = true;
    this.pointer = point;
    this.lastPointer = point;
    this.alpha = startTween(tweenValue(this.alpha, now), LOGO_ENTER.alpha, now, LOGO_ENTER.durationMs);
    this.run();
  }

  move(point: Vector) {
    if (!this.isHovered) return;
    const now = performance.now();
    const last = this.lastPointer ?? point;
    const target = offsetTarget({ x: point.x - last.x, y: point.y - last.y });
    this.pointer = point;
    this.lastPointer = point;
    this.offsetX = startTween(tweenValue(this.offsetX, now), target.x, now, LOGO_MOVE.durationMs);
    this.offsetY = startTween(tweenValue(this.offsetY, now), target.y, now, LOGO_MOVE.durationMs);
  }

  leave() {
    if (!this.isHovered) return;
    const now = performance.now();
    this.isHovered = false;
    this.lastPointer = null;
    this.alpha = startTween(tweenValue(this.alpha, now), LOGO_LEAVE.alpha, now, LOGO_LEAVE.durationMs);
    this.offsetX = startTween(tweenValue(this.offsetX, now), 0, now, LOGO_LEAVE.durationMs);
    this.offsetY = startTween(tweenValue(this.offsetY, now), 0, now, LOGO_LEAVE.durationMs);
  }

  dispose() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.show(false);
  }

  private run() {
    if (this.frame) return;
    this.show(true);
    const tick = (now: number) => {
      this.draw(now);
      const settled =
        !this.isHovered &&
        isTweenDone(this.alpha, now) &&
        isTweenDone(this.offsetX, now) &&
        isTweenDone(this.offsetY, now);
      if (settled) {
        this.frame = 0;
        this.show(false);
        return;
      }
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  /** While drawing, the canvas replaces the <img> so the logo is never doubled. */
  private show(isActive: boolean) {
    this.canvas.style.opacity = isActive ? '1' : '0';
    if (this.source) this.source.style.opacity = isActive ? '0' : '';
  }

  private draw(now: number) {
    const ctx = this.ctx;
    const source = this.source;
    if (!ctx || !source) return;
    const { width, height } = this;
    const ratio = this.canvas.width / width;
    const alpha = tweenValue(this.alpha, now);
    const offset = { x: tweenValue(this.offsetX, now), y: tweenValue(this.offsetY, now) };
    // How far the effect is "on": 0 at rest (alpha 1), 1 at full hover (alpha 1.2).
    const presence = clamp((alpha - 1) / (LOGO_ENTER.alpha - 1), 0, 1);
    const radius = influenceRadius(width);

    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.globalCompositeOperation = 'source-over';
    ctx.globalAlpha = 1;
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(source, 0, 0, width, height);
    if (presence <= 0) return;

    // Pixelated, displaced copy of the logo, kept only inside the pointer's influence.
    const cell = pixelationCellSize(magnitude(offset), width);
    const small = this.small;
    small.width = Math.max(1, Math.ceil(width / cell));
    small.height = Math.max(1, Math.ceil(height / cell));
    const sctx = safeContext(small);
    const lctx = safeContext(this.layer);
    if (!sctx || !lctx) return;
    sctx.clearRect(0, 0, small.width, small.height);
    sctx.drawImage(
      source,
      (offset.x / width) * small.width,
      (offset.y / height) * small.height,
      small.width,
      small.height,
    );
    lctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    lctx.globalCompositeOperation = 'source-over';
    lctx.clearRect(0, 0, width, height);
    lctx.imageSmoothingEnabled = false;
    lctx.drawImage(small, 0, 0, width, height);
    const mask = influenceGradient(lctx, this.pointer, width, presence);
    lctx.globalCompositeOperation = 'destination-in';
    lctx.fillStyle = mask;
    lctx.fillRect(0, 0, width, height);

    // Crisp logo fades out where the pixelated one fades in; 'lighter' adds them exactly.
    ctx.globalCompositeOperation = 'destination-out';
    ctx.fillStyle = influenceGradient(ctx, this.pointer, width, presence);
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = 'lighter';
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.layer, 0, 0);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);

    // Alpha above 1 brightens the logo; the glow warms the area under the pointer.
    ctx.globalAlpha = clamp(alpha - 1, 0, 1);
    ctx.drawImage(source, 0, 0, width, height);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-atop';
    const glow = ctx.createRadialGradient(
      this.pointer.x,
      this.pointer.y,
      0,
      this.pointer.x,
      this.pointer.y,
      radius,
    );
    glow.addColorStop(0, `rgba(255, 198, 41, ${glowStrength(presence)})`);
    glow.addColorStop(1, 'rgba(255, 198, 41, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
}

function influenceGradient(
  ctx: CanvasRenderingContext2D,
  center: Vector,
  width: number,
  presence: number,
): CanvasGradient {
  const radius = influenceRadius(width);
  const gradient = ctx.createRadialGradient(center.x, center.y, 0, center.x, center.y, radius);
  for (const stop of [0, 0.25, 0.5, 0.75, 1]) {
    const strength = influenceAt(stop * radius, width) * presence;
    gradient.addColorStop(stop, `rgba(0, 0, 0, ${strength})`);
  }
  return gradient;
}

function safeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return true;
  return (
    document.documentElement.getAttribute('data-reduce-motion') === 'true' ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
