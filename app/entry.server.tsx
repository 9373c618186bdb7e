import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from './lib/nonce';
import { ScriptsAfterPaint } from './lib/scripts-after-paint.server';
import { DEFAULT_PUBLIC_STORE_SETTINGS } from '@common/settings/defaults';
// What the server draws inside the islands whose code the browser does not download (issue 36).
import './islands.server';
import { registerDefaultStoreSettings } from './lib/store-facts';

// Where a page is drawn without the root's settings; the browser always has the root's (issue 36).
registerDefaultStoreSettings(DEFAULT_PUBLIC_STORE_SETTINGS);

export const streamTimeout = 5_000;

/**
 * A loader's, an action's or the render's unexpected error (server/app.ts tells it once, with the
 * request id); not a request the visitor abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) reportError(context as AppLoadContext, error);
};

function reportError(context: AppLoadContext, error: unknown) {
  if (context.reportError) context.reportError(error);
  else console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary already complete when its part of the page is written goes in place (the listings'
        // cards are boundaries: ui/hydrate-when-near.tsx). By default React moves a boundary the page reaches after
        // 12.8 KB into a hidden segment at the end that a script of its own reveals later: without JavaScript the
        // cards stayed hidden, and with it they appeared after the rest.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The error reports' chunk when the store has them (SENTRY_DSN_BROWSER): a script of its own, in no bundle.
        ...(loadContext.errorReportScript ? { bootstrapModules: [loadContext.errorReportScript] } : {}),
        [readyOption]() {
          shellRendered = true;
          // The page's scripts wait for its largest image's paint (issue 36; lib/scripts-after-paint.server.ts).
          const body = new ScriptsAfterPaint();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError(loadContext, error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
