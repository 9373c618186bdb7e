import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX } from '@common/constants';
import { resetAppearanceForTests } from '~/lib/appearance';
import { SearchBar } from '~/components/search/search-bar';
import { SiteHeader } from './site-header';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

function renderHeader(path = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: <SiteHeader showSearch={path === '/'} />, handle: { headerSearch: SearchBar } }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => resetAppearanceForTests());
afterEach(() => scrollTo(0));

describe('SiteHeader for guests', () => {
  it("links the logo home and shows 'Sobre nosotros', 'Registro' and 'Loguear'", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Tienda Diverso, ir al inicio' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Sobre nosotros' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Registro' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Loguear' }).getAttribute('href')).toBe('/login');
  });

  it('offers the theme switcher and the appearance toggle', () => {
    renderHeader();
    expect(screen.getByRole('group', { name: 'Tema de marca' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Apariencia' })).toBeTruthy();
  });

  it("renders on the server with the menus closed and, with showSearch, the route's inline search bar", () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteHeader showSearch />, handle: { headerSearch: SearchBar } }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain('Nuestra Tienda');
    expect(html).toContain('Sobre nosotros');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toContain('placeholder="Buscar productos, marcas, colecciones..."');
  });

  it("'Nuestra Tienda' opens from the keyboard and lists the store services and the full catalogue", async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Nuestra Tienda' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu');
    for (const label of [
      'Colecciones exclusivas',
      'Personalización',
      'Diseño a medida',
      'Envío premium',
      'Tendencias',
    ]) {
      expect(within(menu).getByRole('menuitem', { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    expect(
      within(menu).getByRole('menuitem', { name: /Ver catálogo completo/ }).getAttribute('href'),
    ).toBe('/store');
    // 'Tendencias' is the team's selection (featured products) in the store list, not a text search.
    const trends = within(menu).getByRole('menuitem', { name: /^Tendencias/ });
    expect(trends.getAttribute('href')).toBe('/store?featured=1#productos');
    expect(trends.textContent).toContain('Lo que se lleva esta temporada, elegido por el equipo.');

    // Opened from the keyboard, focus lands on the first item; Escape closes and returns to the trigger.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('Colecciones exclusivas'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it("'Marcas' opens with ArrowDown and shows one card per brand, taglines included", async () => {
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Marcas' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    const rue = within(menu).getByRole('menuitem', {
      name: /ruediverso.*contemporary elegance.*Moda de calle sostenible/,
    });
    expect(rue.getAttribute('href')).toBe('/brands/rue-diverso');
    const div = within(menu).getByRole('menuitem', {
      name: /divergente.*innovation without limits.*Moda corporativa inclusiva/,
    });
    expect(div.getAttribute('href')).toBe('/brands/divergente');
    // The card lines are English in a Spanish page (WCAG 3.1.2, language of parts).
    expect(within(rue).getByText('contemporary elegance').getAttribute('lang')).toBe('en');
    expect(within(div).getByText('innovation without limits').getAttribute('lang')).toBe('en');
  });
});

describe('sticky header', () => {
  it('turns sticky and translucent once scrolled past 10 px on a sticky path', () => {
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header.dataset.sticky).toBe('false');
    scrollTo(HEADER_SCROLL_THRESHOLD_PX);
    expect(header.dataset.sticky).toBe('false');
    scrollTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header.dataset.sticky).toBe('true');
    expect(header.className).toContain('backdrop-blur');
    scrollTo(0);
    expect(header.dataset.sticky).toBe('false');
  });

  it('stays in place on paths outside the sticky list', () => {
    renderHeader('/help/faq');
    scrollTo(400);
    expect(screen.getByRole('banner').dataset.sticky).toBe('false');
  });
});

describe('mobile menu', () => {
  it('opens a named dialog with collapsible store and brand sections and the guest links', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const dialog = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(dialog).getByRole('link', { name: 'Registro' }).getAttribute('href')).toBe('/register');
    expect(within(dialog).getByRole('link', { name: 'Loguear' }).getAttribute('href')).toBe('/login');
    expect(within(dialog).getByRole('group', { name: 'Tema de marca' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Apariencia' })).toBeTruthy();

    const store = within(dialog).getByRole('button', { name: 'Nuestra Tienda' });
    expect(store.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('link', { name: /Personalización/ })).toBeNull();
    fireEvent.click(store);
    expect(store.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: /Personalización/ })).toBeTruthy();

    const brands = within(dialog).getByRole('button', { name: 'Marcas' });
    fireEvent.click(brands);
    expect(within(dialog).getByRole('link', { name: /ruediverso/ }).getAttribute('href')).toBe('/brands/rue-diverso');
  });

  it('closes on Escape', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const dialog = screen.getByRole('dialog', { name: 'Menú' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the route changes', async () => {
    const { router } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('dialog', { name: 'Menú' })).toBeTruthy();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when one of its links is followed', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Sobre nosotros' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
