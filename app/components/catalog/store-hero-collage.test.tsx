import { describe, expect, it } from 'vitest';
import { makeImage, makeProduct } from '~/components/product/test-product';
import { pickVaried } from './store-hero-collage';

const product = (id: number, categoryId: number, pictured = true) =>
  makeProduct({
    id,
    category: { id: categoryId, name: `Categoría ${categoryId}`, slug: `categoria-${categoryId}` },
    images: pictured ? [makeImage({ image_url: `/img/${id}.webp` })] : [],
  });

describe('pickVaried (the lookbook collage of the store and brand heroes)', () => {
  it('takes one piece a category first, in list order', () => {
    const list = [product(1, 8), product(2, 8), product(3, 8), product(4, 5), product(5, 3)];
    expect(pickVaried(list, 3).map((p) => p.id)).toEqual([1, 4, 5]);
  });

  it('fills up from the same categories when there are fewer kinds than places', () => {
    const list = [product(1, 8), product(2, 8), product(3, 5)];
    expect(pickVaried(list, 3).map((p) => p.id)).toEqual([1, 3, 2]);
  });

  it('leaves out pieces without pictures', () => {
    expect(pickVaried([product(1, 8, false), product(2, 5)], 3).map((p) => p.id)).toEqual([2]);
  });
});
