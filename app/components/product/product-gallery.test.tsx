import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from '@common/catalog/contracts';
import { ProductGallery } from './product-gallery';
import { pretendImagesAreLoading } from './test-product';

pretendImagesAreLoading();

function image(id: number, color: string | null = null): ProductImage {
  return {
    id,
    image_url: `/storage/p/${id}-1024.webp`,
    thumbnail_url: `/storage/p/${id}-320.webp`,
    srcset: `/storage/p/${id}-320.webp 320w, /storage/p/${id}-1024.webp 1024w`,
    width: 1024,
    height: 1280,
    alt: null,
    color_name: color,
  };
}

function Gallery({ images }: { images: ProductImage[] }) {
  const [index, setIndex] = useState(0);
  return <ProductGallery images={images} productName="Camisa" index={index} onIndexChange={setIndex} />;
}

const mainImage = () => screen.getByRole('img', { name: /^Camisa/ });

describe('product gallery', () => {
  it('shows the main picture with srcset, sizes, width and height', () => {
    render(<Gallery images={[image(1), image(2, 'Marino')]} />);
    const main = mainImage();
    expect(main.getAttribute('srcset')).toContain('1024w');
    expect(main.getAttribute('sizes')).toBeTruthy();
    expect(main.getAttribute('width')).toBe('1024');
    expect(main.getAttribute('height')).toBe('1280');
  });

  it('loads the first picture, the product page\'s LCP, at once and before the rest (issue 14)', () => {
    render(<Gallery images={[image(1), image(2, 'Marino')]} />);
    expect(mainImage().getAttribute('loading')).toBe('eager');
    expect(mainImage().getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(mainImage().getAttribute('fetchpriority')).toBeNull();
  });

  it('thumbnails choose the picture, and arrow keys move between them', () => {
    render(<Gallery images={[image(1), image(2, 'Marino'), image(3)]} />);
    const first = screen.getByRole('button', { name: 'Ver imagen 1 de 3' });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver imagen 2 de 3 (Marino)' }));
    expect(mainImage().getAttribute('src')).toBe('/storage/p/2-1024.webp');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ver imagen 2 de 3 (Marino)' }), { key: 'ArrowRight' });
    const third = screen.getByRole('button', { name: 'Ver imagen 3 de 3' });
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(third);
    expect(third.tabIndex).toBe(0);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(mainImage().getAttribute('src')).toBe('/storage/p/1-1024.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(mainImage().getAttribute('src')).toBe('/storage/p/3-1024.webp');
  });

  it("shows the grey 'Sin imagen' placeholder without pictures", () => {
    render(<Gallery images={[]} />);
    expect(screen.getByText('Sin imagen')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows 'Sin imagen' when the picture fails to load", () => {
    render(<Gallery images={[image(1)]} />);
    fireEvent.error(mainImage());
    expect(screen.getByText('Sin imagen')).toBeTruthy();
  });
});
