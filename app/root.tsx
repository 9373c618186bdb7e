import type { ReactNode } from 'react';
import {
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
import { APP_NAME } from '@common/constants';
import type { Route } from './+types/root';
import { ErrorView } from './components/errors/error-view';
import { NotFoundView } from './components/errors/not-found-view';
import { AppShell } from './components/layout/app-shell';
import { HIDE_DISMISSED_BANNERS_SCRIPT, type InitialBanners } from './lib/ad-banners';
import { serverApi } from './lib/api/server-client';
import { useNonce } from './lib/nonce';
import './app.css';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * The first page's ad banners, so the strip above the header is in the server's HTML (it used to
 * arrive after load and push the page down). Later pages fetch their own (spec §4), so this never
 * runs again in the browser. A failing call gives no banner (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ adBanners: InitialBanners }> {
  const path = new URL(request.url).pathname;
  try {
    const reply = await serverApi(context)('GET /ad-banners/activos', { query: { ruta: path } }, { skipAuthRedirect: true });
    return { adBanners: { path, banners: reply.data } };
  } catch {
    return { adBanners: { path, banners: [] } };
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// The Latin faces load with the page, so headings do not reflow when the web font swaps in.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export const meta: Route.MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? `Page not found · ${APP_NAME}` : APP_NAME },
  {
    name: 'description',
    content:
      'Tienda Diverso: moda de calle sostenible de ruediverso y moda corporativa inclusiva de divergente.',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
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
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <AppShell>{isNotFound ? <NotFoundView /> : <ErrorView error={error} />}</AppShell>;
}
