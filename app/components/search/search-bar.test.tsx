import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The home's search bar before its code has loaded (issue 20): unlike search.test.tsx, nothing is
 * loaded beforehand, and each test imports the bar afresh, so its inline search is still to come.
 */
async function freshSearchBar() {
  vi.resetModules();
  return (await import('./search-bar')).SearchBar;
}

/** GET /api/search: one product for 'lino', nothing for anything else. */
function stubSearchApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      asked.push(q);
      const products = q === 'lino' ? [{ id: 1, type: 'product', name: 'Camisa de lino', description: null, image: null, url: '/store/products/camisa-de-lino' }] : [];
      return new Response(JSON.stringify({ success: true, data: { query: q, products, brands: [], categories: [] } }), { status: 200 });
    }),
  );
  return asked;
}

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Buscar en la tienda' });
/** The loaded bar names its results list; the closed one has none. */
const loadedField = () => screen.findByRole<HTMLInputElement>('combobox', { name: 'Buscar en la tienda', expanded: true });

beforeEach(() => {
  stubSearchApi();
  // The browser is never idle here: the code loads because the shopper used the field, or not at all.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup(); // before the idle stubs go: unmounting cancels what they scheduled
  vi.unstubAllGlobals();
});

describe('home search bar, used before its code has loaded', () => {
  it('a click on the field shows the popular searches once the code comes, with the focus kept', async () => {
    const SearchBar = await freshSearchBar();
    render(<SearchBar />, { wrapper: MemoryRouter });
    const closed = field();
    closed.focus();
    fireEvent.pointerDown(closed);
    expect(await screen.findByRole('region', { name: 'Búsquedas populares' })).toBeTruthy();
    expect(field()).not.toBe(closed);
    expect(document.activeElement).toBe(field());
  });

  it('what was typed meanwhile is searched when the code comes: the results, or that there are none', async () => {
    const SearchBar = await freshSearchBar();
    render(<SearchBar />, { wrapper: MemoryRouter });
    const closed = field();
    closed.focus();
    fireEvent.change(closed, { target: { value: 'zzqxwv' } });
    expect(await screen.findByText('No se encontraron resultados para "zzqxwv"')).toBeTruthy();
    expect(field().value).toBe('zzqxwv');

    fireEvent.change(field(), { target: { value: 'lino' } });
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de búsqueda' });
    expect(within(listbox).getByRole('option', { name: /Camisa de lino/ })).toBeTruthy();
  });

  it('the caret stays where the typing was', async () => {
    const SearchBar = await freshSearchBar();
    render(<SearchBar />, { wrapper: MemoryRouter });
    const closed = field();
    closed.focus();
    fireEvent.change(closed, { target: { value: 'lino' } });
    closed.setSelectionRange(2, 2);
    const loaded = await loadedField();
    expect(loaded).not.toBe(closed);
    expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([2, 2]);
  });

  it('a keystroke alone starts loading the code', async () => {
    const SearchBar = await freshSearchBar();
    render(<SearchBar />, { wrapper: MemoryRouter });
    const closed = field();
    fireEvent.keyDown(closed, { key: 'a' });
    await vi.waitFor(() => expect(field()).not.toBe(closed));
    // Loaded without focus: the panel stays closed.
    expect(screen.queryByRole('region', { name: 'Búsquedas populares' })).toBeNull();
  });
});

describe('home search bar, used before the page was hydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('the focus and the text the server-rendered field got are taken over, and searched', async () => {
    const SearchBar = await freshSearchBar();
    const page = (
      <MemoryRouter>
        <SearchBar />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // What the shopper did before React took over the page: React saw neither.
    const early = container.querySelector('input')!;
    early.focus();
    early.value = 'lino';

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de búsqueda' });
    expect(within(listbox).getByRole('option', { name: /Camisa de lino/ })).toBeTruthy();
    expect(field().value).toBe('lino');
    expect(document.activeElement).toBe(field());
  });
});
