import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, test, vi } from 'vitest';
import { fetchWithToken, httpErrorLine, jsonOf, loginAsAdmin, registerCustomer, signedInWith, storedTokens } from './accounts';
import { setupSite } from './harness';

const site = setupSite();

/** A download kept on this machine (the browser may run elsewhere: Playwright hands its file over). */
async function savedCopy(download: { suggestedFilename(): string; saveAs(to: string): Promise<void> }): Promise<string> {
  const to = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td-download-')), download.suggestedFilename());
  await download.saveAs(to);
  return to;
}

// "Mis datos" (issue 33, RGPD arts. 15, 17 and 20), as a customer does it: ask for a copy on
// /user/privacy, download the ZIP when the background job has made it, then delete the account with
// the password; the session ends, the account no longer signs in and the last e-mail is sent.

describe('my data, taken and then erased', () => {
  test('a customer downloads a copy of their data and then deletes their account', async () => {
    const [customer, admin] = await Promise.all([registerCustomer(site, 'Olaia Mis Datos'), loginAsAdmin(site)]);
    const { page } = await site.open('/user/privacy', {
      appearance: { theme: 'divergente', darkModePreference: 'dark' },
      beforeNavigate: signedInWith(customer.token),
      // The wrong password below is answered 422, which the browser's console reports.
      allowConsoleErrors: [httpErrorLine(422)],
    });

    await page.getByRole('button', { name: 'Pedir una copia de mis datos' }).click();
    await page.getByRole('list', { name: 'Copias pedidas' }).waitFor();
    // Made by a job in the background: the list says so until it is ready (a reload asks again).
    const download = page.getByRole('button', { name: /^Descargar la copia del / });
    await vi.waitFor(
      async () => {
        await page.reload();
        await page.getByRole('list', { name: 'Copias pedidas' }).waitFor();
        expect(await download.count()).toBe(1);
      },
      { timeout: 60_000, interval: 1_000 },
    );
    await site.expectNoAxeViolations(page, '/user/privacy with a ready copy (divergente, dark)');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await savedCopy(file))));
    const names = Object.keys(zip);
    expect(names).toEqual(expect.arrayContaining(['perfil.json']));
    expect(strFromU8(zip['perfil.json']!)).toContain(customer.email);

    // Deleting: the password, then the confirmation dialog.
    const deletion = page.getByRole('region', { name: 'Eliminar mi cuenta' }).or(page.locator('#eliminar-cuenta'));
    await deletion.getByLabel('Contraseña actual').fill('no-es-mi-contraseña');
    await deletion.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' }).getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await deletion.getByText('La contraseña actual no es correcta.').waitFor();
    await site.expectNoAxeViolations(page, '/user/privacy with a wrong password (divergente, dark)');

    await deletion.getByLabel('Contraseña actual').fill(customer.password);
    await deletion.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta para siempre?' });
    await site.expectNoAxeViolations(page, 'the deletion confirmation (divergente, dark)');
    await confirm.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByText('Hemos eliminado tu cuenta.').first().waitFor();
    await vi.waitFor(async () => expect((await storedTokens(page)).token).toBeFalsy(), { timeout: 10_000, interval: 200 });

    expect((await fetchWithToken(site, '/api/user', customer.token)).status).toBe(401);
    const login = await site.fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(login.status).toBe(422);
    const outbox = await jsonOf<{ data: { data: { kind: string }[] } }>(
      await fetchWithToken(site, `/api/admin/emails?search=${encodeURIComponent(customer.email)}&kind=account-deleted`, admin.token),
      'outbox',
    );
    expect(outbox.data.data).toHaveLength(1);
  });
});
