import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { DEFAULT_PUBLIC_STORE_SETTINGS, type PublicStoreSettings } from '@common/settings/contracts';

/**
 * Renders `children` at `path` under a root route whose loader data carries these settings, as
 * the real root loader does: for component tests of anything that reads useStoreSettings().
 */
export function WithStoreSettings({
  settings = {},
  path = '/',
  children,
}: {
  settings?: Partial<PublicStoreSettings>;
  path?: string;
  children: ReactNode;
}) {
  const merged: PublicStoreSettings = { ...DEFAULT_PUBLIC_STORE_SETTINGS, ...settings };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: merged }),
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => <>{children}</> }, { index: true, Component: () => <>{children}</> }],
    },
  ]);
  return <Stub initialEntries={[path]} />;
}
