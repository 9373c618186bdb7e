import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiContext, makeEntrySummary, makePage, renderScreens } from '~/components/directory/test-directory';
import DirectoryScreen, { loader, meta } from './index';

const PATHS = ['/directorio', '/directorio/empresas', '/directorio/servicios', '/directorio/profesionales'];

function renderDirectory(path: string, page = makePage([makeEntrySummary({ name: 'Costura Consciente', is_verified: true })])) {
  const api = fakeApiContext({ '/api/directory': { body: { status: 'success', data: page } } });
  const routes = PATHS.map((pattern) => ({ path: pattern, loader, Component: DirectoryScreen as never }));
  const rendered = renderScreens(routes, path, api.context);
  const lastQuery = () => Object.fromEntries(api.asked.at(-1)!.searchParams);
  return { ...rendered, asked: api.asked, lastQuery };
}

const location = () => screen.getByTestId('location').textContent;

describe('directory screen', () => {
  it('tabs link to the four lists with the counts of the facets; the current one says so', async () => {
    const { lastQuery } = renderDirectory('/directorio/servicios?search=arreglos&page=2');
    const tabs = within(await screen.findByRole('navigation', { name: 'Tipos de ficha' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Todos(10 fichas)', 'Empresas(5 fichas)', 'Servicios(3 fichas)', 'Profesionales(2 fichas)']);
    // The search is kept, the page is not.
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/directorio?search=arreglos',
      '/directorio/empresas?search=arreglos',
      '/directorio/servicios?search=arreglos',
      '/directorio/profesionales?search=arreglos',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-current'))).toEqual([null, null, 'page', null]);
    expect(lastQuery()).toEqual({ kind: 'servicio', search: 'arreglos', page: '2' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Servicios para cuidar y alargar la vida de tu ropa');
  });

  it('lists the entries as cards: name linking to its page, sector, place, summary, tags and the verified badge', async () => {
    renderDirectory('/directorio');
    const card = (await screen.findByRole('heading', { name: 'Costura Consciente' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Costura Consciente' }).getAttribute('href')).toMatch(/^\/directorio\/empresas\/taller-\d+$/);
    expect(card.textContent).toContain('Taller textil');
    expect(card.textContent).toContain('Zaragoza · Zaragoza');
    expect(card.textContent).toContain('Verificada');
    expect(within(card).getByRole('list', { name: /Etiquetas/ }).textContent).toContain('algodón orgánico');
    expect(screen.getByRole('heading', { level: 2, name: '1 ficha' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Añade tu negocio/ })[0]!.getAttribute('href')).toBe('/directorio/alta');
    expect(screen.getByRole('link', { name: /Ver por localidades/ }).getAttribute('href')).toBe('/directorio/locations');
  });

  it('province, then a town of that province, then a sector: each choice is a new URL and a new query', async () => {
    const { lastQuery } = renderDirectory('/directorio/empresas');
    const city = (await screen.findByLabelText('Localidad')) as HTMLSelectElement;
    expect(city.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Provincia'), { target: { value: 'Valencia' } });
    await waitFor(() => expect(location()).toBe('/directorio/empresas?province=Valencia'));
    await waitFor(() => expect((screen.getByLabelText('Localidad') as HTMLSelectElement).disabled).toBe(false));
    const towns = within(screen.getByLabelText('Localidad')).getAllByRole('option').map((option) => option.textContent);
    expect(towns).toEqual(['Todas las localidades', 'Gandia (2)', 'Valencia (4)']);

    fireEvent.change(screen.getByLabelText('Localidad'), { target: { value: 'Gandia' } });
    await waitFor(() => expect(location()).toBe('/directorio/empresas?province=Valencia&city=Gandia'));
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: 'Taller textil' } });
    await waitFor(() => expect(location()).toBe('/directorio/empresas?province=Valencia&city=Gandia&sector=Taller+textil'));
    await waitFor(() => expect(lastQuery()).toEqual({ kind: 'empresa', province: 'Valencia', city: 'Gandia', sector: 'Taller textil', page: '1' }));

    // A new province forgets the town.
    fireEvent.change(screen.getByLabelText('Provincia'), { target: { value: 'Madrid' } });
    await waitFor(() => expect(location()).toBe('/directorio/empresas?province=Madrid&sector=Taller+textil'));
  });

  it('the search is sent on submit, without empty parameters, and shows as a chip that removes it', async () => {
    renderDirectory('/directorio?sector=Taller+textil&page=3');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Buscar' }), { target: { value: '  camara  ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Buscar en el directorio' }));
    await waitFor(() => expect(location()).toBe('/directorio?search=camara&sector=Taller+textil'));
    const chip = await screen.findByRole('link', { name: /«camara»/ });
    expect(chip.getAttribute('href')).toBe('/directorio?sector=Taller+textil');
    expect(screen.getByRole('link', { name: /^Taller textil/ }).getAttribute('href')).toBe('/directorio?search=camara');
  });

  it('no results: a clear empty state whose "Limpiar filtros" goes back to the whole list of the kind', async () => {
    renderDirectory('/directorio/profesionales?search=zzz&province=Madrid', makePage([], { facets: { ...makePage([]).facets, cities: [] } }));
    expect(await screen.findByRole('heading', { name: 'No hay fichas con estos filtros' })).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Limpiar filtros' });
    expect(clear.map((link) => link.getAttribute('href'))).toEqual(['/directorio/profesionales', '/directorio/profesionales']);
    fireEvent.click(clear.at(-1)!);
    await waitFor(() => expect(location()).toBe('/directorio/profesionales'));
  });

  it('pagination links keep the filters', async () => {
    const entries = [makeEntrySummary(), makeEntrySummary()];
    renderDirectory('/directorio?province=Madrid&page=2', makePage(entries, { current_page: 2, last_page: 3, total: 30, from: 13, to: 14 }));
    const pages = await screen.findByRole('navigation', { name: 'Páginas del directorio' });
    expect(within(pages).getByRole('link', { name: /Anterior/ }).getAttribute('href')).toBe('/directorio?province=Madrid');
    expect(within(pages).getByRole('link', { name: /Siguiente/ }).getAttribute('href')).toBe('/directorio?province=Madrid&page=3');
    expect(screen.getByText('13–14 de 30')).toBeTruthy();
  });

  it('a town left from another province is dropped with a redirect', async () => {
    renderDirectory('/directorio?province=Madrid&city=Gandia', makePage([]));
    await waitFor(() => expect(location()).toBe('/directorio?province=Madrid'));
  });

  it('the canonical address is the list, filters left out; a later page keeps its number', async () => {
    const { context } = fakeApiContext({ '/api/directory': { body: { status: 'success', data: makePage([makeEntrySummary()]) } } });
    const load = (url: string) =>
      loader({ request: new Request(url), context, params: {} } as never) as Promise<{ canonical: string }>;
    expect((await load('http://tienda.test/directorio/empresas?province=Madrid&search=tinte')).canonical).toBe(
      'http://tienda.test/directorio/empresas',
    );
    expect((await load('http://tienda.test/directorio?province=Madrid&page=3')).canonical).toBe('http://tienda.test/directorio?page=3');
  });

  it('titles each list, with its description and a canonical address without the query', () => {
    const tags = meta({ data: { kind: 'empresa', canonical: 'http://tienda.test/directorio/empresas' } } as never);
    expect(tags).toContainEqual({ title: 'Empresas del directorio · Tienda Diverso' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://tienda.test/directorio/empresas' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(true);
  });
});
