import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductFacets, StoreProductPage } from '@common/catalog/contracts';
import { makeProduct } from '~/components/product/test-product';
import { clearFilters, parseStoreFilters, storeSearch } from '~/lib/store-query';
import { StoreListing } from './store-listing';

const product = (n: number) => makeProduct({ id: n, name: `Camiseta ${n}`, slug: `camiseta-${n}`, price: 24.9, stock_quantity: 50, variants: [], tags: [] });

const facets: ProductFacets = {
  brands: [
    { id: 1, name: 'ruediverso', slug: 'rue-diverso', count: 20 },
    { id: 2, name: 'divergente', slug: 'divergente', count: 17 },
  ],
  categories: [{ id: 1, name: 'Camisas', slug: 'camisas', count: 8 }],
  sizes: [
    { size: 'S', count: 12 },
    { size: 'M', count: 0 },
  ],
  colors: [{ name: 'Negro', hex: '#222222', count: 9 }],
  conditions: [],
  price_range: { min: 19, max: 189 },
};

const pageOf = (count: number, overrides: Partial<StoreProductPage> = {}): StoreProductPage => ({
  data: Array.from({ length: count }, (_, i) => product(i + 1)),
  current_page: 1,
  last_page: 4,
  per_page: 12,
  total: 37,
  from: 1,
  to: count,
  facets,
  ...overrides,
});

