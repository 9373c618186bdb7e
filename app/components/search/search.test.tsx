import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';
import { SearchButton } from './search-dialog';

/** What GET /api/search answers in these tests: the fixtures whose name contains the text. */
const RESULTS = [
  { id: 7, type: 'product', name: 'Camisa de lino lavado', description: 'ruediverso · Camisas', image: null, url: '/store/products/camisa-de-lino-lavado' },
  { id: 8, type: 'product', name: 'Camisa oxford de oficina', description: 'divergente · Camisas', image: null, url: '/store/products/camisa-oxford-de-oficina' },
  { id: 1, type: 'brand', name: 'ruediverso', description: 'Moda de calle sostenible', image: null, url: '/brands/rue-diverso' },
  { id: 2, type: 'brand', name: 'divergente', description: null, image: null, url: '/brands/divergente' },
  { id: 1, type: 'category', name: 'Camisas', description: '8 productos', image: null, url: '/store/categories/1' },
] as const;

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const found = RESULTS.filter((r) => r.name.toLowerCase().includes(q.toLowerCase()));
      const group = (type: string) => found.filter((r) => r.type === type);
      const body = { success: true, data: { query: q, products: group('product'), brands: group('brand'), categories: group('category') } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [{ path: '*', element: <>{element}<p>página</p></> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('search modal', () => {
  it("the header button is hidden on '/' only", () => {
    renderAt('/', <SearchButton />);
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('before typing shows the recent searches and the 4 popular chips', () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['lino', 'pana']));
    renderAt('/store', <SearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = screen.getByRole('dialog', { name: 'Buscar en la tienda' });
    expect(within(dialog).getByRole('combobox').getAttribute('placeholder')).toBe('Buscar productos, marcas, colecciones...');
    const recent = within(dialog).getByRole('region', { name: 'Búsquedas recientes' });
    expect(within(recent).getByRole('button', { name: 'lino' })).toBeTruthy();
    const popular = within(dialog).getByRole('region', { name: 'Búsquedas populares' });
    expect(within(popular).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'CamisasProductos',
      'ruediversoMarcas',
      'divergenteMarcas',
      'Colección 2025Productos',
    ]);
    fireEvent.click(within(recent).getByRole('button', { name: 'Quitar «lino» de las búsquedas recientes' }));
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['pana']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Limpiar' }));
    expect(within(dialog).queryByRole('region', { name: 'Búsquedas recientes' })).toBeNull();
    expect(window.localStorage.getItem('recentSearches')).toBe('[]');
  });

  it("with 2+ characters shows 'Buscando...' then the results grouped as Productos, Marcas, Categorías", async () => {
    const calls = stubApi();
    renderAt('/store', <SearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'c' } });
    expect(screen.queryByText('Buscando...')).toBeNull();
    fireEvent.change(input, { target: { value: 'cami' } });
    expect(screen.getByText('Buscando...')).toBeTruthy();
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de búsqueda' });
    expect(calls).toEqual(['/api/search?q=cami&limit=5']);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Productos',
      'Categorías',
    ]);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('href'))).toEqual([
      '/store/products/camisa-de-lino-lavado',
      '/store/products/camisa-oxford-de-oficina',
      '/store/categories/1',
    ]);
    expect(screen.getByRole('link', { name: 'Ver todos los resultados' }).getAttribute('href')).toBe('/store?search=cami');
  });

  it('arrow keys move through the options; Enter opens one and only then the search joins the recent list', async () => {
    stubApi();
    const router = renderAt('/store', <SearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'ruediverso' } });
    await screen.findByRole('listbox');
    expect(window.localStorage.getItem('recentSearches')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('href')).toBe('/brands/rue-diverso');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands/rue-diverso'));
    expect(JSON.parse(window.localStorage.getItem('recentSearches')!)).toEqual(['ruediverso']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty state with the query and the hint', async () => {
    stubApi();
    renderAt('/store', <SearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzzz' } });
    expect(await screen.findByText('No se encontraron resultados para "zzzz"')).toBeTruthy();
    expect(screen.getByText('Intenta con otras palabras clave')).toBeTruthy();
  });

  it('Escape closes it', () => {
    renderAt('/store', <SearchButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('inline search bar', () => {
  it('opens on focus, a popular chip searches, and a click outside closes it', async () => {
    stubApi();
    renderAt('/', <SearchBar />);
    const input = screen.getByRole('combobox', { name: 'Buscar en la tienda' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('button', { name: 'divergente Marcas' }));
    expect((input as HTMLInputElement).value).toBe('divergente');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option').getAttribute('href')).toBe('/brands/divergente');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('página'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the panel', () => {
    renderAt('/', <SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    expect(screen.getByRole('region', { name: 'Búsquedas populares' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Búsquedas populares' })).toBeNull();
  });
});
