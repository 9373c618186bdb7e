import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import type { DirectoryEntry, DirectoryEntrySummary, DirectoryFacets, DirectoryPage } from '@common/directory/contracts';
import { directoryEntryPath } from '@common/directory/rules';

let nextId = 1;

export function makeEntrySummary(overrides: Partial<DirectoryEntrySummary> = {}): DirectoryEntrySummary {
  const id = overrides.id ?? nextId++;
  const kind = overrides.kind ?? 'empresa';
  const slug = overrides.slug ?? `taller-${id}`;
  return {
    id,
    kind,
    name: `Taller Hilo Verde ${id}`,
    slug,
    path: directoryEntryPath({ kind, slug }),
    sector: 'Taller textil',
    summary: 'Confección por encargo con algodón orgánico y retales recuperados.',
    city: 'Zaragoza',
    province: 'Zaragoza',
    logo_url: null,
    tags: ['algodón orgánico', 'km 0'],
    is_verified: false,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return {
    ...makeEntrySummary(overrides),
    description: null,
    address: null,
    postal_code: null,
    phone: null,
    email: null,
    website: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const FACETS: DirectoryFacets = {
  kinds: [
    { kind: 'empresa', count: 5 },
    { kind: 'servicio', count: 3 },
    { kind: 'profesional', count: 2 },
  ],
  provinces: [
    { value: 'Madrid', count: 4 },
    { value: 'Valencia', count: 6 },
  ],
  cities: [
    { value: 'Alcalá de Henares', province: 'Madrid', count: 1 },
    { value: 'Madrid', province: 'Madrid', count: 3 },
    { value: 'Gandia', province: 'Valencia', count: 2 },
    { value: 'Valencia', province: 'Valencia', count: 4 },
  ],
  sectors: [
    { value: 'Arreglos y confección', count: 3 },
    { value: 'Taller textil', count: 7 },
  ],
};

export function makePage(data: DirectoryEntrySummary[], overrides: Partial<DirectoryPage> = {}): DirectoryPage {
  const total = overrides.total ?? data.length;
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 12,
    total,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    facets: FACETS,
    ...overrides,
  };
}

export type Answer = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/** The in-process API a server loader calls, answered by path; every URL asked is kept. */
export function fakeApiContext(answers: Record<string, Answer>) {
  const asked: URL[] = [];
  const context = {
    nonce: '',
    requestId: 'test',
    apiFetch: async (path: string) => {
      const url = new URL(path, 'http://tienda.test');
      asked.push(url);
      const answer = answers[url.pathname];
      if (!answer) return Response.json({ message: 'No encontrado.' }, { status: 404 });
      const { status = 200, body } = typeof answer === 'function' ? answer(url) : answer;
      return Response.json(body, { status });
    },
  };
  return { context, asked };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface ScreenRoute {
  path: string;
  loader: (args: never) => unknown;
  Component: ComponentType<{ loaderData: never }>;
}

/** Renders server-loaded screens in a memory router, their loaders fed by `context`. */
export function renderScreens(routes: ScreenRoute[], path: string, context: object) {
  const router = createMemoryRouter(
    [
      ...routes.map(({ path: pattern, loader, Component }) => {
        function Screen() {
          return (
            <>
              <Component loaderData={useLoaderData() as never} />
              <Where />
            </>
          );
        }
        return {
          path: pattern,
          loader: (args: object) => loader({ ...args, context } as never),
          Component: Screen,
          HydrateFallback: () => null,
          ErrorBoundary: () => <p>Error de ruta</p>,
        };
      }),
      { path: '*', Component: () => <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
