import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** The account API's reply envelope. */
export const ok = <T,>(data: T, status = 200) => ({ status, body: { status: 'success', data } });

export const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]?.[0] ?? 'Datos no válidos', errors },
});
