import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminSalesAnalytics } from '@common/analytics/contracts';
import { readPeriodAddress, type PeriodAddress } from './period-address';
import { SalesAnalyticsSection } from './sales-analytics-section';
import { EMPTY_SALES_FIGURES, SALES_FIGURES } from './test-figures';

const TODAY = '2026-11-05';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The section at /admin/dashboard with the address's period, as the route draws it. */
function renderSection(figures: AdminSalesAnalytics | null, search = '?desde=2026-11-01&hasta=2026-11-05') {
  function Screen() {
    const location = useLocation();
    const address: PeriodAddress = readPeriodAddress(new URLSearchParams(location.search), TODAY);
    return (
      <>
        <SalesAnalyticsSection address={address} figures={figures} />
        <Where />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <Screen /> }], { initialEntries: [`/admin/dashboard${search}`] });
  return { ...render(<RouterProvider router={router} />), router };
}

const chart = (name: string) => screen.getByRole('region', { name });
/** Text as read: the no-break spaces Intl puts before '€' and '%' read as spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const cellsOf = (row: Element) => [...row.children].map(text);
const where = () => screen.getByTestId('where').textContent;

describe('Ventas y devoluciones: charts with a sentence and a table each', () => {
  it('says in one sentence per chart what it shows, from the same figures', () => {
    renderSection(SALES_FIGURES);
    expect(text(within(chart('Ingresos por día')).getByText(/^Del 1 al 5 de noviembre de 2026:/))).toBe(
      'Del 1 al 5 de noviembre de 2026: 12.340,50 € en 87 pedidos; el mejor día, el 5 de noviembre, con 5200,00 €.',
    );
    expect(text(within(chart('Pedidos por día')).getByText(/^Del 1 al 5/))).toBe(
      'Del 1 al 5 de noviembre de 2026: 87 pedidos, 17,4 al día de media; el día con más, el 5 de noviembre, con 33.',
    );
    expect(text(within(chart('Productos más vendidos')).getByText(/^El más vendido/))).toBe(
      'El más vendido es Camisa de lino azul, con 31 unidades (1519,00 €); le siguen Vestido midi (12) y Chaqueta retirada (3).',
    );
    expect(text(within(chart('Motivos de devolución')).getByText(/^Se devolvieron/))).toBe(
      'Se devolvieron 12 unidades de 240 vendidas (5,0 %); el motivo más repetido es «Talla pequeña», con 7 unidades.',
    );
  });

  it('«Ver como tabla» is a real disclosure button that opens, by keyboard, a table with the same numbers as the data', async () => {
    renderSection(SALES_FIGURES);
    const region = chart('Ingresos por día');
    const toggle = within(region).getByRole('button', { name: 'Ver como tabla' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(within(region).queryByRole('table')).toBeNull();

    // A keyboard user tabs to it and presses Enter: a native button turns that into a click.
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('Ocultar tabla');
    expect(panel.hidden).toBe(false);

    const table = within(region).getByRole('table', { name: 'Ingresos por día' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Día', 'Ingresos']);
    // SALES_FIGURES.per_day: 210000, 0, 402050, 102000 and 520000 cents.
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['1 de noviembre de 2026', '2100,00 €'],
      ['2 de noviembre de 2026', '0,00 €'],
      ['3 de noviembre de 2026', '4020,50 €'],
      ['4 de noviembre de 2026', '1020,00 €'],
      ['5 de noviembre de 2026', '5200,00 €'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('the other charts’ tables list the best sellers, the orders per day and the reasons as the data says', () => {
    renderSection(SALES_FIGURES);
    const rowsOf = (name: string) => {
      fireEvent.click(within(chart(name)).getByRole('button', { name: 'Ver como tabla' }));
      const table = within(chart(name)).getByRole('table');
      return within(table).getAllByRole('row').slice(1).map(cellsOf);
    };
    expect(rowsOf('Pedidos por día').map((row) => row[1])).toEqual(['15', '0', '30', '9', '33']);
    expect(rowsOf('Productos más vendidos')).toEqual([
      ['1. Camisa de lino azul', '31', '1519,00 €'],
      ['2. Vestido midi', '12', '708,00 €'],
      ['3. Chaqueta retirada', '3', '237,00 €'],
    ]);
    expect(rowsOf('Motivos de devolución')).toEqual([
      ['Talla pequeña', '7'],
      ['No es como en la foto', '5'],
    ]);
    const bySize = within(screen.getByRole('region', { name: 'Devoluciones por talla' })).getByRole('table', { name: 'Tallas más devueltas y sus motivos' });
    expect(cellsOf(within(bySize).getAllByRole('row')[1]!)).toEqual(['S', '8', 'Talla pequeña (6), No es como en la foto (2)']);
  });

  it('keeps the drawings away from assistive technology, which reads the sentence and the table', () => {
    const { container } = renderSection(SALES_FIGURES);
    const drawings = container.querySelectorAll('[aria-hidden="true"].h-64');
    expect(drawings).toHaveLength(4);
    for (const drawing of drawings) expect(drawing.querySelector('[tabindex]:not([tabindex="-1"]), button, a')).toBeNull();
  });

  it('shows the period’s figures: revenue, orders, average order, return rate and the published reviews’ average', () => {
    renderSection(SALES_FIGURES);
    const figures = screen.getByText('Unidades vendidas', { selector: 'dt' }).closest('dl') as HTMLElement;
    const value = (label: string) => text(within(figures).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!);
    expect(value('Ingresos')).toBe('12.340,50 €');
    expect(value('Pedidos')).toBe('87');
    expect(value('Pedido medio')).toBe('141,84 €');
    expect(value('Tasa de devolución')).toBe('5,0 %');
    expect(value('Valoración media')).toBe('4,5 / 5');
    expect(within(figures).getByText('12 opiniones publicadas')).toBeTruthy();
  });

  it('an empty period says so kindly instead of drawing empty charts, and offers no table', () => {
    renderSection(EMPTY_SALES_FIGURES);
    expect(within(chart('Ingresos por día')).getByText('No hubo ventas cobradas en este periodo. Prueba con otro.')).toBeTruthy();
    expect(within(chart('Motivos de devolución')).getByText('Ninguna devolución pedida en este periodo.')).toBeTruthy();
    expect(within(chart('Ingresos por día')).getByText('Del 1 al 5 de noviembre de 2026: ningún pedido cobrado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver como tabla' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Devoluciones por producto' })).toBeNull();
  });

  it('offers the period’s CSV with its dates in the link', () => {
    renderSection(SALES_FIGURES);
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toBe('/api/admin/analytics/sales.csv?from=2026-11-01&to=2026-11-05');
  });
});

describe('the period control', () => {
  it('reads the address: 30 days by default, 7 or 90 when asked, chosen days, and mistakes per field', () => {
    const read = (search: string) => readPeriodAddress(new URLSearchParams(search), TODAY);
    expect(read('')).toEqual({ kind: 'preset', days: 30, period: { from: '2026-10-07', to: '2026-11-05' } });
    expect(read('?periodo=7')).toMatchObject({ kind: 'preset', days: 7, period: { from: '2026-10-30', to: '2026-11-05' } });
    expect(read('?periodo=15')).toMatchObject({ kind: 'preset', days: 30 });
    expect(read('?desde=2026-11-01&hasta=2026-11-05')).toEqual({ kind: 'custom', from: '2026-11-01', to: '2026-11-05', period: { from: '2026-11-01', to: '2026-11-05' }, errors: {} });
    expect(read('?desde=2026-11-05&hasta=2026-11-01')).toMatchObject({ period: null, errors: { to: 'La fecha de fin no puede ser anterior a la de inicio.' } });
    expect(read('?hasta=2026-11-01')).toMatchObject({ period: null, errors: { from: 'Indica la fecha de inicio.' } });
  });

  it('the presets are links that put the period in the address, the current one marked', async () => {
    const { router } = renderSection(SALES_FIGURES, '');
    const group = screen.getByRole('group', { name: 'Periodo' });
    expect(within(group).getByRole('link', { name: 'Últimos 30 días' }).getAttribute('aria-current')).toBe('true');
    expect(within(group).getByRole('link', { name: 'Últimos 7 días' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(within(group).getByRole('link', { name: 'Últimos 90 días' }));
    await waitFor(() => expect(where()).toBe('/admin/dashboard?periodo=90'));
    expect(within(group).getByRole('link', { name: 'Últimos 90 días' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(group).getByRole('link', { name: 'Últimos 30 días' }));
    await waitFor(() => expect(where()).toBe('/admin/dashboard'));
    // Back goes to the period before.
    await act(() => router.navigate(-1));
    expect(where()).toBe('/admin/dashboard?periodo=90');
  });

  it('chosen days are checked before the address changes: errors per field, focus on the first; then ?desde=&hasta=', async () => {
    renderSection(SALES_FIGURES, '?periodo=7');
    const open = screen.getByRole('button', { name: 'Fechas concretas' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Elegir fechas' });
    const from = within(form).getByLabelText('Desde') as HTMLInputElement;
    const to = within(form).getByLabelText('Hasta') as HTMLInputElement;
    // It starts from the period on screen.
    expect([from.value, to.value]).toEqual(['2026-10-30', '2026-11-05']);

    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ver el periodo' }));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(to);
    expect(to.getAttribute('aria-describedby')).toContain(`${to.id}-error`);
    expect(within(form).getByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    expect(where()).toBe('/admin/dashboard?periodo=7');

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2026-11-05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ver el periodo' }));
    expect(within(form).getByText('El periodo admite como mucho 366 días: acerca la fecha de fin o la de inicio.')).toBeTruthy();

    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ver el periodo' }));
    await waitFor(() => expect(where()).toBe('/admin/dashboard?desde=2026-10-01&hasta=2026-11-05'));
  });

  it('an address with wrong days opens the chosen days with the mistakes, and asks for nothing', () => {
    renderSection(null, '?desde=2026-11-05&hasta=2026-11-01');
    expect(screen.getByRole('button', { name: 'Fechas concretas' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    expect(screen.getByText('Corrige las fechas del periodo para ver las cifras.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Descargar CSV' })).toBeNull();
  });

  it('when the figures could not be loaded, says so and keeps the period control', () => {
    renderSection(null, '');
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar las ventas del periodo.');
    expect(screen.getByRole('group', { name: 'Periodo' })).toBeTruthy();
  });
});
