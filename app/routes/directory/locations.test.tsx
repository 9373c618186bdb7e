import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApiContext, renderScreens } from '~/components/directory/test-directory';
import DirectoryLocationsScreen, { loader, meta } from './locations';

const LOCATIONS = [
  { province: 'Ávila', count: 1, cities: [{ city: 'Ávila', count: 1 }] },
  { province: 'Valencia', count: 6, cities: [{ city: 'Gandia', count: 2 }, { city: 'Valencia', count: 4 }] },
];

function renderLocations(locations: unknown) {
  const api = fakeApiContext({ '/api/directory/locations': { body: { status: 'success', data: locations } } });
  return renderScreens([{ path: '/directorio/locations', loader, Component: DirectoryLocationsScreen as never }], '/directorio/locations', api.context);
}

describe('directory by place', () => {
  it('groups the towns under their province, each with its count and a link to the filtered directory', async () => {
    renderLocations(LOCATIONS);
    const main = await screen.findByRole('main');
    expect(main.textContent).toContain('7 fichas en 2 provincias');
    const provinces = within(main).getAllByRole('heading', { level: 2 });
    expect(provinces.map((heading) => heading.textContent)).toEqual(['Ávila', 'Valencia']);
    expect(within(provinces[1]!).getByRole('link').getAttribute('href')).toBe('/directorio?province=Valencia');
    const towns = within(main).getByRole('list', { name: 'Localidades de Valencia' });
    expect(within(towns).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/directorio?province=Valencia&city=Gandia',
      '/directorio?province=Valencia&city=Valencia',
    ]);
    expect(towns.textContent).toContain('Gandia2 fichas');
  });

  it('says so when no province has entries yet', async () => {
    renderLocations([]);
    expect(await screen.findByText('Todavía no hay fichas publicadas en ninguna provincia.')).toBeTruthy();
  });

  it('has its own title, description and canonical link', () => {
    const tags = meta({ data: { locations: [], canonical: 'http://tienda.test/directorio/locations' } } as never);
    expect(tags).toContainEqual({ title: 'Directorio por localidades · Tienda Diverso' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://tienda.test/directorio/locations' });
  });
});
