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
  it('other errors get a friendly Spanish page with the status and a way home', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 503 });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: () => <ErrorView error={useRouteError()} />,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(screen.getByText('Error 503')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
