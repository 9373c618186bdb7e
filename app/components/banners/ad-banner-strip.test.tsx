import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdBannerPublic } from '@common/banners/contracts';
import { BANNER_ROTATION_MS } from '@common/constants';
import { HIDE_DISMISSED_BANNERS_SCRIPT, type InitialBanners } from '~/lib/ad-banners';
import { AdBannerStrip } from './ad-banner-strip';
import { makeBanner } from './test-banners';

type Calls = { url: string; method: string }[];

/** Answers the active-banners call per path and records every call made. */
function mockApi(bannersByPath: Record<string, AdBannerPublic[] | 'fail'>) {
  const calls: Calls = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    if (url.startsWith('/api/ad-banners/activos')) {
      const path = decodeURIComponent(new URL(url, 'http://x').searchParams.get('ruta') ?? '');
      const answer = bannersByPath[path] ?? [];
      if (answer === 'fail') return new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 });
      return Response.json({ status: 'success', data: answer });
    }
    return Response.json({ status: 'success', data: { id: 1, total: 1 } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    posts: (suffix: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(suffix)).map((c) => c.url),
  };
}

function renderStrip(path = '/') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdBannerStrip path={path} />
    </MemoryRouter>,
  );
  return {
    ...view,
    setPath: (next: string) =>
      view.rerender(
        <MemoryRouter initialEntries={[path]}>
          <AdBannerStrip path={next} />
        </MemoryRouter>,
      ),
  };
}

