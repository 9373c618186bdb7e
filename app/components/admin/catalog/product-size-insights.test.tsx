import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSizeInsights } from '@common/reviews/size-advice-contracts';
import { ProductSizeInsights } from './product-size-insights';

const base: AdminSizeInsights = {
  product_id: 7,
  advice: { verdict: 'small', text: 'Suele quedar pequeña: te recomendamos una talla más', based_on: 9, reviews: 5, returns: 4 },
  reviews: { small: 4, true: 1, large: 0 },
  size_returns_count: true,
  sizes: [
    { size: 'S', units_delivered: 12, units_returned: 4, return_rate: 33.3, returned_small: 3, returned_large: 0, returned_other: 1 },
    { size: 'M', units_delivered: 1250, units_returned: 1, return_rate: 0.1, returned_small: 1, returned_large: 0, returned_other: 0 },
  ],
  totals: { units_delivered: 1262, units_returned: 5, return_rate: 0.4, returned_small: 4, returned_large: 0, returned_other: 1 },
  thresholds: { min_signals: 5, majority_percent: 60, min_size_return_percent: 10 },
};

describe('size insights on the product editor', () => {
  it('shows the advice shoppers read, the fits and a table of returns by size with its caption, headers and total', () => {
    render(<ProductSizeInsights insights={base} />);
    const section = screen.getByRole('region', { name: 'Tallas y devoluciones' });
    expect(within(section).getByText('«Suele quedar pequeña: te recomendamos una talla más».')).toBeTruthy();
    expect(within(section).getByText('Según 5 opiniones y 4 devoluciones por talla.')).toBeTruthy();
    expect(within(section).getByText('Pequeña').nextElementSibling?.textContent).toBe('4');

    const table = within(section).getByRole('table', { name: /Devoluciones por talla/ });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Talla',
      'Entregadas',
      'Devueltas',
      'Tasa de devolución',
      'Por talla pequeña',
      'Por talla grande',
      'Por otros motivos',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['S', 'M', 'Total']);
    expect(within(rows[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['12', '4', '33,3 %', '3', '0', '1']);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('1250');
    expect(within(rows[2]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['1262', '5', '0,4 %', '4', '0', '1']);
  });

  it('says when no advice is shown, why size returns do not count yet, and when nothing was delivered', () => {
    render(<ProductSizeInsights insights={{ ...base, advice: null, reviews: { small: 0, true: 0, large: 0 }, size_returns_count: false, sizes: [], totals: { ...base.totals, units_delivered: 0, return_rate: null } }} />);
    expect(screen.getByText('Ahora no se muestra ningún consejo de talla.')).toBeTruthy();
    expect(screen.getByText(/cuentan cuando son al menos el 10 % de las unidades entregadas: ahora no llegan\./)).toBeTruthy();
    expect(screen.getByText('Aún no hay opiniones publicadas con su ajuste.')).toBeTruthy();
    expect(screen.getByText('Aún no hay unidades entregadas de este producto.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the editor usable when the figures cannot be read', () => {
    render(<ProductSizeInsights insights={null} />);
    expect(screen.getByText(/No se han podido cargar las devoluciones por talla/)).toBeTruthy();
  });
});
