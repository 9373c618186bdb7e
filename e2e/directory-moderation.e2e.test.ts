import { describe, expect, test } from 'vitest';
import { loginAsAdmin, signedInWith, waitForPath } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

const DARK_DIVERGENTE = { theme: 'divergente', darkModePreference: 'dark' } as const;

describe('directory moderation (issue 13)', () => {
  test('a visitor proposes a business, staff approve it in /admin/directory, and the public directory finds it', async () => {
    // A visitor proposes through 'Añade tu negocio'.
    const unique = Date.now().toString(36);
    const name = `Costura Ñandú ${unique}`;
    const contactEmail = `aitana.${unique}@example.com`;
    const proposal = await site.open('/directorio/alta');
    const visitor = proposal.page;
    await visitor.getByLabel('Tipo').selectOption('servicio');
    await visitor.getByLabel('Nombre', { exact: true }).fill(name);
    await visitor.getByLabel('Sector').fill('Arreglos y confección');
    await visitor.getByLabel(/^Presentación breve/).fill('Arreglos, ajustes y ropa adaptada a medida, con tejidos de recuperación.');
    await visitor.getByLabel('Localidad').fill('Zaragoza');
    await visitor.getByLabel('Provincia').selectOption('Zaragoza');
    await visitor.getByLabel(/^Código postal/).fill('50001');
    await visitor.getByLabel('Tu nombre').fill('Aitana Lorente');
    await visitor.getByLabel('Tu email').fill(contactEmail);
    await visitor.getByRole('checkbox', { name: /Acepto que publiquéis/ }).check();
    await visitor.getByRole('button', { name: 'Enviar propuesta' }).click();
    await visitor.getByRole('heading', { name: '¡Gracias! Hemos recibido tu propuesta' }).waitFor();

    // Staff see it waiting (the list in divergente dark; axe runs on open).
    const admin = await loginAsAdmin(site);
    const { page } = await site.open('/admin/directory?status=pending', { beforeNavigate: signedInWith(admin.token), appearance: DARK_DIVERGENTE });
    await page.getByRole('heading', { level: 1, name: 'Directorio' }).waitFor();
    const pendingTab = page.getByRole('navigation', { name: 'Fichas por estado' }).getByRole('link', { name: /^Pendientes/ });
    await expect(pendingTab.getAttribute('aria-current')).resolves.toBe('true');
    expect(Number((await pendingTab.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    const table = page.getByRole('table', { name: 'Fichas y propuestas del directorio' });
    const row = table.locator('tbody tr').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByText('Pendiente', { exact: true }).count()).toBe(1);
    expect(await row.innerText()).toContain('Zaragoza · Zaragoza');

    // Its page: the proposer's contact, not reviewed yet; approved from there.
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const moderation = page.getByRole('region', { name: 'Moderación' });
    await expect(moderation.innerText()).resolves.toContain('Aitana Lorente');
    await expect(moderation.getByRole('link', { name: contactEmail }).getAttribute('href')).resolves.toBe(`mailto:${contactEmail}`);
    await expect(moderation.innerText()).resolves.toContain('Sin revisar todavía');
    await site.expectNoAxeViolations(page, 'propuesta abierta');
    await page.getByRole('button', { name: 'Aprobar y publicar' }).click();
    await page.getByText(`${name} aprobada: ya aparece en el directorio.`).waitFor();
    await waitForPath(page, '/admin/directory');
    // No longer among the pending ones.
    await table.locator('tbody tr').filter({ hasText: name }).waitFor({ state: 'detached' });

    // Published: the public search finds it without the accents, and its page opens.
    const directory = await site.open('/directorio');
    const publicPage = directory.page;
    const searchBox = publicPage.getByRole('search', { name: 'Buscar en el directorio' }).getByLabel('Buscar', { exact: true });
    await searchBox.fill(`costura nandu ${unique}`);
    await searchBox.press('Enter');
    await publicPage.waitForURL((url) => url.pathname === '/directorio' && url.searchParams.has('search'));
    const card = publicPage.locator('#main article h3 a', { hasText: name });
    await card.waitFor();
    await card.click();
    await publicPage.waitForURL((url) => url.pathname.startsWith('/directorio/servicios/'));
    await publicPage.getByRole('heading', { level: 1, name }).waitFor();
    await site.expectNoAxeViolations(publicPage, 'ficha aprobada');
  });
});