/** What the browser puts in the URL when this form is sent as a plain GET. */
function formQuery(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

/** The text of the option a select shows (jsdom's selectedOptions can lag behind React's changes). */
const chosen = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.text;

function renderListing(page: StoreProductPage, url = '/store') {
  const router = createMemoryRouter([{ path: '/store', element: <StoreListing page={page} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('StoreListing', () => {
  it("shows '{shown} de {total} productos' and 12 cards", () => {
    renderListing(pageOf(12));
    expect(screen.getByText('12 de 37 productos')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: 'Todos los Productos' })).toBeTruthy();
  });

  it("a search counted up to its bound shows 'más de 1 000 resultados' and a next page (issue 37)", () => {
    renderListing(pageOf(12, { total: 1000, more_than_total: true, last_page: 85 }), '/store?search=vestido');
    expect(document.body.textContent).toContain('12 de más de 1\u00a0000 resultados');
    expect(screen.getByRole('navigation', { name: 'Paginación de productos' }).textContent).toContain('Página 1 de más de 84');
    expect(screen.getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe('/store?search=vestido&page=2#productos');
  });

  it("paginates with 'Anterior' / 'Página X de Y' / 'Siguiente' keeping the filters", () => {
    renderListing(pageOf(12, { current_page: 2 }), '/store?size=S&page=2');
    const nav = screen.getByRole('navigation', { name: 'Paginación de productos' });
    expect(nav.textContent).toContain('Página 2 de 4');
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/store?size=S#productos');
    expect(screen.getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe('/store?size=S&page=3#productos');
  });

  it("on the first and last page 'Anterior' and 'Siguiente' are not links", () => {
    renderListing(pageOf(1, { current_page: 4, total: 37 }), '/store?page=4');
    expect(screen.queryByRole('link', { name: 'Siguiente' })).toBeNull();
    expect(screen.getByText('Siguiente').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anterior' })).toBeTruthy();
  });

  it('has no pagination with a single page', () => {
    renderListing(pageOf(5, { last_page: 1, total: 5 }));
    expect(screen.queryByRole('navigation', { name: 'Paginación de productos' })).toBeNull();
  });

  it("shows 'No se encontraron productos' and 'Limpiar filtros' clears every filter but the sort", async () => {
    const router = renderListing(pageOf(0, { total: 0, last_page: 1, from: null, to: null }), '/store?search=zzz&size=S&sort=name&page=2');
    expect(screen.getByText('0 de 0 productos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No se encontraron productos' })).toBeTruthy();
    const clear = screen.getByRole('link', { name: 'Limpiar filtros' });
    // A link to the cleared list, so it works before (and without) JavaScript.
    expect(clear.getAttribute('href')).toBe(`/store${storeSearch(clearFilters(parseStoreFilters(new URLSearchParams('search=zzz&size=S&sort=name'))))}#productos`);
    expect(clear.getAttribute('href')).toBe('/store?sort=name#productos');
    fireEvent.click(clear);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    // Enhanced: the list changes where it is, without jumping to the anchor.
    expect(router.state.location.hash).toBe('');
  });

  it("the chips and 'Quitar todo' are links to the list without that filter", async () => {
    const url = '/store?search=lino&brand=divergente&size=S&color=Negro&min_price=20&featured=1&sort=price_desc&page=3';
    const router = renderListing(pageOf(12, { current_page: 3 }), url);
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Tendencias (quitar)')).toBe('/store?search=lino&brand=divergente&size=S&color=Negro&min_price=20&sort=price_desc#productos');
    expect(href('«lino» (quitar)')).toBe('/store?brand=divergente&size=S&color=Negro&min_price=20&featured=1&sort=price_desc#productos');
    expect(href('divergente (quitar)')).toBe('/store?search=lino&size=S&color=Negro&min_price=20&featured=1&sort=price_desc#productos');
    expect(href('Talla S (quitar)')).toBe('/store?search=lino&brand=divergente&color=Negro&min_price=20&featured=1&sort=price_desc#productos');
    expect(href('Negro (quitar)')).toBe('/store?search=lino&brand=divergente&size=S&min_price=20&featured=1&sort=price_desc#productos');
    expect(href(/^Desde .* \(quitar\)$/)).toBe('/store?search=lino&brand=divergente&size=S&color=Negro&featured=1&sort=price_desc#productos');
    expect(href('Quitar todo')).toBe('/store?sort=price_desc#productos');
    fireEvent.click(screen.getByRole('link', { name: 'Talla S (quitar)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lino&brand=divergente&color=Negro&min_price=20&featured=1&sort=price_desc'));
  });

  it("a click with a modifier key leaves the chip a plain link (new tab), not a change of the list", () => {
    const router = renderListing(pageOf(12), '/store?size=S');
    const chip = screen.getByRole('link', { name: 'Talla S (quitar)' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    chip.dispatchEvent(event);
    expect(router.state.location.search).toBe('?size=S');
  });

  it('the form sends, as a GET without JavaScript, exactly the URL the store builds from its filters', () => {
    const url = '/store?search=lino&category=camisas&brand=divergente&size=S&color=Negro&condition=used&min_price=20&max_price=80&featured=1&sort=price_asc&page=3';
    const conditions = [
      { condition: 'new' as const, label: 'Nuevo', count: 33 },
      { condition: 'used' as const, label: 'Usado', count: 4 },
    ];
    renderListing(pageOf(12, { current_page: 3, facets: { ...facets, conditions } }), url);
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/store#productos');
    const sent = formQuery(form);
    // Every filter travels (the panel's fields belong to the form through form="…"); the page starts again at 1.
    expect(storeSearch(parseStoreFilters(sent))).toBe(storeSearch({ ...parseStoreFilters(new URL(url, 'http://x').searchParams), page: 1 }));
    expect(storeSearch(parseStoreFilters(sent))).toBe(
      '?search=lino&category=camisas&brand=divergente&size=S&color=Negro&condition=used&min_price=20&max_price=80&featured=1&sort=price_asc',
    );
  });

  it('the form with nothing chosen sends the plain list, and a changed sort and category travel', () => {
    renderListing(pageOf(12));
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    expect(storeSearch(parseStoreFilters(formQuery(form)))).toBe('');
    (screen.getByRole('combobox', { name: 'Categoría' }) as HTMLSelectElement).value = 'camisas';
    (screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement).value = 'name';
    expect(storeSearch(parseStoreFilters(formQuery(form)))).toBe('?category=camisas&sort=name');
  });

  it("on a category page the form leaves the category to the page and goes back to it", () => {
    const router = createMemoryRouter(
      [{ path: '/store/categories/:id', element: <StoreListing page={pageOf(12)} scope={{ category: '1' }} /> }],
      { initialEntries: ['/store/categories/1?size=S&sort=name'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/store/categories/1#productos');
    expect(storeSearch(parseStoreFilters(formQuery(form)))).toBe('?size=S&sort=name');
  });

  it("submitting the hydrated form ('Buscar') applies the text at once, without waiting for the debounce", async () => {
    const router = renderListing(pageOf(12, { current_page: 2 }), '/store?size=S&page=2');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lino&size=S'));
  });

  it('offers the category select, the four sorts and the facets with their counts', () => {
    renderListing(pageOf(12));
    const category = screen.getByRole('combobox', { name: 'Categoría' }) as HTMLSelectElement;
    expect([...category.options].map((o) => o.text)).toEqual(['Todas las categorías', 'Camisas (8)']);
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Nombre (A–Z)',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
      'Más recientes',
    ]);
    expect(screen.getByRole('radio', { name: /divergente.*17 productos/ })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^M.*0 productos/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('checkbox', { name: /Negro.*9 productos/ })).toBeTruthy();
  });

  it("while searching offers 'Relevancia' first and selected, and a chosen order stays in the URL", async () => {
    const router = renderListing(pageOf(12), '/store?search=lino');
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual([
      'Relevancia',
      'Nombre (A–Z)',
      'Precio: de menor a mayor',
      'Precio: de mayor a menor',
      'Más recientes',
    ]);
    expect(chosen(sort)).toBe('Relevancia');
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    expect(storeSearch(parseStoreFilters(formQuery(form)))).toBe('?search=lino');
    fireEvent.change(sort, { target: { value: 'newest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=lino&sort=newest'));
    await waitFor(() => expect(chosen(sort)).toBe('Más recientes'));
    fireEvent.change(sort, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=lino'));
    await waitFor(() => expect(chosen(sort)).toBe('Relevancia'));
  });

  it('a search typed into an unsorted list goes by relevance, sent by the form (no JavaScript) or applied after the debounce', async () => {
    const router = renderListing(pageOf(12));
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement;
    expect(chosen(sort)).toBe('Más recientes');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pantalon' } });
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    expect(parseStoreFilters(formQuery(form)).sort).toBe('relevance');
    await waitFor(() => expect(router.state.location.search).toBe('?search=pantalon'));
    await waitFor(() => expect(chosen(sort)).toBe('Relevancia'));
  });

  it('a search typed into a sorted list keeps its order', async () => {
    const router = renderListing(pageOf(12), '/store?sort=price_asc');
    const form = screen.getByRole('search', { name: 'Buscar y ordenar productos' }) as HTMLFormElement;
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pantalon' } });
    expect(storeSearch(parseStoreFilters(formQuery(form)))).toBe('?search=pantalon&sort=price_asc');
    await waitFor(() => expect(router.state.location.search).toBe('?search=pantalon&sort=price_asc'));
  });

  it('a filter change goes back to page 1 and lives in the URL', async () => {
    const router = renderListing(pageOf(12, { current_page: 3 }), '/store?page=3');
    fireEvent.click(screen.getByRole('checkbox', { name: /^S.*12 productos/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=S'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'price_asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?size=S&sort=price_asc'));
  });

  it("offers 'Estado' when the list holds more than one condition, and a chosen one becomes a removable chip", async () => {
    const conditions = [
      { condition: 'new' as const, label: 'Nuevo', count: 33 },
      { condition: 'used' as const, label: 'Usado', count: 1 },
      { condition: 'refurbished' as const, label: 'Reacondicionado', count: 3 },
      { condition: 'damaged' as const, label: 'Dañado', count: 0 },
    ];
    const router = renderListing(pageOf(12, { facets: { ...facets, conditions } }), '/store?page=2');
    const group = screen.getByRole('group', { name: 'Estado' });
    expect([...group.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Todos',
      'Nuevo33, 33 productos',
      'Usado1, 1 producto',
      'Reacondicionado3, 3 productos',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Reacondicionado/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?condition=refurbished'));
    fireEvent.click(await screen.findByRole('link', { name: 'Reacondicionado (quitar)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("'Tendencias' (the team's selection) is a checkbox of the filters and, once on, a removable chip", async () => {
    const router = renderListing(pageOf(12, { current_page: 2 }), '/store?size=S&page=2');
    const trends = screen.getByRole('checkbox', { name: 'Tendencias' });
    expect(trends.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(trends.getAttribute('aria-describedby')!)?.textContent).toBe('Elegidas por el equipo esta temporada');
    fireEvent.click(trends);
    await waitFor(() => expect(router.state.location.search).toBe('?size=S&featured=1'));
    expect((screen.getByRole('checkbox', { name: 'Tendencias' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('link', { name: 'Tendencias (quitar)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=S'));
  });

  it("has no 'Estado' group when every product is new", () => {
    renderListing(pageOf(12, { facets: { ...facets, conditions: [{ condition: 'new', label: 'Nuevo', count: 37 }] } }));
    expect(screen.queryByRole('group', { name: 'Estado' })).toBeNull();
  });

  it('the text search waits 300 ms after the last key', async () => {
    const router = renderListing(pageOf(12, { current_page: 2 }), '/store?page=2');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lin' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lino' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lino'));
  });

  it("on a phone, 'Ver N productos' at the end of the filters closes them and takes focus to the list", async () => {
    renderListing(pageOf(12));
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('complementary', { name: 'Filtros' });
    expect(panel.className).toContain('block');
    Element.prototype.scrollIntoView ??= () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Ver 37 productos' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className.split(' ')).toContain('hidden');
    await waitFor(() => expect(document.activeElement?.contains(screen.getAllByRole('article')[0]!)).toBe(true));
  });

  it('before JavaScript runs, Filtros is a link that opens the panel as its target, and the panel submits the form', async () => {
    const routes = [{ path: '/store', element: <StoreListing page={pageOf(12)} /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/store'));
    if (context instanceof Response) throw new Error('unexpected response');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const link = [...doc.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Filtros');
    expect(link?.getAttribute('href')).toBe('#filtros');
    const panel = doc.getElementById('filtros')!;
    expect(panel.className).toContain('target:block');
    const apply = [...panel.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Aplicar filtros')!;
    expect(apply.getAttribute('type')).toBe('submit');
    expect(apply.getAttribute('form')).toBe(doc.querySelector('form[role="search"]')!.id);
    // On every screen width, not only on phones: on a desktop the panel is always open.
    expect(apply.className).not.toMatch(/hidden/);
  });

  it('before JavaScript runs, the search form has a visible submit button and the empty state links to the cleared list', async () => {
    const empty = pageOf(0, { total: 0, last_page: 1, from: null, to: null });
    const routes = [{ path: '/store', element: <StoreListing page={empty} /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/store?search=zzzz&sort=price_asc'));
    if (context instanceof Response) throw new Error('unexpected response');
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('noscript')).toBeNull();
    const form = doc.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/store#productos');
    const submit = [...form.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Buscar');
    expect(submit?.getAttribute('type')).toBe('submit');
    const clear = [...doc.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Limpiar filtros');
    expect(clear?.getAttribute('href')).toBe('/store?sort=price_asc#productos');
    const chip = [...doc.querySelectorAll('a')].find((a) => a.textContent?.includes('«zzzz»'));
    expect(chip?.getAttribute('href')).toBe('/store?sort=price_asc#productos');
  });
});
