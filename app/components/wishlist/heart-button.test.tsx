import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { resetAuthForTests, startAuth } from '~/lib/auth';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { HeartButton } from './heart-button';
import { resetWishlistForTests } from './wishlist-store';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const user = { id: 7, name: 'Lucía', email: 'lucia@example.com', phone: null, profile_photo_path: null, profile_photo_url: null, roles: [], permissions: [], created_at: '2025-01-01T00:00:00Z' };

/** fetch answering by "METHOD path"; each reply may be a function of the call. */
function mockApi(routes: Record<string, { status: number; body?: unknown } | (() => Promise<Response>)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = routes[`${method} ${url}`];
      if (typeof route === 'function') return route();
      const { status, body } = route ?? { status: 404, body: { message: 'Not found' } };
      return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeart() {
  const router = createMemoryRouter(
    [
      { path: '/store/products/:slug', element: <HeartButton productId={42} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/store/products/camisa-lino'] },
  );
  return render(<RouterProvider router={router} />);
}

function Toasts() {
  return <>{useToasts().map((t) => <p key={t.id}>{t.message}</p>)}</>;
}

beforeEach(() => {
  resetAuthForTests();
  resetWishlistForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

async function signIn(saved: number[] = []) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'secret');
  const calls = mockApi({
    'GET /api/user': { status: 200, body: user },
    'GET /api/user/wishlist': { status: 200, body: { status: 'success', data: saved.map((id) => ({ saved_at: '2025-01-01T00:00:00Z', product: { id } })) } },
    'POST /api/user/wishlist': { status: 201, body: { status: 'success', data: { product_id: 42 } } },
    'DELETE /api/user/wishlist/42': { status: 200, body: { status: 'success', data: { product_id: 42 } } },
  });
  await act(() => startAuth());
  return calls;
}

describe('heart button', () => {
  // The e2e first visit (store-details) checks the wishlist's code stays out; here, what a guest's heart does.
  it("a guest's heart asks the API nothing, and its first press goes to sign in, coming back to the product afterwards", async () => {
    const calls = mockApi({});
    await act(() => startAuth());
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Guardar en favoritos' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fstore%2Fproducts%2Fcamisa-lino'));
    expect(calls).toEqual([]);
  });

  it('shows a product already saved as pressed', async () => {
    await signIn([42]);
    renderHeart();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quitar de favoritos' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('saves with POST and removes with DELETE for signed-in customers', async () => {
    const calls = await signIn();
    renderHeart();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/user/wishlist' && c.method === 'GET')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar en favoritos' }));
    const pressed = screen.getByRole('button', { name: 'Quitar de favoritos' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/user/wishlist', body: { product_id: 42 } }));
    await waitFor(() => expect(pressed.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/user/wishlist/42')).toBe(true));
  });

  it('puts the heart back and says so when saving fails', async () => {
    await signIn();
    let fail!: () => void;
    const failing = new Promise<Response>((resolve) => {
      fail = () => resolve(new Response(JSON.stringify({ message: 'Error' }), { status: 500 }));
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) => ((init?.method ?? 'GET') === 'POST' ? failing : original(url, init)));
    render(<Toasts />);
    renderHeart();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar en favoritos' }));
    expect(screen.getByRole('button', { name: 'Quitar de favoritos' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fail());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar en favoritos' }).getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('No hemos podido guardar el producto en favoritos. Inténtalo de nuevo.')).toBeTruthy();
  });
});
