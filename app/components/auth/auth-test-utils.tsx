import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '@common/auth/contracts';
import { AlertDialogProvider } from '~/components/ui/alert-dialog';

let nextId = 1;

/** A user as GET /api/user and the auth replies carry it. */
export function makeUser(roles: string[] = ['user'], overrides: Partial<AuthUser> = {}): AuthUser {
  const id = nextId++;
  return {
    id,
    name: `Lucía Prueba ${id}`,
    email: `lucia${id}@example.com`,
    phone: null,
    profile_photo_path: null,
    profile_photo_url: null,
    roles: roles.map((name, index) => ({ id: index + 1, name, permissions: [] })),
    permissions: [],
    created_at: '2025-01-01T00:00:00.000Z',
    second_factor: { required: false, enabled: false },
    ...overrides,
  };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

type Reply = { status: number; body?: unknown } | Error | Promise<never>;

/** Mocks fetch by "METHOD path"; records every call. Unrouted calls answer 404. */
export function mockFetch(routes: Record<string, Reply | ((call: FetchCall) => Reply)>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const call: FetchCall = {
      url,
      method,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (reply instanceof Promise) return reply;
    if (reply instanceof Error) throw reply;
    const { status, body } = reply ?? { status: 404, body: { message: 'Not found' } };
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Shows where the router is, so tests can read the path after a redirect. */
export function Where({ label }: { label: string }) {
  const location = useLocation();
  return (
    <p data-testid="where">
      {label} {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders the given routes plus stand-ins for the places auth sends people, under the dialog provider. */
export function renderRoutes(initialPath: string, routes: RouteObject[], extra?: ReactNode) {
  const standIns: RouteObject[] = [
    { path: '/', element: <Where label="Home" /> },
    { path: '/login', element: <Where label="Login page" /> },
    { path: '/admin/dashboard', element: <Where label="Admin dashboard" /> },
    { path: '/user/dashboard', element: <Where label="User dashboard" /> },
    { path: '*', element: <Where label="Elsewhere" /> },
  ];
  const taken = new Set(routes.map((route) => route.path));
  const router = createMemoryRouter([...routes, ...standIns.filter((route) => !taken.has(route.path))], {
    initialEntries: [initialPath],
  });
  const view = render(
    <AlertDialogProvider>
      <RouterProvider router={router} />
      {extra}
    </AlertDialogProvider>,
  );
  return { ...view, router };
}
