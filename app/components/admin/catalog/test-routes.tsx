import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation, type LoaderFunctionArgs, type ActionFunctionArgs } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';
import { setAuthUser } from '~/lib/auth';
import { useToasts } from '~/lib/toast';
import { makeUser } from '../test-support';

/** A back-office catalogue route module, as the tests need it. */
export interface CatalogScreen {
  default: ComponentType<never>;
  clientLoader: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  HydrateFallback: ComponentType;
  ErrorBoundary: ComponentType;
}

let shownToasts: readonly { message: string; type: string }[] = [];

function ToastSpy() {
  shownToasts = useToasts();
  return null;
}

/** The toasts on screen now, as [type, message]. */
export const toastsShown = () => shownToasts.map((t) => [t.type, t.message]);

/** Wherever a screen sends the administrator: the address, to check. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders a catalogue route module at `path` as the router runs it (client loader, action, loading
 * and error screens) for a signed-in person (an administrator unless `me` says otherwise), under the dialog provider; any other address
 * shows where it went.
 */
export function renderScreen(screen: CatalogScreen, pattern: string, path: string, me: AuthUser = makeUser(['admin'])) {
  setAuthUser(me);
  const Default = screen.default as unknown as ComponentType<{ loaderData: unknown }>;
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        Component: () => <Default loaderData={useLoaderData()} />,
        HydrateFallback: screen.HydrateFallback,
        ErrorBoundary: screen.ErrorBoundary,
        loader: (args: LoaderFunctionArgs) => screen.clientLoader(args as never),
        action: screen.clientAction ? (args: ActionFunctionArgs) => screen.clientAction!(args as never) : undefined,
      },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  shownToasts = [];
  const view = render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
      <ToastSpy />
    </AlertDialogProvider>,
  );
  return { ...view, router };
}
