import { describe, expect, it } from 'vitest';
import { cardImages } from './card-rules';
import { makeImage, makeProduct } from '~/components/product/test-product';

const product = makeProduct({
  name: 'Camisa de lino',
  images: [
    makeImage({ image_url: '/a.webp', srcset: '', alt: 'Camisa en arena', color_name: 'Arena' }),
    makeImage({ image_url: '/b.webp', srcset: '', alt: 'Camisa en azul cielo', color_name: 'Azul cielo' }),
    makeImage({ image_url: '/c.webp', srcset: '', alt: null, color_name: 'Arena' }),
  ],
});

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
