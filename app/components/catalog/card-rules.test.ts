import { describe, expect, it } from 'vitest';
import { cardImages } from './card-rules';
import type { CatalogProduct } from './catalog-types';

const product: CatalogProduct = {
  id: 1,
  name: 'Camisa de lino',
  slug: 'camisa-de-lino',
  price: 59.9,
  images: [
    { id: 1, image_url: '/a.webp', alt: 'Camisa en arena', color_name: 'Arena' },
    { id: 2, image_url: '/b.webp', alt: 'Camisa en azul cielo', color_name: 'Azul cielo' },
    { id: 3, image_url: '/c.webp', alt: null, color_name: 'Arena' },
  ],
};

describe('cardImages', () => {
  it('keeps the stored order when no colour is chosen', () => {
    expect(cardImages(product).map((i) => i.src)).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });

  it('puts the pictures of a chosen colour first, in any case, keeping the rest in order', () => {
    expect(cardImages(product, ['azul CIELO']).map((i) => i.src)).toEqual(['/b.webp', '/a.webp', '/c.webp']);
    expect(cardImages(product, ['Negro']).map((i) => i.src)).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });

  it('names a picture without alt text after the product', () => {
    expect(cardImages(product).map((i) => i.alt)).toEqual(['Camisa en arena', 'Camisa en azul cielo', 'Camisa de lino, imagen 3']);
  });

  it('falls back to the main image, or to none', () => {
    expect(cardImages({ ...product, images: [], main_image_url: '/m.webp' })).toEqual([{ src: '/m.webp', alt: 'Camisa de lino' }]);
    expect(cardImages({ ...product, images: [], main_image_url: null })).toEqual([]);
  });
});
