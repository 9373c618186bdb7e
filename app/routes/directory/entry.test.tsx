import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryJsonLd, scriptJson } from '~/components/directory/entry-json-ld';
import { fakeApiContext, makeEntry, renderScreens } from '~/components/directory/test-directory';
import DirectoryEntryScreen, { loader, meta } from './entry';

type LoaderArgs = Parameters<typeof loader>[0];

const ENTRY = makeEntry({
  kind: 'servicio',
  slug: 'arreglos-la-aguja',
  name: 'Arreglos La Aguja',
  sector: 'Arreglos y confección',
  summary: 'Arreglos, ajustes y adaptaciones de ropa para personas con movilidad reducida.',
  description: 'Abrimos en 1998 en el barrio del Carmen.\n\nAdaptamos cierres con imanes y velcro.',
  address: 'Calle de la Corona, 12',
  postal_code: '46003',
  city: 'Valencia',
  province: 'Valencia',
  phone: '+34 963 12 34 56',
  email: 'hola@laaguja.es',
  website: 'https://www.laaguja.es/',
  logo_url: '/storage/directory/aguja.webp',
  tags: ['ropa adaptada', 'arreglos'],
  is_verified: true,
});

function callLoader(kind: string, slug: string, reply: { status: number; body?: unknown }) {
  const api = fakeApiContext({ [`/api/directory/entries/${slug}`]: { status: reply.status, body: reply.body ?? { message: 'No encontrada.' } } });
  return loader({ params: { kind, slug }, request: new Request(`http://tienda.test/directorio/${kind}/${slug}`), context: api.context } as unknown as LoaderArgs);
}

const found = { status: 200, body: { status: 'success', data: ENTRY } };

describe('directory entry page', () => {
  it('loads the entry with its canonical address', async () => {
    await expect(callLoader('servicios', 'arreglos-la-aguja', found)).resolves.toMatchObject({
      entry: { id: ENTRY.id },
      canonical: 'http://tienda.test/directorio/servicios/arreglos-la-aguja',
    });
  });

  it('a slug filed under another kind answers 301 to its real address', async () => {
    const thrown = (await callLoader('empresas', 'arreglos-la-aguja', found).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(301);
    expect(thrown.headers.get('Location')).toBe('/directorio/servicios/arreglos-la-aguja');
  });

  it.each([
    ['a kind that is not one of the three', 'tiendas', found],
    ['an entry the directory does not publish', 'servicios', { status: 404 }],
  ])('%s is the 404 page', async (_, kind, reply) => {
    const thrown = (await callLoader(kind, 'arreglos-la-aguja', reply).catch((error: unknown) => error)) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
  });

  it('shows the name, kind, sector, badge, paragraphs, contact links, tags, breadcrumbs and the back link', async () => {
    const api = fakeApiContext({ '/api/directory/entries/arreglos-la-aguja': found });
    renderScreens([{ path: '/directorio/:kind/:slug', loader, Component: DirectoryEntryScreen as never }], '/directorio/servicios/arreglos-la-aguja', api.context);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Arreglos La Aguja');
    expect(main.textContent).toContain('Servicio · Arreglos y confección');
    expect(main.textContent).toContain('Verificada');
    expect(within(main).getByText('Adaptamos cierres con imanes y velcro.').tagName).toBe('P');
    expect(within(main).getByText('Abrimos en 1998 en el barrio del Carmen.').tagName).toBe('P');
    const contact = within(main).getByRole('complementary');
    expect(contact.querySelector('address')!.textContent).toBe('Calle de la Corona, 1246003 Valencia');
    expect(within(contact).getByRole('link', { name: '+34 963 12 34 56' }).getAttribute('href')).toBe('tel:+34963123456');
    expect(within(contact).getByRole('link', { name: 'hola@laaguja.es' }).getAttribute('href')).toBe('mailto:hola@laaguja.es');
    const web = within(contact).getByRole('link', { name: /^laaguja\.es/ });
    expect(web.getAttribute('href')).toBe('https://www.laaguja.es/');
    expect(web.getAttribute('rel')).toBe('noopener external');
    expect(within(main).getByRole('list', { name: /Etiquetas/ }).textContent).toContain('ropa adaptada');
    const crumbs = within(main).getByRole('navigation', { name: 'Migas de pan' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/directorio', '/directorio/servicios']);
    expect(within(main).getByRole('link', { name: /Volver a servicios/ }).getAttribute('href')).toBe('/directorio/servicios');
  });

  it('carries a JSON-LD LocalBusiness with the address, contact and logo', async () => {
    const api = fakeApiContext({ '/api/directory/entries/arreglos-la-aguja': found });
    const { container } = renderScreens(
      [{ path: '/directorio/:kind/:slug', loader, Component: DirectoryEntryScreen as never }],
      '/directorio/servicios/arreglos-la-aguja',
      api.context,
    );
    await screen.findByRole('main');
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.innerHTML)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'http://localhost/directorio/servicios/arreglos-la-aguja',
      name: 'Arreglos La Aguja',
      description: ENTRY.summary,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calle de la Corona, 12',
        postalCode: '46003',
        addressLocality: 'Valencia',
        addressRegion: 'Valencia',
        addressCountry: 'ES',
      },
      telephone: '+34 963 12 34 56',
      email: 'hola@laaguja.es',
      url: 'https://www.laaguja.es/',
      logo: 'http://localhost/storage/directory/aguja.webp',
      image: 'http://localhost/storage/directory/aguja.webp',
      keywords: 'ropa adaptada, arreglos',
    });
  });

  it('the JSON cannot close its script element, and an entry without contact data leaves them out', () => {
    const bare = makeEntry({ name: 'Taller </script><script>alert(1)</script>', slug: 'taller' });
    const json = scriptJson(entryJsonLd(bare, 'http://tienda.test/directorio/empresas/taller'));
    expect(json).not.toContain('<');
    const parsed = JSON.parse(json) as Record<string, unknown>;
    expect(parsed.name).toBe(bare.name);
    expect(parsed.url).toBe('http://tienda.test/directorio/empresas/taller');
    expect(Object.keys(parsed)).not.toContain('telephone');
    expect(Object.keys(parsed)).not.toContain('logo');
    expect(parsed.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Zaragoza', addressRegion: 'Zaragoza', addressCountry: 'ES' });
  });

  it("titles the page '{name} · Tienda Diverso' with its summary and canonical link", () => {
    const tags = meta({ data: { entry: ENTRY, canonical: 'http://tienda.test/directorio/servicios/arreglos-la-aguja' } } as never);
    expect(tags).toContainEqual({ title: 'Arreglos La Aguja · Tienda Diverso' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://tienda.test/directorio/servicios/arreglos-la-aguja' });
    expect(tags.find((tag) => 'name' in tag && tag.name === 'description')).toMatchObject({ content: expect.stringContaining(ENTRY.summary) });
  });
});
