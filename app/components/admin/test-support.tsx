import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, createRoutesStub, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '@common/auth/contracts';

/** A user as GET /api/user returns it, with the given role names. */
export function makeUser(roles: string[] = ['super-admin'], overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Lucía Martín Pardo',
    email: 'lucia@tiendadiverso.es',
    phone: null,
    profile_photo_path: null,
    profile_photo_url: null,
    roles: roles.map((name, index) => ({ id: index + 1, name, permissions: [] })),
    permissions: [],
    created_at: '2024-03-01T10:00:00.000Z',
    second_factor: { required: false, enabled: false },
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown } | ((init: RequestInit | undefined) => { status?: number; body?: unknown });

/** fetch answering by "METHOD /path"; anything unexpected fails loudly. */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  const counters = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
    calls.push({ key, init });
    const entry = routes[key];
    if (!entry) throw new Error(`Unexpected call ${key}`);
    const n = counters.get(key) ?? 0;
    counters.set(key, n + 1);
    const answer = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)]! : entry;
    const { status = 200, body = {} } = typeof answer === 'function' ? answer(init) : answer;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Renders `element` at `path` inside a router that also knows the places it may go to. */
export function renderAt(element: ReactNode, path = '/admin/dashboard', pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** What a back-office route module exports that a test renders. */
export interface RouteModule {
  default: unknown;
  clientLoader?: (args: never) => unknown;
  HydrateFallback?: ComponentType;
  ErrorBoundary?: ComponentType;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a route module as the app does: its clientLoader first (HydrateFallback meanwhile), then its screen. */
export function renderRoute(module: RouteModule, path: string) {
  const Stub = createRoutesStub([
    {
      path: new URL(path, 'http://test').pathname,
      Component: module.default as ComponentType,
      HydrateFallback: module.HydrateFallback,
      ErrorBoundary: module.ErrorBoundary,
      loader: module.clientLoader ? (args) => module.clientLoader!(args as never) : undefined,
    },
    { path: '*', Component: Where },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
