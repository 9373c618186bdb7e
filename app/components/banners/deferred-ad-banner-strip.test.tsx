import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdBannerPublic } from '@common/banners/contracts';
import { BANNER_ROTATION_MS } from '@common/constants';
import type { InitialBanners } from '~/lib/ad-banners';
import { DeferredAdBannerStrip } from './deferred-ad-banner-strip';
import { makeBanner as makeTestBanner } from './test-banners';

/** The strip's own words only: no second line. */
const makeBanner = (overrides: Partial<AdBannerPublic>) => makeTestBanner({ texto_secundario: null, ...overrides });

type Calls = { url: string; method: string }[];

function mockApi(bannersByPath: Record<string, AdBannerPublic[]> = {}) {
  const calls: Calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET' });
      if (url.startsWith('/api/ad-banners/activos')) {
        const path = new URL(url, 'http://x').searchParams.get('ruta') ?? '';
        return Response.json({ status: 'success', data: bannersByPath[path] ?? [] });
      }
      return Response.json({ status: 'success', data: { id: 1, total: 1 } });
    }),
  );
  return {
    posts: (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix)).map((c) => c.url),
    fetched: () => calls.filter((c) => c.url.includes('activos')).map((c) => c.url),
  };
}

function Shell({ initial }: { initial: InitialBanners }) {
  return <DeferredAdBannerStrip path={useLocation().pathname} initial={initial} />;
}

let root: Root | undefined;

/** The server's page for `/`, then the browser taking it over as it stands. */
async function hydrate(initial: InitialBanners) {
  const routes = [{ path: '*', element: <Shell initial={initial} /> }];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={createMemoryRouter(routes)} />);
  document.body.append(container);
  const router = createMemoryRouter(routes);
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />);
  });
  return { container, router };
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

const two: InitialBanners = { path: '/', banners: [makeBanner({ id: 3, texto_principal: 'Primero' }), makeBanner({ id: 5, texto_principal: 'Segundo' })] };

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeferredAdBannerStrip', () => {
  it("keeps the server's strip, counts its impression once and asks for nothing else", async () => {
    const api = mockApi();
    const { container } = await hydrate(two);
    await settle();
    expect(container.querySelector('[data-banner-id="3"]')?.textContent).toContain('Primero');
    expect(api.posts('/impresion')).toEqual(['/api/ad-banners/3/impresion']);
    expect(api.fetched()).toEqual([]);
  });

  it('closes the banner without its code, storing its id', async () => {
    mockApi();
    const { container } = await hydrate(two);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(container.querySelector('[data-banner-id]')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('dismissedBanners')!)).toEqual([3]);
  });

  it('counts a click on its link and follows it in the app', async () => {
    const api = mockApi();
    const { router } = await hydrate(two);
    fireEvent.click(screen.getByRole('link', { name: /Ver más/ }));
    expect(api.posts('/clic')).toEqual(['/api/ad-banners/3/clic']);
    expect(router.state.location.pathname).toBe('/store/offers');
  });

  it('hands over to the rotating strip when a rotation is due, which shows the next banner', async () => {
    const api = mockApi();
    await hydrate(two);
    await act(async () => void (await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS)));
    expect(await screen.findByText('Segundo')).toBeTruthy();
    expect(screen.queryByText('Primero')).toBeNull();
    expect(api.posts('/impresion')).toEqual(['/api/ad-banners/3/impresion', '/api/ad-banners/5/impresion']);
  });

  it('hands over when paused, keeping the focus on the (now resume) button', async () => {
    mockApi();
    await hydrate(two);
    const pause = screen.getByRole('button', { name: 'Pausar anuncios' });
    pause.focus();
    fireEvent.click(pause);
    const resume = await screen.findByRole('button', { name: 'Reanudar anuncios' });
    expect(document.activeElement).toBe(resume);
  });

  it('shows the next banner when the server one was closed here before, counting that one', async () => {
    window.localStorage.setItem('dismissedBanners', JSON.stringify([3]));
    const api = mockApi();
    await hydrate(two);
    expect(await screen.findByText('Segundo')).toBeTruthy();
    expect(api.posts('/impresion')).toEqual(['/api/ad-banners/5/impresion']);
  });

  it("fetches the next page's banners once the page changes", async () => {
    const api = mockApi({ '/about': [makeBanner({ id: 8, texto_principal: 'Sobre nosotros' })] });
    const { router } = await hydrate(two);
    await act(async () => void (await router.navigate('/about')));
    expect(await screen.findByText('Sobre nosotros')).toBeTruthy();
    expect(api.fetched()).toEqual(['/api/ad-banners/activos?ruta=%2Fabout']);
  });
});
