import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable, type Column } from './admin-table';

interface Entry {
  id: number;
  name: string;
  note: string | null;
}

const columns: Column<Entry>[] = [
  { header: 'Nombre', cell: (entry) => entry.name },
  {
    header: 'Nota',
    cell: (entry, { open, toggle, id }) =>
      entry.note === null ? (
        'Sin nota'
      ) : (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={toggle}>
          {open ? 'Ocultar' : 'Ver'} la nota de {entry.name}
        </button>
      ),
  },
];

const rows: Entry[] = [
  { id: 1, name: 'Ana', note: 'Cambió el precio' },
  { id: 2, name: 'Luis', note: null },
];

describe('AdminTable rowDetail', () => {
  it('draws a row with a detail row below it across every column, hidden until its disclosure opens it', () => {
    render(<AdminTable caption="Notas" columns={columns} rows={rows} rowKey={(entry) => entry.id} rowDetail={{ content: (entry) => entry.note }} />);
    const toggle = screen.getByRole('button', { name: 'Ver la nota de Ana' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(detail.tagName).toBe('TR');
    expect(detail.hidden).toBe(true);
    expect(detail.querySelector('td')!.colSpan).toBe(2);
    expect(detail.textContent).toBe('Cambió el precio');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(detail.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Ocultar la nota de Ana' })).toBe(toggle);

    // A row without a detail has no second row: two rows for Ana, one for Luis.
    expect(document.querySelectorAll('tbody tr')).toHaveLength(3);
  });
});
