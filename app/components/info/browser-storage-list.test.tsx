import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { BROWSER_STORAGE, BrowserStorageTable } from './browser-storage-list';

describe('BrowserStorageTable', () => {
  it('lists every key the app keeps in the browser, once each', () => {
    expect(BROWSER_STORAGE.map((entry) => entry.key).sort()).toEqual(Object.values(STORAGE_KEYS).sort());
  });

  it('shows each key as a row with its purpose, type and duration', () => {
    render(<BrowserStorageTable />);
    const table = screen.getByRole('table', { name: 'Datos que la tienda guarda en tu navegador' });
    for (const key of Object.values(STORAGE_KEYS)) {
      const row = within(table).getByRole('rowheader', { name: key }).closest('tr')!;
      expect(within(row).getAllByRole('cell')).toHaveLength(3);
    }
    expect(within(table).getByRole('rowheader', { name: 'recentSearches' }).closest('tr')!.textContent).toContain('5 últimas búsquedas');
  });
});
