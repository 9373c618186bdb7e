import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductImportJob, ProductImportReport } from '@common/catalog/csv-contracts';
import { renderScreen, toastsShown } from '~/components/admin/catalog/test-routes';
import { mockApi } from '~/components/admin/test-support';
import * as screenModule from './products-import';

const renderImport = () => renderScreen(screenModule, '/admin/products/import', '/admin/products/import');
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown, status = 200) => ({ status, body: { status: 'success', data } });
const report = (overrides: Partial<ProductImportReport> = {}): ProductImportReport => ({
  valid: true,
  rows: 3,
  products: 2,
  to_create: 1,
  to_update: 1,
  unchanged: 0,
  errors: [],
  items: [
    { line: 2, sku: 'RD-1', name: 'Camisa de lino', action: 'update', variants: 2 },
    { line: 4, sku: 'RD-2', name: 'Sudadera', action: 'create', variants: 1 },
  ],
  ...overrides,
});
const job = (overrides: Partial<ProductImportJob> = {}): ProductImportJob => ({
  id: 7,
  status: 'running',
  total: 2,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  error: null,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});
const chooseFile = (name = 'productos.csv') =>
  fireEvent.change(screen.getByLabelText('Elegir archivo CSV'), { target: { files: [new File(['sku;price\nRD-1;10'], name, { type: 'text/csv' })] } });

describe('admin products import', () => {
  it('explains the format, checks the chosen file at once and lists every bad row; nothing to import', async () => {
    const bad = report({
      valid: false,
      errors: [
        { line: 3, column: 'price', message: 'El precio debe ser un número en euros, por ejemplo 29,95.' },
        { line: 5, column: 'brand', message: 'La marca «nada» no existe (indica su slug o su nombre).' },
      ],
    });
    const { calls } = mockApi({ 'POST /api/admin/products/import': ok({ mode: 'dry_run', report: bad, job: null }) });
    renderImport();
    await screen.findByLabelText('Elegir archivo CSV');
    expect(screen.getByRole('heading', { level: 1, name: 'Importar productos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
    expect(screen.getByText('variant_sku')).toBeTruthy();
    chooseFile();
    const table = await screen.findByRole('table', { name: 'Errores del archivo por fila' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'price', 'El precio debe ser un número en euros, por ejemplo 29,95.'],
      ['5', 'brand', 'La marca «nada» no existe (indica su slug o su nombre).'],
    ]);
    expect(screen.getByText(/Hay 2 errores en 2 filas/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Importar/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init!.body).toBeInstanceOf(FormData);
  });

  it('imports a clean file with a progress bar, then says what it did and links back to the list', async () => {
    const { calls } = mockApi({
      'POST /api/admin/products/import': [ok({ mode: 'dry_run', report: report(), job: null }), ok({ mode: 'apply', report: report(), job: job() })],
      'GET /api/admin/products/import/7': [ok(job({ processed: 1 })), ok(job({ status: 'done', processed: 2, created: 1, updated: 1, finished_at: '2026-11-24T10:00:02.000Z' }))],
    });
    renderImport();
    await screen.findByLabelText('Elegir archivo CSV');
    chooseFile();
    const importButton = await screen.findByRole('button', { name: 'Importar 2 productos' });
    expect(screen.getByText('El archivo no tiene errores.')).toBeTruthy();
    fireEvent.click(importButton);
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la importación' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(await screen.findByText(/Importación completada: 1 producto creado, 1 actualizado y 0 sin cambios/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver la lista de productos' }).getAttribute('href')).toBe('/admin/products');
    expect(toastsShown()).toContainEqual(['success', 'Importación completada: 1 creados, 1 actualizados.']);
    expect(calls.filter((c) => c.key === 'POST /api/admin/products/import')).toHaveLength(2);
  });

  it('shows the report again when the import is refused, and a failed import as saving nothing', async () => {
    const bad = report({ valid: false, errors: [{ line: 2, column: 'slug', message: 'Ya existe un producto con este slug.' }] });
    mockApi({
      'POST /api/admin/products/import': [
        ok({ mode: 'dry_run', report: report(), job: null }),
        { status: 422, body: { message: 'El archivo tiene errores en 1 fila', errors: { file: ['x'] }, report: bad } },
        ok({ mode: 'dry_run', report: report(), job: null }),
        ok({ mode: 'apply', report: report(), job: job() }),
      ],
      'GET /api/admin/products/import/7': ok(job({ status: 'failed', error: 'Fila 2 (RD-1): la base de datos rechazó este producto. No se guardó nada.' })),
    });
    renderImport();
    await screen.findByLabelText('Elegir archivo CSV');
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Importar 2 productos' }));
    expect(await screen.findByText('Ya existe un producto con este slug.')).toBeTruthy();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Importar 2 productos' }));
    expect(await screen.findByText(/La importación falló y no se guardó nada\. Fila 2 \(RD-1\)/)).toBeTruthy();
  });

  it('refuses a file over the size limit without sending it', async () => {
    const { calls } = mockApi({});
    renderImport();
    await screen.findByLabelText('Elegir archivo CSV');
    const big = new File(['x'], 'enorme.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Elegir archivo CSV'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toContain('más de 5 MB');
    expect(calls).toHaveLength(0);
  });
});
