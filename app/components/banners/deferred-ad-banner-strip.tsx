import { useEffect, useState, type FocusEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { BANNER_ROTATION_MS } from '@common/constants';
import { deferModule, preload } from '~/components/ui/deferred';
import { followInSiteLink, islandContent, useIsHydrating } from '~/components/ui/static-island';
import { recordBannerClick, recordBannerImpression } from '~/lib/ad-banner-counters';
import type { InitialBanners } from '~/lib/ad-banners';
import { readDismissedBanners, storeDismissedBanner } from '~/lib/dismissed-banners';
import type { StripHandOver } from './ad-banner-strip';

const liveStrip = deferModule(() => import('./ad-banner-strip'));
/** The server draws the strip itself (app/islands.server.ts); the browser keeps that markup. */
const ServerStrip = islandContent('ad-banner-strip', liveStrip, (m) => m.AdBannerStrip);

/**
 * The promo strip above the header (AdBannerStrip) with its code loaded only when needed (issue 36): on the first page
 * the browser keeps the strip the server drew, and this counts its impression, follows its link (counting the click)
 * and closes it. The strip's own code loads when the page changes (it fetches that page's banners), when the
 * server's banner was closed here before (the next one shows), when a rotation is due, or when the pause button is
 * pressed (its code starts loading as the pointer comes over the strip or it takes the focus). It then takes the
 * server strip's place as it stands (StripHandOver).
 */
export function DeferredAdBannerStrip({ path, initial }: { path: string; initial?: InitialBanners }) {
  const navigate = useNavigate();
  const isHydrating = useIsHydrating();
  // While hydrating, the browser keeps the server's strip as drawn; `drawn` is what it holds (maybe no banner: then
  // nothing needs the code until the page changes), null when the server had no banners to give for this page.
  const [{ keepsServerMarkup, drawn }] = useState(() => {
    const keeps = isHydrating && typeof document !== 'undefined' && document.querySelector('[data-ad-strip]') !== null;
    return { keepsServerMarkup: keeps, drawn: keeps && initial?.path === path ? initial : null };
  });
  const [handOver, setHandOver] = useState<StripHandOver | null>(null);
  const [isClosed, setIsClosed] = useState(false);
  const [isPaused, setIsPaused] = useState({ hovered: false, focused: false });
  const needsLive = drawn === null || handOver !== null || path !== drawn.path;
  const live = liveStrip.useModule({ now: needsLive, idle: false });

  const banner = drawn?.banners[0];
  const rotates = (drawn?.banners.length ?? 0) > 1;

  // The server's banner: counted once shown, unless this browser closed it before (the live strip shows the next).
  useEffect(() => {
    if (!banner) return;
    if (readDismissedBanners().includes(banner.id)) setHandOver({ action: null, isClosed: false, focusPause: false });
    else recordBannerImpression(banner.id);
  }, [banner]);

  const isKept = !needsLive && !isClosed;
  useEffect(() => {
    if (!isKept || !rotates || isPaused.hovered || isPaused.focused) return;
    const timer = window.setTimeout(() => setHandOver({ action: 'rotate', isClosed: false, focusPause: false }), BANNER_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [isKept, rotates, isPaused]);

  if (live && needsLive) {
    const from = drawn ? (handOver ?? { action: null, isClosed, focusPause: false }) : undefined;
    return <live.AdBannerStrip path={path} initial={drawn ?? initial} handOver={from} />;
  }
  if (!keepsServerMarkup) {
    // The server's render draws the strip; in the browser it shows once its code is there.
    return isHydrating ? (
      <div data-ad-strip className="contents">
        <ServerStrip path={path} initial={initial} />
      </div>
    ) : null;
  }
  if (isClosed) return null;

  const intent = () => {
    if (rotates) preload(liveStrip);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!banner) return;
    const target = event.target as Element;
    const control = target.closest('[data-banner-control]');
    if (control?.getAttribute('data-banner-control') === 'close') {
      storeDismissedBanner(banner.id);
      setIsClosed(true);
    } else if (control) {
      setHandOver({ action: 'pause', isClosed: false, focusPause: document.activeElement === control });
    } else if (target.closest('a[href]')) {
      recordBannerClick(banner.id);
      followInSiteLink(event, navigate);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsPaused((paused) => ({ ...paused, focused: false }));
  };

  return (
    <div
      key="drawn"
      data-ad-strip
      className="contents"
      onPointerOver={intent}
      onPointerEnter={() => setIsPaused((paused) => ({ ...paused, hovered: true }))}
      onPointerLeave={() => setIsPaused((paused) => ({ ...paused, hovered: false }))}
      onFocus={() => {
        intent();
        setIsPaused((paused) => ({ ...paused, focused: true }));
      }}
      onBlur={onBlur}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
