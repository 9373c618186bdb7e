import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';
import { SearchButton } from './search-dialog';
import { useSiteSearch } from './use-site-search';
import { EMPTY_GROUPS, type SearchGroups } from '~/lib/search';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

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

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the header's search (its modal's code may load at the first click) and gives its field. */
async function openSearch() {
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  return screen.findByRole('combobox', { name: 'Buscar en la tienda' });
}

async function openModal() {
  renderAt('/store', <SearchButton />);
  return openSearch();
}

/** A promise the test settles by hand, to play answers that arrive late or out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const productGroups = (...names: string[]): SearchGroups => ({
  ...EMPTY_GROUPS,
  products: names.map((name, i) => ({ id: i + 1, type: 'product', name, description: null, image: null, url: `/store/products/p-${i + 1}` })),
});

describe('search modal', () => {
  it("the header button is hidden on '/' only", () => {
    renderAt('/', <SearchButton />);
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('before typing shows the recent searches and the 4 popular chips', async () => {
    window.localStorage.setItem('recentSearches', JSON.stringify(['lino', 'pana']));
    renderAt('/store', <SearchButton />);
    await openSearch();
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
    await openSearch();
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
    await openSearch();
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

  it('Enter on a search staff made a redirect opens its page (issue 37)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
        const redirect = q.toLowerCase() === 'devoluciones' ? '/help/returns' : null;
        return new Response(JSON.stringify({ success: true, data: { query: q, products: [], brands: [], categories: [], redirect } }), { status: 200 });
      }),
    );
    const router = renderAt('/store', <SearchButton />);
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'Devoluciones' } });
    await screen.findByText('No se encontraron resultados para "Devoluciones"');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help/returns'));
  });

  it('shows the empty state with the query and the hint', async () => {
    stubApi();
    renderAt('/store', <SearchButton />);
    await openSearch();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzzz' } });
    expect(await screen.findByText('No se encontraron resultados para "zzzz"')).toBeTruthy();
    expect(screen.getByText('Intenta con otras palabras clave')).toBeTruthy();
  });

  it('Escape closes it', async () => {
    renderAt('/store', <SearchButton />);
    await openSearch();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('search states, debounce and cancellation (spec §2, §5)', () => {
  it('typing quickly sends one request, 300 ms after the last key, and text under 2 characters sends none', async () => {
    const calls = stubApi();
    const input = await openModal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['c', 'ca', 'cam', 'cami', 'camis']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(calls).toEqual([]);
    expect(screen.getByText('Buscando...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toEqual(['/api/search?q=camis&limit=5']);
    vi.useRealTimers();
    expect(await screen.findByRole('option', { name: /Camisa de lino lavado/ })).toBeTruthy();

    // Back under 2 characters: the results go, nothing is asked, and the recent and popular searches return.
    fireEvent.change(input, { target: { value: 'c' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText('Buscando...')).toBeNull();
    expect(screen.getByRole('region', { name: 'Búsquedas populares' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a newer search aborts the request of the one it replaces', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    // Answers that never come: only what the browser is told to cancel matters here.
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        signals.push(init?.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const input = await openModal();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input, { target: { value: 'cami' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    fireEvent.change(input, { target: { value: 'camisa' } });
    expect(signals[0]?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('an earlier, slower answer never overwrites a later one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked: { text: string; signal: AbortSignal | undefined; answer: ReturnType<typeof deferred<SearchGroups>> }[] = [];
    // A search that ignores its signal, as an answer already on its way would.
    const search = (text: string, signal?: AbortSignal) => {
      const answer = deferred<SearchGroups>();
      asked.push({ text, signal, answer });
      return answer.promise;
    };
    const { result } = renderHook(() => useSiteSearch(search));
    act(() => result.current.setQuery('cami'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => result.current.setQuery('camisa'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(asked.map((a) => [a.text, a.signal?.aborted])).toEqual([
      ['cami', true],
      ['camisa', false],
    ]);
    const [slow, fast] = asked;

    await act(() => {
      fast!.answer.resolve(productGroups('Camisa de lino'));
      return fast!.answer.promise;
    });
    expect([result.current.searchedFor, result.current.isLoading]).toEqual(['camisa', false]);

    // The hook's own handler was attached first, so it has run once this promise settles for the test.
    await act(() => {
      slow!.answer.resolve(productGroups('Camiseta básica'));
      return slow!.answer.promise;
    });
    expect(result.current.searchedFor).toBe('camisa');
    expect(result.current.results.products.map((p) => p.name)).toEqual(['Camisa de lino']);
    expect(result.current.isLoading).toBe(false);
  });

  it("a failing search ends 'Buscando...' with the spec's no-results text, still offering 'Ver todos los resultados'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Error interno' }), { status: 500 })));
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'lino' } });
    expect(screen.getByText('Buscando...')).toBeTruthy();
    expect(await screen.findByText('No se encontraron resultados para "lino"')).toBeTruthy();
    expect(screen.getByText('Intenta con otras palabras clave')).toBeTruthy();
    expect(screen.queryByText('Buscando...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver todos los resultados' }).getAttribute('href')).toBe('/store?search=lino');
  });

  it('without a connection it does the same', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const input = await openModal();
    fireEvent.change(input, { target: { value: 'lino' } });
    expect(await screen.findByText('No se encontraron resultados para "lino"')).toBeTruthy();
    expect(screen.queryByText('Buscando...')).toBeNull();
  });

  it('a chosen result puts its search first in the recent list shown the next time, without duplicates', async () => {
    stubApi();
    window.localStorage.setItem('recentSearches', JSON.stringify(['lino', 'Camisa']));
    const router = renderAt('/store', <SearchButton />);
    await openSearch();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'camisa' } });
    fireEvent.click(await screen.findByRole('option', { name: /Camisa oxford de oficina/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/products/camisa-oxford-de-oficina'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openSearch();
    const recent = screen.getByRole('region', { name: 'Búsquedas recientes' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['camisa', 'lino']);
    // A recent search runs again when chosen.
    fireEvent.click(within(recent).getByRole('button', { name: 'lino' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('lino');
    expect(await screen.findByRole('option', { name: /Camisa de lino lavado/ })).toBeTruthy();
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
