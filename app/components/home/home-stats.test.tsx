import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithStoreSettings } from '~/lib/store-facts-test-support';
import { NO_HOME_FACTS, type HomeFacts } from './home-facts';
import { HomeStats } from './home-stats';

const demo: HomeFacts = { organicOrRecycled: 71.4, garments: 1250, sizes: { smallest: 'XS', largest: '3XL', count: 7 } };

/** Each figure as 'value · label', in the order a reader meets them in the list. */
function figures() {
  const list = screen.getByRole('region', { name: 'Tienda Diverso en cifras' }).querySelector('dl')!;
  return [...list.children].map((item) => {
    const label = item.querySelector('dt')?.textContent ?? '';
    const value = item.querySelector('dd')?.textContent ?? '';
    return `${value.replace(/\u00a0/g, ' ')} · ${label}`;
  });
}

describe('HomeStats', () => {
  it('shows the four figures from the facts and the settings, in Spanish', async () => {
    render(
      <WithStoreSettings settings={{ free_shipping_threshold: 60 }}>
        <HomeStats facts={demo} />
      </WithStoreSettings>,
    );
    const link = await screen.findByRole('link', { name: 'de la fibra de nuestras prendas es orgánica o reciclada' });
    expect(link.getAttribute('href')).toBe('/sustainability');
    expect(figures()).toEqual([
      '71,4 % · de la fibra de nuestras prendas es orgánica o reciclada',
      '1250 · prendas en nuestro catálogo',
      'XS–3XL · 7 tallas de ropa, de la XS a la 3XL',
      '60 € · de compra para que el envío estándar sea gratis',
    ]);
    // A description list: every term has its value.
    const list = screen.getByRole('region', { name: 'Tienda Diverso en cifras' }).querySelector('dl')!;
    expect(list.querySelectorAll('dt')).toHaveLength(4);
    expect(list.querySelectorAll('dd')).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/87|4,8\/5|9\.000|12 tallas/);
  });

  it('leaves out what an empty catalogue cannot tell, never a 0', () => {
    render(
      <MemoryRouter>
        <HomeStats facts={NO_HOME_FACTS} />
      </MemoryRouter>,
    );
    expect(figures()).toEqual(['60 € · de compra para que el envío estándar sea gratis']);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b0\b|%/);
  });

  it('shows the figures it has without the loader data (defaults to the same empty facts)', () => {
    render(
      <MemoryRouter>
        <HomeStats />
      </MemoryRouter>,
    );
    expect(figures()).toHaveLength(1);
  });

  it('says free shipping for every order when the threshold is 0, and speaks of one garment and one size', async () => {
    render(
      <WithStoreSettings settings={{ free_shipping_threshold: 0 }}>
        <HomeStats facts={{ organicOrRecycled: 0.3, garments: 1, sizes: { smallest: 'M', largest: 'M', count: 1 } }} />
      </WithStoreSettings>,
    );
    await screen.findByRole('link');
    expect(figures()).toEqual([
      '0,3 % · de la fibra de nuestras prendas es orgánica o reciclada',
      '1 · prenda en nuestro catálogo',
      'M · la talla de ropa que tenemos ahora mismo',
      'Gratis · el envío estándar de todos los pedidos',
    ]);
  });

  it('writes a threshold with cents as a price', async () => {
    render(
      <WithStoreSettings settings={{ free_shipping_threshold: 49.5 }}>
        <HomeStats facts={NO_HOME_FACTS} />
      </WithStoreSettings>,
    );
    await screen.findByRole('region', { name: 'Tienda Diverso en cifras' });
    expect(figures()).toEqual(['49,50 € · de compra para que el envío estándar sea gratis']);
  });
});
