import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Pause, Play, X } from 'lucide-react';
import clsx from 'clsx';
import { BANNER_ROTATION_MS } from '@common/constants';
import {
  bannerColors,
  bannerImageUrl,
  bannerLinkHref,
  fetchActiveBanners,
  firstBannerIndex,
  type InitialBanners,
  nextBannerIndex,
  readDismissedBanners,
  recordBannerClick,
  recordBannerImpression,
  storeDismissedBanner,
  withoutDismissed,
  type AdBanner,
} from '~/lib/ad-banners';

interface StripState {
  banners: AdBanner[];
  dismissedIds: number[];
  index: number | null;
  /** Grows each time a banner comes into view, so every display records one impression. */
  display: number;
  isClosed: boolean;
}

const EMPTY: StripState = { banners: [], dismissedIds: [], index: null, display: 0, isClosed: false };

/**
 * The first state: the server's banners for this path. The server cannot know what this browser
 * dismissed: HIDE_DISMISSED_BANNERS_SCRIPT hides those before paint, and the first effect leaves
 * them out. `display` stays 0 until then, so a dismissed banner never counts an impression.
 */
function initialState(path: string, initial: InitialBanners | undefined): StripState {
  if (!initial || initial.path !== path) return EMPTY;
  return { ...EMPTY, banners: initial.banners, index: firstBannerIndex(initial.banners, []) };
}

/**
 * What the server-drawn strip (deferred-ad-banner-strip.tsx) hands over when this one replaces it: it has shown the
 * server's first banner and counted its impression, and maybe been closed; `action` is what the shopper or the
 * rotation asked for, which needs this strip; `focusPause` gives the focus back to the pause button.
 */
export interface StripHandOver {
  action: 'pause' | 'rotate' | null;
  isClosed: boolean;
  focusPause: boolean;
}

/** The state the server-drawn strip leaves: its banner shown and counted (display 1), or the next when it was dismissed. */
function handedOverState(initial: InitialBanners, handOver: StripHandOver): StripState {
  const dismissedIds = readDismissedBanners();
  const drawn = firstBannerIndex(initial.banners, []);
  let index = firstBannerIndex(initial.banners, dismissedIds);
  let display = index === drawn ? 1 : 2;
  if (handOver.action === 'rotate' && index !== null) {
    const next = nextBannerIndex(initial.banners, index, dismissedIds);
    if (next !== index) [index, display] = [next, display + 1];
  }
  return { banners: initial.banners, dismissedIds, index, display, isClosed: handOver.isClosed };
}

/**
 * The promo strip above the header (spec §2, §4): fetched per page path, rotating, dismissible.
 * `initial` carries the first page's banners from the server render, so the strip is there from
 * the first paint; later pages fetch theirs. The first page keeps the server's strip until one of
 * these is needed (DeferredAdBannerStrip), which then hands over (`handOver`).
 */
