import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@common/catalog/contracts';
import { makeImage, makeProduct, makeVariant } from '~/components/product/test-product';
import { ProductCard, type AddToCartHandler } from './product-card';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';

// The menus, dialogs and panels load after hydration in the browser; here, before the first render.
beforeAll(loadDeferredModulesForTests);

/** Every card is on screen at once (happy-dom's observer never reports): the carousel is there. */
class OnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', OnScreen);
});

const variant = (id: number, size: string, stock: number, color = 'Negro') =>
  makeVariant({ id, size, color_name: color, color_hex: '#222222', sku: `SKU-${id}`, stock, price: 59.9 });

const product = (overrides: Partial<StoreProduct> = {}) =>
  makeProduct({
    id: 1,
    name: 'Camisa de lino lavado',
    slug: 'camisa-de-lino-lavado',
    price: 59.9,
    stock_quantity: 40,
    min_stock_level: 10,
    tags: ['lino', 'verano', 'camisas'],
    images: [1, 2, 3].map((n) => makeImage({ id: n, image_url: `/img/${n}.webp`, srcset: '', alt: `Vista ${n}` })),
    variants: [variant(1, 'M', 40)],
    ...overrides,
  });

function renderCard(p: StoreProduct, onAddToCart?: AddToCartHandler) {
  return render(
    <MemoryRouter>
      <ProductCard product={p} onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );
}

const shownImage = () => screen.getByRole('group', { name: /Imágenes de/ }).querySelector('img')?.getAttribute('src');

// happy-dom never decodes pictures; a loaded one has a natural width in a browser.
const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');

describe('ProductCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 800 });
  });
  afterEach(() => {
    vi.useRealTimers();
    if (naturalWidth) Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth);
    document.documentElement.removeAttribute('data-reduce-motion');
  });

  it('advances through the pictures every 5 s', () => {
    renderCard(product());
    expect(shownImage()).toBe('/img/1.webp');
    act(() => vi.advanceTimersByTime(4_999));
    expect(shownImage()).toBe('/img/1.webp');
    act(() => vi.advanceTimersByTime(1));
    expect(shownImage()).toBe('/img/2.webp');
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownImage()).toBe('/img/1.webp');
  });

  it('stops for good once the shopper moves it by hand', () => {
    renderCard(product());
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen 3 de 3' }));
    expect(shownImage()).toBe('/img/3.webp');
    expect(screen.getByRole('button', { name: 'Ver imagen 3 de 3' }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownImage()).toBe('/img/3.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shownImage()).toBe('/img/1.webp');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shownImage()).toBe('/img/1.webp');
  });

  it('does not move when motion should be reduced', () => {
    document.documentElement.setAttribute('data-reduce-motion', 'true');
    renderCard(product());
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownImage()).toBe('/img/1.webp');
  });

  it("shows 'Sin imagen' without pictures and when the picture fails", () => {
    const { unmount } = renderCard(product({ images: [], main_image_url: null }));
    expect(screen.getByText('Sin imagen')).toBeTruthy();
    unmount();
    renderCard(product({ images: [makeImage({ image_url: '/broken.webp', alt: '' })] }));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Sin imagen')).toBeTruthy();
  });

  it('links to the product page by slug and shows brand, name and price', () => {
    renderCard(product());
    expect(screen.getByRole('link', { name: 'Camisa de lino lavado' }).getAttribute('href')).toBe('/store/products/camisa-de-lino-lavado');
    expect(screen.getByText('ruediverso')).toBeTruthy();
    expect(screen.getByText(/59,90\s€/)).toBeTruthy();
  });

  it('shows the sale price, the lowest price of the 30 days before struck out and the percent from it (issue 34)', () => {
    renderCard(product({ sale_price: 44.9, reference_price: 54.9 }));
    expect(screen.getByText(/44,90\s€/)).toBeTruthy();
    expect(screen.getByText(/54,90\s€/).tagName).toBe('S');
    expect(screen.getByText('-18 %')).toBeTruthy();
    expect(screen.queryByText(/59,90\s€/)).toBeNull();
  });

  it('shows a sale price with no lawful reference plainly: no list price struck out, no badge', () => {
    renderCard(product({ sale_price: 44.9, reference_price: null }));
    expect(screen.getByText(/44,90\s€/).tagName).not.toBe('S');
    expect(screen.queryByText(/59,90\s€/)).toBeNull();
    expect(screen.queryByText(/-\d+ %/)).toBeNull();
  });

  it("shows the first 3 tags plus '+N'", () => {
    renderCard(product({ tags: ['lino', 'verano', 'camisas', 'orgánico', 'oferta'] }));
    const tags = screen.getByRole('list', { name: 'Etiquetas' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'lino',
      'verano',
      'camisas',
      '+2y 2 etiquetas más',
    ]);
  });

  it("sold out: badge 'Agotado' and the add button disabled", () => {
    const onAdd = vi.fn();
    renderCard(product({ stock_quantity: 0, variants: [variant(1, 'M', 0), variant(2, 'L', 0)] }), onAdd);
    const button = screen.getByRole('button', { name: 'Agotado' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Agotado')).toHaveLength(2);
    fireEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("low stock shows 'Últimas unidades'", () => {
    renderCard(product({ variants: [variant(1, 'M', 3)] }));
    expect(screen.getByText('Últimas unidades')).toBeTruthy();
  });

  it('names a second-life condition on the picture, and says nothing for new pieces', () => {
    const { unmount } = renderCard(product({ condition: 'refurbished' }));
    expect(screen.getByText('Reacondicionado').textContent).toBe('Estado: Reacondicionado');
    unmount();
    renderCard(product({ condition: 'new' }));
    expect(screen.queryByText('Nuevo')).toBeNull();
  });

  it('adds at once when there is a single choice', () => {
    const onAdd = vi.fn();
    const single = product();
    renderCard(single, onAdd);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    expect(onAdd).toHaveBeenCalledWith(single, single.variants[0]);
  });

  it('with several sizes asks for one, and sold-out sizes cannot be chosen', () => {
    vi.useRealTimers();
    const onAdd = vi.fn();
    const sized = product({ variants: [variant(1, 'S', 0), variant(2, 'M', 5), variant(3, 'L', 8)] });
    renderCard(sized, onAdd);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir al carrito' }));
    const picker = screen.getByRole('dialog', { name: 'Elige talla de Camisa de lino lavado' });
    expect((within(picker).getByRole('button', { name: 'S (agotada)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: 'M' }));
    expect(onAdd).toHaveBeenCalledWith(sized, sized.variants[1]);
  });

  it('home-style cards without a handler have no add button', () => {
    renderCard(product());
    expect(screen.queryByRole('button', { name: 'Añadir al carrito' })).toBeNull();
  });
});
