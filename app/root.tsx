import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { APPEARANCE_BOOTSTRAP_SCRIPT } from '@common/appearance-bootstrap';
import { APP_NAME } from '@common/constants';
import type { Route } from './+types/root';
import { ErrorView } from './components/errors/error-view';
import { NotFoundView } from './components/errors/not-found-view';
import { AppShell } from './components/layout/app-shell';
import { useNonce } from './lib/nonce';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
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
