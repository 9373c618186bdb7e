import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant, pretendImagesAreLoading } from '~/components/product/test-product';
import { FeaturedProducts, type FeaturedProduct } from './featured-products';

// happy-dom never loads pictures; without this they would all count as failed at once.
pretendImagesAreLoading();

const product = (n: number, overrides: Partial<FeaturedProduct> = {}): FeaturedProduct =>
  makeProduct({ id: n, name: `Chaqueta de trabajo ${n}`, slug: `chaqueta-de-trabajo-${n}`, price: 89.9, stock_quantity: 50, variants: [], ...overrides });

const renderSection = (products: FeaturedProduct[], isLoading = false) =>
  render(
    <MemoryRouter>
      <FeaturedProducts products={products} isLoading={isLoading} />
    </MemoryRouter>,
  );

describe('FeaturedProducts', () => {
  it("with no products shows 'No hay productos destacados' and links to the store", () => {
    renderSection([]);
    expect(screen.getByRole('heading', { name: 'No hay productos destacados' })).toBeTruthy();
    expect(screen.getByText('Pronto agregaremos productos increíbles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar tienda' }).getAttribute('href')).toBe('/store');
    expect(screen.getByRole('link', { name: 'Ver todos los productos' }).getAttribute('href')).toBe('/store');
  });

  it("while loading shows 'Cargando productos destacados...'", () => {
    renderSection([], true);
    expect(screen.getByRole('status').textContent).toBe('Cargando productos destacados...');
    expect(screen.queryByText('No hay productos destacados')).toBeNull();
  });

  it('shows at most 4 cards, each opening the product page by slug, without add-to-cart', () => {
    renderSection([1, 2, 3, 4, 5, 6].map((n) => product(n)));
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/store/products/chaqueta-de-trabajo-1',
      '/store/products/chaqueta-de-trabajo-2',
      '/store/products/chaqueta-de-trabajo-3',
      '/store/products/chaqueta-de-trabajo-4',
    ]);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.getAllByText(/89,90\s€/)).toHaveLength(4);
  });

  it("shows the sale price next to the lowest price of the 30 days before, struck out, and 'Sin imagen' without an image", () => {
    renderSection([product(1, { sale_price: 59.9, reference_price: 79.9 })]);
    expect(screen.getByText(/59,90\s€/)).toBeTruthy();
    expect(screen.getByText(/79,90\s€/).tagName).toBe('S');
    expect(screen.getByText('Sin imagen')).toBeTruthy();
  });

  it("a picture that fails to load becomes the grey 'Sin imagen' box", () => {
    renderSection([product(1, { main_image_url: '/storage/no-existe.webp' })]);
    const card = screen.getByRole('link', { name: /Chaqueta de trabajo 1/ });
    fireEvent.error(card.querySelector('img')!);
    expect(within(card).getByText('Sin imagen')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
  });

  it("marks a sold-out product 'Agotado' and one with few units 'Últimas unidades'", () => {
    renderSection([
      product(1, { variants: [makeVariant({ stock: 0 }), makeVariant({ stock: 0 })] }),
      product(2, { stock_quantity: 3, min_stock_level: 10 }),
      product(3, { stock_quantity: 80 }),
    ]);
    const [soldOut, low, plenty] = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/store/products/'));
    expect(within(soldOut!).getByText('Agotado')).toBeTruthy();
    expect(within(low!).getByText('Últimas unidades')).toBeTruthy();
    expect(within(plenty!).queryByText(/Agotado|Últimas unidades/)).toBeNull();
  });
});
