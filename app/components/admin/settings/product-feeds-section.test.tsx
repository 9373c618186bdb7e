import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToastsForTests, useToasts } from '~/lib/toast';
import { ProductFeedsSection } from './product-feeds-section';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

let shownToasts: readonly { message: string; type: string }[] = [];
function ToastSpy() {
  shownToasts = useToasts();
  return null;
}

/** The section under a root route whose loader saw the store's public origin, as on /admin/settings. */
async function renderSection(origin = 'https://tienda.example') {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ origin }), HydrateFallback: () => null, children: [{ index: true, element: <ProductFeedsSection /> }] }],
    { initialEntries: ['/'] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <ToastSpy />
    </>,
  );
  return { ...view, section: await screen.findByRole('region', { name: 'Catálogo para Google y Meta' }) };
}

describe('ProductFeedsSection', () => {
  it('shows both feed addresses, absolute on the store origin, as links with their platform', async () => {
    const { section } = await renderSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Catálogo para Google y Meta' })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Google Merchant Center (XML)' })).toBeTruthy();
    const google = within(section).getByRole('link', { name: 'https://tienda.example/feeds/google-merchant.xml' });
    expect(google.getAttribute('href')).toBe('https://tienda.example/feeds/google-merchant.xml');
    expect(within(section).getByRole('link', { name: 'https://tienda.example/feeds/meta-catalog.csv' })).toBeTruthy();
    expect(google.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('copies an address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { section } = await renderSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Copiar la dirección de Meta: Facebook e Instagram (CSV)' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://tienda.example/feeds/meta-catalog.csv'));
    await waitFor(() => expect(shownToasts.map((t) => t.message)).toContain('Dirección del catálogo copiada.'));
  });

  it('has no accessibility violations axe can find without a layout', async () => {
    const { container } = await renderSection();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
