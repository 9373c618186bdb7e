import { useId, useState, useSyncExternalStore, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { DeferredModule } from './deferred';

/**
 * Server-only content inside the hydrated page (issue 23, decision record 15): text, pictures and
 * links that never change once rendered (the home page's editorial sections, the footer's columns,
 * the legal and help texts).
 *
 * On the server the children render as usual. When the browser hydrates the server's page, the
 * island's element takes over the server's markup as it stands (`dangerouslySetInnerHTML` with
 * nothing, which React neither compares nor touches while hydrating), so React builds no fibers
 * for what is inside and spends no time on it. Mounted later (a page reached by a link in the
 * browser) there is no server markup to keep, and the children render as anywhere else.
 *
 * The server's markup is kept while the address stays the one it was rendered for; a page that
 * stays mounted on another address (the same route with other parameters) renders its children
 * afresh, unless the island says its content does not depend on the address (`ignoresAddress`: the
 * footer, the store's hero whatever the filters).
 *
 * The links inside keep the app's navigation in the browser: one click handler on the island
 * sends a plain left click on an in-site link to the router, as <Link> would.
 */
const subscribeToNothing = () => () => {};

/** True while React hydrates the server's markup (it reads the server snapshot then), false in any other render. */
export function useIsHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A plain left click on an in-site link inside markup React does not draw (an island's, the ad strip's) goes to the
 * router, as <Link> would; other clicks (new tab, another site, a download, an anchor) stay the browser's.
 */
export function followInSiteLink(event: MouseEvent, navigate: NavigateFunction) {
  if (!isPlainClick(event)) return;
  const link = (event.target as Element).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || link.getAttribute('href')?.startsWith('#')) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

export function StaticIsland({
  children,
  className = 'contents',
  ignoresAddress = false,
}: {
  children: ReactNode;
  className?: string;
  ignoresAddress?: boolean;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const address = ignoresAddress ? '' : `${pathname}${search}`;
  const id = useId();
  const isHydrating = useIsHydrating();
  // Only markup that is there is kept: the server's, found by the id both renders give the island.
  const [serverAddress] = useState(() =>
    isHydrating && typeof document !== 'undefined' && document.querySelector(`[data-island="${CSS.escape(id)}"]`) ? address : null,
  );
  const keepsServerMarkup = serverAddress === address;

  const onClick = (event: MouseEvent<HTMLDivElement>) => followInSiteLink(event, navigate);

  if (keepsServerMarkup) {
    return <div key="server" data-island={id} className={className} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div key="live" data-island={id} className={className} onClick={onClick}>
      {children}
    </div>
  );
}

/** What the server draws inside islands whose code the browser does not download (app/islands.server.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key's props are checked where it is drawn
const drawnIslands = new Map<string, ComponentType<any>>();

/** Called by the server entry and the component tests' setup, never in the browser. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function registerDrawnIslands(islands: Record<string, ComponentType<any>>) {
  for (const [key, component] of Object.entries(islands)) drawnIslands.set(key, component);
}

/**
 * The content of a StaticIsland whose code stays out of the browser's download (issue 36): the
 * server draws the component registered under `key` (app/islands.server.ts, imported only by the
 * server entry, so the browser's module graph never reaches it); the browser imports `module` only
 * when it has to draw the content itself — a page reached by a link, whose route can `load()` it
 * beside its data. While the island keeps the server's markup (every first page) the code is never
 * fetched.
 */
export function islandContent<M, P extends object>(key: string, module: DeferredModule<M>, pick: (loaded: M) => ComponentType<P>): ComponentType<P> {
  return function IslandContent(props: P) {
    const drawn = drawnIslands.get(key) as ComponentType<P> | undefined;
    const loaded = module.useModule({ now: !drawn, idle: false });
    const Content = drawn ?? (loaded ? pick(loaded) : null);
    return Content ? <Content {...props} /> : null;
  };
}

/**
 * Content only the server draws (issue 36): the component registered under `key` in the first page, which the browser
 * keeps inside a StaticIsland, and nothing once the page changes in the browser. For what only matters to a page
 * loaded from the server (the JSON-LD a crawler reads), so the browser never downloads its code.
 */
export function serverOnlyContent<P extends object>(key: string): ComponentType<P> {
  return function ServerOnlyContent(props: P) {
    const Drawn = drawnIslands.get(key) as ComponentType<P> | undefined;
    return Drawn ? <Drawn {...props} /> : null;
  };
}
