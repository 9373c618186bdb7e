import { render, screen } from '@testing-library/react';
import { createRoutesStub, data, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './error-page-view';
import { NotFoundView } from './not-found-page-view';

describe('NotFoundView', () => {
  it("is titled 'Page not found' with a link home and links to the store and help", () => {
    const Stub = createRoutesStub([{ path: '*', Component: NotFoundView }]);
    render(<Stub initialEntries={['/no-existe']} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Tienda/ }).getAttribute('href')).toBe('/store');
    expect(screen.getByRole('link', { name: /Ayuda/ }).getAttribute('href')).toBe('/help/faq');
  });
});

describe('ErrorView', () => {
  const failingWith = (status: number) =>
    createRoutesStub([
      {
        path: '/',
        loader: () => {
          throw data(null, { status });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: () => <ErrorView error={useRouteError()} />,
      },
    ]);

  it('other errors get a friendly Spanish page with the status and a way home', async () => {
    const Stub = failingWith(500);
    render(<Stub />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe('/');
  });

  it('a 503 (the store cannot reach its database) says it is back soon and that the cart is kept', async () => {
    const Stub = failingWith(503);
    render(<Stub />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Volvemos enseguida' })).toBeTruthy();
    expect(screen.getByText(/Tu carrito y tus favoritos siguen guardados/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe('/');
  });
});
