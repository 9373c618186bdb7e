import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta as couponsMeta } from './coupons';
import Invoices from './invoices';
import { meta as ordersMeta } from './orders';
import { meta as supportMeta } from './support';

// Screens whose features arrive with later issues: each explains what will appear there.
const SCREENS: [string, ComponentType, string][] = [
  ['Facturas', Invoices, 'Aún no tienes facturas'],
];

function renderScreen(Screen: ComponentType) {
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }]);
  return render(<RouterProvider router={router} />);
}

describe('customer-area screens without data yet', () => {
  it.each(SCREENS)('%s: a heading, a friendly empty state and a link to the store', (title, Screen, empty) => {
    const { container } = renderScreen(Screen);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: empty })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
    expect(container.textContent).not.toMatch(/próximamente|coming soon/i);
  });

  it("titles each document 'Pantalla · Tienda Diverso'", () => {
    expect(ordersMeta()[0]).toEqual({ title: 'Pedidos · Tienda Diverso' });
    expect(couponsMeta()[0]).toEqual({ title: 'Cupones · Tienda Diverso' });
    expect(supportMeta()[0]).toEqual({ title: 'Soporte · Tienda Diverso' });
  });
});
