import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithStoreSettings } from '~/lib/store-facts-test-support';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const PUBLIC_LINKS = {
  Tienda: ['/store', '/store/categories', '/store/brands', '/store/offers', '/store/new-arrivals'],
  Ayuda: ['/help/faq', '/help/contact', '/help/shipping', '/help/returns', '/help/warranty'],
  Empresa: ['/about', '/careers', '/press', '/investors', '/sustainability', '/directorio'],
  Legal: ['/privacy', '/terms', '/cookies', '/accessibility', '/compliance', '/terms#desistimiento'],
};

describe('SiteFooter', () => {
  it('has a column for each group of the public links of spec §2', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Enlaces del pie de página' });
    for (const [title, hrefs] of Object.entries(PUBLIC_LINKS)) {
      const column = within(nav).getByRole('heading', { name: title }).parentElement!;
      const found = within(column)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(found).toEqual(hrefs);
    }
  });

  it("shows '© {current year} Tienda Diverso' and the system status", () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Tienda Diverso`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Verificando...');
  });

  it('shows the contact, social links and company name of the store settings', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    render(
      <WithStoreSettings
        settings={{
          legal_name: 'Diverso Moda S.L.',
          contact_email: 'hola@diverso.es',
          phone: '+34 910 000 000',
          social: { instagram: 'https://instagram.com/tiendadiverso', facebook: '', tiktok: '', pinterest: '', youtube: '' },
        }}
      >
        <SiteFooter />
      </WithStoreSettings>,
    );
    expect(await screen.findByText(`© ${new Date().getFullYear()} Diverso Moda S.L.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hola@diverso.es' }).getAttribute('href')).toBe('mailto:hola@diverso.es');
    expect(screen.getByRole('link', { name: '+34 910 000 000' }).getAttribute('href')).toBe('tel:+34910000000');
    const social = within(screen.getByRole('list', { name: 'Redes sociales' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual(['https://instagram.com/tiendadiverso']);
  });

  it('shows no social list while the store has none', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: 'Redes sociales' })).toBeNull();
  });
});
