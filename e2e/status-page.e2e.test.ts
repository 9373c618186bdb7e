import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { APP_VERSION, STATUS_AVERAGE_RESPONSE, STATUS_UPTIME } from '@common/constants';
import { setupSite } from './harness';

const site = setupSite();

function main(page: Page) {
  return page.getByRole('main');
}

function autoRefreshToggle(page: Page) {
  const name = /autom[aá]tic|auto-?refresh|auto/i;
  return page.getByRole('switch', { name }).or(page.getByRole('checkbox', { name }));
}

describe('status page (/status, spec §2 and §4)', () => {
  test('the server-rendered page is the status page, with its heading, before any script runs', async () => {
    const response = await site.fetch('/status');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<main\b[^>]*>[\s\S]*<h1\b/);
  });

  test('becomes operational: overall state and the three tiles REST API, authentication and database', async () => {
    const { page } = await site.open('/status');
    await main(page).getByText(/operativ|operacional|operational/i).first().waitFor();
    const text = await main(page).innerText();
    expect(text).not.toContain('Servicio No Disponible');
    expect(text).not.toContain('No se puede conectar con el servidor');
    expect(text).toMatch(/REST API/);
    expect(text).toMatch(/Autenticaci[oó]n/i);
    expect(text).toMatch(/Base de datos/i);
    // Fixed figures of spec §9.
    expect(text).toContain(STATUS_AVERAGE_RESPONSE);
    expect(text).toContain(STATUS_UPTIME);
    expect(text).toContain(APP_VERSION);
  });

  test('auto-refresh is on by default, and the refresh button checks again at once', async () => {
    const { page } = await site.open('/status');
    const toggle = autoRefreshToggle(page);
    await expect(toggle.isChecked()).resolves.toBe(true);

    const refresh = main(page).getByRole('button', { name: /actualizar|comprobar|refrescar|verificar/i });
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/status'),
      refresh.first().click(),
    ]);
    expect(request.method()).toBe('GET');
    await main(page).getByText(/operativ|operacional|operational/i).first().waitFor();

    await toggle.click();
    await expect(toggle.isChecked()).resolves.toBe(false);
  });

  test('when the API cannot be reached it says so: Servicio No Disponible', async () => {
    const opened = await site.open('/status', {
      beforeNavigate: (page) =>
        page.route('**/api/status', (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
        ),
      allowConsoleErrors: [/status of 503/],
    });
    const text = main(opened.page);
    await text.getByText('Servicio No Disponible').first().waitFor();
    expect(await text.innerText()).toContain('No se puede conectar con el servidor');
    expect(await text.innerText()).toMatch(/Error: Error al conectar con la API|Conexión fallida/);
  });
});
