import { useContext } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * Issue 36: the page's scripts fetched after its first paint. React Router's <Scripts> writes a
 * `<link rel="modulepreload">` for the client entry and every module of the matched routes; the
 * browser fetches those at High priority, and on a slow phone (Lighthouse's simulation likewise)
 * they hold the first paint back behind 150–220 KB of JavaScript. React writes the preloads asked
 * for here into <head> ahead of React Router's tags, with `fetchpriority="low"`: the browser then
 * fetches each file once, at Low priority (the later tag for the same URL finds it in the module
 * map), after the stylesheet, the font and the largest image. Hydration starts when they arrive,
 * as before. Server render only: in the browser the links are already in the document.
 */
export function LowPriorityModulePreloads({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (typeof document !== 'undefined' || !framework) return null;
  const { manifest } = framework;
  const hrefs = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    const modules = [route.module, route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule];
    for (const href of [...modules, ...(route.imports ?? [])]) if (href) hrefs.add(href);
  }
  // React 19.3 passes fetchPriority through for module preloads; @types/react-dom does not list it yet.
  const options = { as: 'script', fetchPriority: 'low', ...(nonce ? { nonce } : {}) } as PreloadModuleOptions;
  for (const href of hrefs) preloadModule(href, options);
  return null;
}