/** Lets pending fetch promises settle (works with and without fake timers). */
const settle = () =>
  act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdBannerStrip', () => {
  it('asks for the banners of the current page path and shows the first, recording its impression', async () => {
    const api = mockApi({ '/store': [makeBanner({ id: 4 }), makeBanner({ id: 9, texto_principal: 'Otro' })] });
    renderStrip('/store');

    const region = await screen.findByRole('region', { name: 'Promoción' });
    expect(api.calls[0]!.url).toBe('/api/ad-banners/activos?ruta=%2Fstore');
    expect(within(region).getByText('Rebajas de invierno')).toBeTruthy();
    expect(within(region).getByText('Hasta un 30 % en abrigos')).toBeTruthy();
    expect(screen.queryByText('Otro')).toBeNull();
    expect(region.getAttribute('aria-live')).toBe('off');
    await settle();
    expect(api.posts('/impresion')).toEqual(['/api/ad-banners/4/impresion']);
  });

  it('shows nothing when there are no banners or the call fails, and does not leave the page', async () => {
    const api = mockApi({ '/': 'fail' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    window.localStorage.setItem('token', 'abc');
    renderStrip('/');
    await settle();
    expect(api.calls).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('abc');
  });

  it('skips banners whose id is in dismissedBanners', async () => {
    window.localStorage.setItem('dismissedBanners', JSON.stringify([1]));
    mockApi({ '/': [makeBanner({ id: 1 }), makeBanner({ id: 2, texto_principal: 'Envío gratuito' })] });
    renderStrip('/');
    expect(await screen.findByText('Envío gratuito')).toBeTruthy();
    expect(screen.queryByText('Rebajas de invierno')).toBeNull();
  });

  it('rotates every 10 s, cycling, and records each shown banner once per display', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      '/': [makeBanner({ id: 1, texto_principal: 'Uno' }), makeBanner({ id: 2, texto_principal: 'Dos' })],
    });
    renderStrip('/');
    await settle();
    expect(screen.getByText('Uno')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS - 1);
    });
    expect(screen.getByText('Uno')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Dos')).toBeTruthy();
    expect(screen.queryByText('Uno')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS);
    });
    expect(screen.getByText('Uno')).toBeTruthy();
    await settle();
    expect(api.posts('/impresion')).toEqual([
      '/api/ad-banners/1/impresion',
      '/api/ad-banners/2/impresion',
      '/api/ad-banners/1/impresion',
    ]);
  });

  it('does not rotate a single banner', async () => {
    vi.useFakeTimers();
    const api = mockApi({ '/': [makeBanner({ id: 1 })] });
    renderStrip('/');
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS * 3);
    });
    expect(api.posts('/impresion')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pausar anuncios' })).toBeNull();
  });

  it('pauses the rotation while hovered or focused, and with the pause button', async () => {
    vi.useFakeTimers();
    mockApi({ '/': [makeBanner({ id: 1, texto_principal: 'Uno' }), makeBanner({ id: 2, texto_principal: 'Dos' })] });
    renderStrip('/');
    await settle();
    const region = screen.getByRole('region', { name: 'Promoción' });

    fireEvent.mouseEnter(region);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS * 2);
    });
    expect(screen.getByText('Uno')).toBeTruthy();
    fireEvent.mouseLeave(region);

    fireEvent.click(screen.getByRole('button', { name: 'Pausar anuncios' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS * 2);
    });
    expect(screen.getByText('Uno')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reanudar anuncios' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS);
    });
    expect(screen.getByText('Dos')).toBeTruthy();
  });

  it('shows the close button only when mostrar_boton_cerrar is set', async () => {
    mockApi({ '/': [makeBanner({ mostrar_boton_cerrar: false })] });
    renderStrip('/');
    await screen.findByRole('region', { name: 'Promoción' });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('dismissing hides the banner, stops the rotation and stores its id in dismissedBanners', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem('dismissedBanners', JSON.stringify([40]));
    const api = mockApi({ '/': [makeBanner({ id: 1 }), makeBanner({ id: 2, texto_principal: 'Dos' })] });
    renderStrip('/');
    await settle();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('dismissedBanners')!)).toEqual([40, 1]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_ROTATION_MS * 2);
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Dos')).toBeNull();
    expect(api.posts('/impresion')).toEqual(['/api/ad-banners/1/impresion']);
  });

  it("shows 'Ver más' for a banner with a target and records a click before navigating", async () => {
    const api = mockApi({ '/': [makeBanner({ id: 6, url_destino: '/store/offers' })] });
    renderStrip('/');
    const link = await screen.findByRole('link', { name: 'Ver más' });
    expect(link.getAttribute('href')).toBe('/store/offers');
    fireEvent.click(link);
    expect(api.posts('/clic')).toEqual(['/api/ad-banners/6/clic']);
  });

  it("has no 'Ver más' without url_destino", async () => {
    mockApi({ '/': [makeBanner({ url_destino: null })] });
    renderStrip('/');
    await screen.findByRole('region', { name: 'Promoción' });
    expect(screen.queryByRole('link', { name: 'Ver más' })).toBeNull();
  });

  it('a click whose recording fails still navigates and shows no error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('activos')
          ? Response.json({ status: 'success', data: [makeBanner()] })
          : Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    renderStrip('/');
    const link = await screen.findByRole('link', { name: 'Ver más' });
    expect(() => fireEvent.click(link)).not.toThrow();
    await settle();
    expect(screen.getByRole('region', { name: 'Promoción' })).toBeTruthy();
  });

  it('shows the image with titulo as alternative text on a non-html banner', async () => {
    mockApi({
      '/': [makeBanner({ tipo_banner: 'imagen', imagen_completa_url: 'https://cdn.example/otono.webp', titulo: 'Colección otoño' })],
    });
    renderStrip('/');
    const image = await screen.findByRole('img', { name: 'Colección otoño' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/otono.webp');
  });

  it("renders an html banner's content, without image or 'Ver más'", async () => {
    mockApi({
      '/': [
        makeBanner({
          tipo_banner: 'html',
          html_content: '<p><strong>Envío gratuito</strong> desde 60 €</p>',
          imagen_completa_url: 'https://cdn.example/x.webp',
          titulo: 'Imagen',
          url_destino: '/store',
          texto_principal: 'No se ve',
        }),
      ],
    });
    renderStrip('/');
    const region = await screen.findByRole('region', { name: 'Promoción' });
    expect(within(region).getByText('Envío gratuito').tagName).toBe('STRONG');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver más' })).toBeNull();
    expect(screen.queryByText('No se ve')).toBeNull();
  });

  it("uses the banner's colours, and #f9fafb on #111827 when it carries none", async () => {
    mockApi({ '/': [makeBanner({ color_fondo: '', color_texto: '' })], '/store': [makeBanner({ id: 2 })] });
    const view = renderStrip('/');
    const plain = await screen.findByRole('region', { name: 'Promoción' });
    expect(plain.style.backgroundColor).toMatch(/#f9fafb|rgb\(249, 250, 251\)/i);
    expect(plain.style.color).toMatch(/#111827|rgb\(17, 24, 39\)/i);

    view.setPath('/store');
    await settle();
    const coloured = screen.getByRole('region', { name: 'Promoción' });
    expect(coloured.style.backgroundColor).toMatch(/#00263e|rgb\(0, 38, 62\)/i);
    expect(coloured.style.color).toMatch(/#ffffff|rgb\(255, 255, 255\)/i);
  });

  it('refetches on each page change and starts again from that page, dismissed ids staying hidden', async () => {
    const api = mockApi({
      '/': [makeBanner({ id: 1, texto_principal: 'Inicio' })],
      '/store': [makeBanner({ id: 1, texto_principal: 'Inicio' }), makeBanner({ id: 3, texto_principal: 'Tienda' })],
      '/about': [makeBanner({ id: 1, texto_principal: 'Inicio' })],
    });
    const view = renderStrip('/');
    await screen.findByText('Inicio');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region')).toBeNull();

    view.setPath('/store');
    expect(await screen.findByText('Tienda')).toBeTruthy();
    expect(screen.queryByText('Inicio')).toBeNull();

    view.setPath('/about');
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.calls.filter((c) => c.url.includes('activos')).map((c) => c.url)).toEqual([
      '/api/ad-banners/activos?ruta=%2F',
      '/api/ad-banners/activos?ruta=%2Fstore',
      '/api/ad-banners/activos?ruta=%2Fabout',
    ]);
  });

  describe('with the banners the server rendered for the first page', () => {
    const initial: InitialBanners = {
      path: '/store',
      banners: [makeBanner({ id: 3, texto_principal: 'Nueva colección' }), makeBanner({ id: 5, texto_principal: 'Otra' })],
    };

    it('is in the server HTML, so it does not push the page down when it arrives', () => {
      const html = renderToString(
        <MemoryRouter initialEntries={['/store']}>
          <AdBannerStrip path="/store" initial={initial} />
        </MemoryRouter>,
      );
      expect(html).toContain('data-banner-id="3"');
      expect(html).toContain('Nueva colección');
    });

    it('a banner dismissed earlier is hidden by a style rule before the page is painted', () => {
      window.localStorage.setItem('dismissedBanners', JSON.stringify([3, '7', 'x"]{}']));
      document.body.innerHTML = '<section data-banner-id="3"></section><section data-banner-id="5"></section>';
      new Function(HIDE_DISMISSED_BANNERS_SCRIPT)();
      const rule = document.head.querySelector('style:last-of-type')!.textContent;
      expect(rule).toBe('[data-banner-id="3"],[data-banner-id="7"]{display:none!important}');
      document.head.querySelector('style:last-of-type')!.remove();
      document.body.innerHTML = '';
    });

    it('shows the first at once without asking again, and records its impression once', async () => {
      const api = mockApi({});
      render(
        <MemoryRouter initialEntries={['/store']}>
          <AdBannerStrip path="/store" initial={initial} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('region', { name: 'Promoción' }).textContent).toContain('Nueva colección');
      await settle();
      expect(api.calls.filter((c) => c.url.includes('activos'))).toEqual([]);
      expect(api.posts('/impresion')).toEqual(['/api/ad-banners/3/impresion']);
    });

    it('leaves out what this browser dismissed, without counting it', async () => {
      window.localStorage.setItem('dismissedBanners', JSON.stringify([3]));
      const api = mockApi({});
      render(
        <MemoryRouter initialEntries={['/store']}>
          <AdBannerStrip path="/store" initial={initial} />
        </MemoryRouter>,
      );
      await settle();
      expect(screen.getByRole('region', { name: 'Promoción' }).textContent).toContain('Otra');
      expect(api.posts('/impresion')).toEqual(['/api/ad-banners/5/impresion']);
    });

    it('fetches when the path is not the one the server answered for', async () => {
      const api = mockApi({ '/about': [makeBanner({ id: 8, texto_principal: 'Sobre nosotros' })] });
      render(
        <MemoryRouter initialEntries={['/about']}>
          <AdBannerStrip path="/about" initial={initial} />
        </MemoryRouter>,
      );
      expect(await screen.findByText('Sobre nosotros')).toBeTruthy();
      expect(api.calls[0]!.url).toBe('/api/ad-banners/activos?ruta=%2Fabout');
    });
  });
});

beforeEach(() => {
  window.localStorage.clear();
});
