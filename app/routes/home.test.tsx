import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import Home from './home';

function serverRender() {
  const router = createMemoryRouter([{ path: '/', element: <Home /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe('home page', () => {
  it('renders on the server with every section of spec §2', () => {
    const html = serverRender();
    for (const id of [
      'home-hero-title',
      'home-logos-title',
      'home-brands-title',
      'home-about-title',
      'home-services-title',
      'home-featured-title',
      'home-collections-title',
      'home-commitments-title',
      'home-team-title',
      'home-testimonial-title',
      'home-journal-title',
      'home-newsletter-title',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('aria-label="Tienda Diverso en cifras"');
  });

  it("shows the featured empty state until the catalogue feeds it", () => {
    const html = serverRender();
    expect(html).toContain('No hay productos destacados');
    expect(html).toContain('Pronto agregaremos productos increíbles');
    expect(html).toContain('Explorar tienda');
    expect(html).toContain('Ver todos los productos');
  });

  it('shows the brands panel figures 2, 500+ and 100%', () => {
    const html = serverRender();
    for (const figure of ['>2<', '>500+<', '>100%<']) expect(html).toContain(figure);
    expect(html).toContain('href="/brands/rue-diverso"');
    expect(html).toContain('href="/brands/divergente"');
  });

  it('gives every image its width and height', () => {
    const html = serverRender();
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
    }
  });
});
