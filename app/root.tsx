import { useEffect, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  type ShouldRevalidateFunction,
} from 'react-router';
import { APPEARANCE_BOOTSTRAP_SCRIPT } from '@common/appearance-bootstrap';
import {
  isMaintenanceNotice,
  isOpenDuringMaintenance,
  MAINTENANCE_RETRY_AFTER_SECONDS,
  type MaintenanceNotice,
} from '@common/settings/maintenance';
import { APP_NAME } from '@common/constants';
import { DEFAULT_PUBLIC_STORE_SETTINGS } from '@common/settings/defaults';
import type { PublicStoreSettings } from '@common/settings/contracts';
import type { Brand } from '@common/catalog/contracts';
import type { Route } from './+types/root';
import { ErrorView } from './components/errors/error-view';
import { MaintenanceNoticeBar, MaintenanceView } from './components/maintenance/maintenance-view';
import { NotFoundView } from './components/errors/not-found-view';
import { AppShell } from './components/layout/app-shell';
import type { InitialBanners } from './lib/ad-banners';
import { HIDE_DISMISSED_BANNERS_SCRIPT } from './lib/dismissed-banners';
import { serverApi } from './lib/api/server-client';
import { useNonce } from './lib/nonce';
import appStylesheet from './app.css?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * What every page needs from the server once, at the first request (later pages navigate in the
 * browser and never run this again, see shouldRevalidate):
 * - the store's public settings (`useStoreSettings()` in `~/lib/store-facts`), cached in the API
 *   process and dropped by each save, so this costs no query; a failing call gives the defaults;
 * - the first page's ad banners, so the strip above the header is in the server's HTML (it used to
 *   arrive after load and push the page down). Later pages fetch their own (spec §4); a failing
 *   call gives no banner (spec §8).
 *
 * Maintenance mode is decided here, on the server, for the page the browser asked for: a public
 * page answers 503 with the maintenance page (the ErrorBoundary below) and Retry-After; /admin,
 * /login and /status stay open. The session token lives in localStorage, so the server cannot tell
 * staff from shoppers on a document request, and it does not try: staff sign in at /login, work in
 * /admin, and from there open the store with in-app links. Those navigations do not run this loader
 * again, so the store renders for them, with the 'Modo mantenimiento activo' bar (shown only to a
 * signed-in staff member, see MaintenanceNoticeBar). A shopper who did the same would see nothing
 * the public API does not already answer, so the gate is a courtesy page, not an access control.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ adBanners: InitialBanners; settings: PublicStoreSettings; brands: Brand[] | null; origin: string; errorReportDsn: string | null }> {
  const { pathname: path, origin } = new URL(request.url);
  const call = serverApi(context);
  const [settings, banners, brands] = await Promise.all([
    call('GET /settings', {}, { skipAuthRedirect: true }).then(
      (reply) => reply.data,
      () => DEFAULT_PUBLIC_STORE_SETTINGS,
    ),
    call('GET /ad-banners/activos', { query: { ruta: path } }, { skipAuthRedirect: true }).then(
      (reply) => reply.data,
      () => [],
    ),
    // The header's brand cards (useStoreBrands in ~/lib/store-facts); null keeps their built-in texts.
    call('GET /brands', {}, { skipAuthRedirect: true }).then(
      (reply) => reply.data,
      () => null,
    ),
  ]);
  if (settings.maintenance_enabled && !isOpenDuringMaintenance(path)) {
    const notice: MaintenanceNotice = {
      maintenance: true,
      store_name: settings.store_name,
      message: settings.maintenance_message,
      email: settings.support_email,
      phone: settings.phone,
    };
    throw data(notice, {
      status: 503,
      headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    });
  }
  // origin: the absolute base of canonical, Open Graph and JSON-LD URLs (~/lib/seo).
  // errorReportDsn: SENTRY_DSN_BROWSER, where the page reports its errors (app/lib/error-reports.ts); null: nowhere.
  return { adBanners: { path, banners }, settings, brands, origin, errorReportDsn: context.errorReportDsn ?? null };
}

/** The maintenance answer keeps its Retry-After (a thrown answer's headers reach the page only through here). */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// One font preloaded (issue 14): Inter's Latin face, the text of every page, so body copy does not
// reflow when it swaps in. Fraunces (headings) is found by the stylesheet and swaps in when it
// arrives (font-display: swap); preloading it too competed with the LCP image on phones.
// The stylesheet carries a precedence so React writes it at the top of <head>: without one it
// stays below the hundred module preloads React hoists, and on HTTP/1.1 the browser asked for
// it only after them, which held the first paint back by seconds on a phone.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export const meta: Route.MetaFunction = ({ data: loaded, error }) => {
  // The maintenance page is the root loader's own answer: its data is the notice, not the settings.
  if (isRouteErrorResponse(error) && isMaintenanceNotice(error.data)) {
    return [{ title: `En mantenimiento · ${error.data.store_name}` }, { name: 'description', content: error.data.message }];
  }
  const settings = loaded?.settings;
  const name = settings?.store_name ?? APP_NAME;
  const title = isRouteErrorResponse(error) && error.status === 404 ? `Page not found · ${name}` : name;
  return [{ title }, ...(settings ? [{ name: 'description', content: settings.meta_description }] : [])];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // <html data-hydrated="true"> once React has taken over the server's page: the browser tests
  // wait for it (e2e/harness.ts) instead of for a while.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="es" data-theme="ruediverso" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7E4015" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: APPEARANCE_BOOTSTRAP_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_BANNERS_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <MaintenanceNoticeBar />
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isMaintenanceNotice(error.data)) return <MaintenanceView notice={error.data} />;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <AppShell>{isNotFound ? <NotFoundView /> : <ErrorView error={error} />}</AppShell>;
}
