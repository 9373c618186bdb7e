import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, createRoutesStub, RouterProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_PUBLIC_STORE_SETTINGS, type PublicStoreSettings } from '@common/settings/contracts';
import { Where } from '~/components/auth/auth-test-utils';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { Toaster } from '~/components/ui/toaster';

/** Renders a customer-area piece the way the app does: in a router, under the dialog provider, with toasts. */
export function renderAccount(ui: ReactNode, path = '/user') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AlertDialogProvider>,
  );
}

/** A /user/* route module, as the tests need it. */
export interface ScreenModule {
  default: ComponentType<never>;
  clientLoader?: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  HydrateFallback?: ComponentType;
  ErrorBoundary?: ComponentType;
}

/**
 * Renders a customer-area route module at `path` as the router runs it: its client loader, action,
 * loading and error screens, under the dialog provider, with toasts. /login stands by for guests.
 * `settings` puts a root route above it whose loader gives these public settings.
 */
export function renderScreen(screen: ScreenModule, path: string, { settings }: { settings?: Partial<PublicStoreSettings> } = {}) {
  const { clientLoader, clientAction } = screen;
  const routes = [
    {
      path: new URL(path, 'http://test').pathname,
      Component: screen.default as unknown as ComponentType,
      HydrateFallback: screen.HydrateFallback,
      ErrorBoundary: screen.ErrorBoundary,
      loader: clientLoader ? (args: LoaderFunctionArgs) => clientLoader(args as never) : undefined,
      action: clientAction ? (args: ActionFunctionArgs) => clientAction(args as never) : undefined,
    },
    { path: '/login', Component: () => <Where label="Login page" /> },
  ];
  // `settings`: the public settings as the root loader gives them (useStoreSettings), over the defaults.
  const Stub = createRoutesStub(
    settings
      ? [{ id: 'root', path: '/', loader: () => ({ settings: { ...DEFAULT_PUBLIC_STORE_SETTINGS, ...settings } }), HydrateFallback: () => null, children: routes }]
      : routes,
  );
  return render(
    <AlertDialogProvider>
      <Stub initialEntries={[path]} />
      <Toaster />
    </AlertDialogProvider>,
  );
}

/** The account API's reply envelope. */
export const ok = <T,>(data: T, status = 200) => ({ status, body: { status: 'success', data } });

export const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]?.[0] ?? 'Datos no válidos', errors },
});
