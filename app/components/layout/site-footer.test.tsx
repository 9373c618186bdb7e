import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const PUBLIC_LINKS = {
  Tienda: ['/store', '/store/categories', '/store/brands', '/store/offers', '/store/new-arrivals'],
  Ayuda: ['/help/faq', '/help/contact', '/help/shipping', '/help/returns', '/help/warranty'],
  Empresa: ['/about', '/careers', '/press', '/investors', '/sustainability', '/directorio'],
  Legal: ['/privacy', '/terms', '/cookies', '/accessibility', '/compliance'],
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
});