export function AdBannerStrip({ path, initial, handOver }: { path: string; initial?: InitialBanners; handOver?: StripHandOver }) {
  const [state, setState] = useState<StripState>(() => (initial && handOver ? handedOverState(initial, handOver) : initialState(path, initial)));
  const pathFromServer = useRef(initial?.path === path ? path : null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(handOver?.action === 'pause');
  const recordedDisplay = useRef(handOver ? 1 : 0);
  const stripRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (handOver?.focusPause) stripRef.current?.querySelector<HTMLElement>('[data-banner-control="pause"]')?.focus({ preventScroll: true });
    // Only as it replaces the server's strip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each page change starts again from that page's banners. The previous strip stays until the new
  // reply lands, so the header does not jump when both pages carry the same banner.
  useEffect(() => {
    if (pathFromServer.current === path) {
      // The server already answered for this page: only leave out what this browser dismissed.
      pathFromServer.current = null;
      if (handOver) return; // handedOverState did
      const dismissedIds = readDismissedBanners();
      setState((prev) => ({
        ...prev,
        dismissedIds,
        index: firstBannerIndex(prev.banners, dismissedIds),
        display: prev.display + 1,
      }));
      return;
    }
    pathFromServer.current = null;
    let isCurrent = true;
    void fetchActiveBanners(path).then((banners) => {
      if (!isCurrent) return;
      const dismissedIds = readDismissedBanners();
      setState((prev) => ({
        banners,
        dismissedIds,
        index: firstBannerIndex(banners, dismissedIds),
        display: prev.display + 1,
        isClosed: false,
      }));
      setIsPausedByUser(false);
    });
    return () => {
      isCurrent = false;
    };
    // handOver counts only for the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const banner = !state.isClosed && state.index !== null ? state.banners[state.index] : undefined;

  useEffect(() => {
    if (!banner || recordedDisplay.current === state.display) return;
    recordedDisplay.current = state.display;
    recordBannerImpression(banner.id);
  }, [banner, state.display]);

  const rotates = withoutDismissed(state.banners, state.dismissedIds).length > 1;
  const isPaused = isHovered || isFocused || isPausedByUser;

  useEffect(() => {
    if (!banner || !rotates || isPaused) return;
    const timer = window.setTimeout(() => {
      // Read again: a banner closed in another tab is skipped too.
      const dismissedIds = readDismissedBanners();
      setState((prev) => {
        if (prev.index === null || prev.isClosed) return prev;
        const index = nextBannerIndex(prev.banners, prev.index, dismissedIds);
        if (index === prev.index) return { ...prev, dismissedIds };
        return { ...prev, dismissedIds, index, display: prev.display + 1 };
      });
    }, BANNER_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [banner, rotates, isPaused, state.display]);

  const dismiss = useCallback(() => {
    if (!banner) return;
    const dismissedIds = storeDismissedBanner(banner.id);
    setState((prev) => ({ ...prev, dismissedIds, isClosed: true }));
  }, [banner]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
  };

  // Links written inside an html banner count as clicks on the banner too.
  const handleHtmlClick = (event: MouseEvent<HTMLDivElement>) => {
    if (banner && (event.target as Element).closest?.('a[href]')) recordBannerClick(banner.id);
  };

  if (!banner) return null;

  return (
    <AdBannerView
      banner={banner}
      rotates={rotates}
      isPausedByUser={isPausedByUser}
      onTogglePause={() => setIsPausedByUser((paused) => !paused)}
      onDismiss={dismiss}
      onLinkClick={() => recordBannerClick(banner.id)}
      onHtmlClick={handleHtmlClick}
      fadeKey={Math.max(1, state.display)}
      // The banner the server's strip showed stays as it was when this one takes its place.
      fadesIn={!handOver || state.display !== 1}
      ref={stripRef}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={handleBlur}
    />
  );
}

export interface AdBannerViewProps {
  banner: AdBanner;
  /** Several banners take turns: the pause button shows. */
  rotates?: boolean;
  isPausedByUser?: boolean;
  onTogglePause?: () => void;
  onDismiss?: () => void;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onHtmlClick?: (event: MouseEvent<HTMLDivElement>) => void;
  /** A new value fades the banner in again. */
  fadeKey?: number;
  onMouseEnter?: () => void;
  onMouseLeave?: () => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** The region's name: 'Promoción' in the store, something else where it is a preview. */
  label?: string;
  /** False: shown at once, without fading in. */
  fadesIn?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * One banner as shoppers see it (spec §2 "Ad banner strip", §4): the strip draws this, and the
 * back-office preview draws this very component with the unsaved values.
 */
export function AdBannerView({
  banner,
  rotates = false,
  isPausedByUser = false,
  onTogglePause,
  onDismiss,
  onLinkClick,
  onHtmlClick,
  fadeKey = 1,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  label = 'Promoción',
  fadesIn = true,
  ref,
}: AdBannerViewProps) {
  const colors = bannerColors(banner);
  const href = bannerLinkHref(banner);
  const imageUrl = bannerImageUrl(banner);
  const isHtml = banner.tipo_banner === 'html';
  const controls = (rotates ? 1 : 0) + (banner.mostrar_boton_cerrar ? 1 : 0);

  return (
    <section
      ref={ref}
      aria-label={label}
      aria-live="off"
      data-banner-id={banner.id}
      className="relative isolate text-sm"
      style={{ backgroundColor: colors.background, color: colors.text }}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        // A new display fades in; the server-rendered banner (display 0, then 1 once counted)
        // keeps its element so it does not fade again after hydration.
        key={fadeKey}
        className={clsx(
          'mx-auto flex min-h-11 max-w-6xl items-center gap-3 py-2 text-left leading-snug sm:justify-center sm:gap-4 sm:py-2.5 sm:text-center',
          'text-[0.8125rem] sm:text-sm',
          fadesIn && 'motion-safe:transition-opacity motion-safe:duration-500 motion-safe:starting:opacity-0',
          controls === 0 && 'px-4 sm:px-6',
          controls === 1 && 'pr-12 pl-4 sm:px-14',
          controls === 2 && 'pr-20 pl-4 sm:px-24',
        )}
      >
        {imageUrl && (
          <img
            src={imageUrl}
            alt={banner.titulo ?? ''}
            height={32}
            className="h-8 w-auto max-w-28 shrink-0 object-contain sm:max-w-40"
            decoding="async"
          />
        )}
        {isHtml ? (
          <div
            className="min-w-0 text-pretty [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_img]:inline-block [&_img]:h-8 [&_img]:w-auto [&_img]:max-w-40 [&_img]:align-middle [&_li]:inline [&_ol]:inline [&_p]:m-0 [&_ul]:inline"
            onClick={onHtmlClick}
            dangerouslySetInnerHTML={{ __html: banner.html_content ?? '' }}
          />
        ) : (
          <p className="min-w-0 text-pretty">
            {banner.texto_principal && <strong className="font-semibold">{banner.texto_principal}</strong>}
            {banner.texto_principal && banner.texto_secundario && ' '}
            {banner.texto_secundario && <span className="sm:ml-1">{banner.texto_secundario}</span>}
            {href && (
              <>
                {' '}
                <Link
                  to={href}
                  onClick={onLinkClick}
                  className="group ml-1 inline-flex items-center gap-1 rounded-sm font-semibold whitespace-nowrap text-current underline decoration-1 underline-offset-4 hover:decoration-2 focus-visible:outline-current sm:ml-3"
                >
                  Ver más
                  <ArrowRight
                    aria-hidden="true"
                    className="size-3.5 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                  />
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      {controls > 0 && (
        // Pausing and closing are the page script's work: a browser that runs none is not shown them (issue 36).
        <div className="absolute inset-y-0 right-2 flex items-center gap-1 noscript:hidden sm:right-4">
          {rotates && (
            <button
              type="button"
              aria-label={isPausedByUser ? 'Reanudar anuncios' : 'Pausar anuncios'}
              data-banner-control="pause"
              onClick={onTogglePause}
              className={controlClass}
            >
              {isPausedByUser ? (
                <Play aria-hidden="true" className="size-3.5" />
              ) : (
                <Pause aria-hidden="true" className="size-3.5" />
              )}
            </button>
          )}
          {banner.mostrar_boton_cerrar && (
            <button type="button" aria-label="Cerrar" data-banner-control="close" onClick={onDismiss} className={controlClass}>
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}

const controlClass =
  'inline-flex size-8 items-center justify-center rounded-full text-current transition-colors hover:bg-current/10 focus-visible:outline-current focus-visible:outline-offset-0';
