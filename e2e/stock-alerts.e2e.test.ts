import { describe, expect, test } from 'vitest';
import { fetchWithToken, jsonOf, loginAsAdmin, postJson, uniqueEmail } from './accounts';
import { brandBySlug, categoryBySlug, createProductAsAdmin, uniqueProductName } from './catalog';
import { setupSite } from './harness';

// Issue 25, back-in-stock alerts: a guest asks to be told when a sold-out size is back, confirms
// from the e-mail's link (the public page, a POST), staff restock the size, and the one e-mail with
// the link to that size appears in the outbox. axe runs on every page the harness opens.

const site = setupSite();

interface OutboxPage {
  data: { data: { id: number; to: string; kind: string; subject: string }[] };
}

async function mailsOf(token: string, to: string, kind: string) {
  const page = await jsonOf<OutboxPage>(await fetchWithToken(site, `/api/admin/emails?search=${encodeURIComponent(to)}&kind=${kind}`, token), 'outbox');
  return page.data.data;
}

/** The outbox as staff read it, asked again until the job has written (or the deadline passes). */
async function waitForMail(token: string, to: string, kind: string, deadlineMs = 20_000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const found = await mailsOf(token, to, kind);
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('back-in-stock alerts (issue 25)', () => {
  test('a guest asks for a sold-out size on the product page, confirms from the e-mail, staff restock it and the one e-mail is in the outbox', async () => {
    const [brand, category, admin] = await Promise.all([brandBySlug(site, 'rue-diverso'), categoryBySlug(site, 'camisetas'), loginAsAdmin(site)]);
    const named = uniqueProductName('Camiseta agotada');
    const product = await createProductAsAdmin(site, {
      ...named,
      price: 21.9,
      brand_id: brand.id,
      category_id: category.id,
      variants: [
        { size: 'S', color_name: 'Crudo', color_hex: '#efe6d8', stock: 3 },
        { size: 'M', color_name: 'Crudo', color_hex: '#efe6d8', stock: 0 },
      ],
    });
    const soldOut = product.variants.find((v) => v.size === 'M') as unknown as { id: number };
    const email = uniqueEmail('aviso');

    // The shopper: the quiet link under the sizes opens the dialog; the sold-out size is the only choice.
    const { page } = await site.open(`/store/products/${product.slug}`);
    await page.getByRole('button', { name: '¿Tu talla está agotada? Avísame cuando vuelva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avísame cuando vuelva' });
    await dialog.getByLabel(/Talla agotada/).selectOption({ label: 'Talla M · Crudo' });
    await dialog.getByRole('button', { name: 'Avisarme' }).click();
    await dialog.getByText('Indica tu email.').waitFor();
    await dialog.getByLabel(/Tu email/).fill(email);
    await dialog.getByRole('button', { name: 'Avisarme' }).click();
    await dialog.getByText(`Revisa tu correo (${email}) para confirmar el aviso.`).waitFor();
    await site.expectNoAxeViolations(page, 'product page, stock alert dialog sent');
    await dialog.getByRole('button', { name: 'Entendido' }).click();

    // The same form in the card's quick-add picker, under the sizes (looked at, not sent).
    const list = await site.open(`/store?search=${encodeURIComponent(named.sku)}`, { appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    await list.page.getByRole('article', { name: product.name }).getByRole('button', { name: 'Añadir al carrito' }).click();
    const picker = list.page.getByRole('dialog', { name: `Elige talla de ${product.name}` });
    await picker.getByRole('button', { name: '¿Agotada tu talla? Avísame cuando vuelva' }).click();
    await picker.getByRole('button', { name: 'Avisarme' }).waitFor();
    await site.expectNoAxeViolations(list.page, 'quick-add picker, stock alert form open (divergente, dark)');

    // The confirmation e-mail's link: a page with one button (a POST), no sign-in.
    const [confirmation] = await waitForMail(admin.token, email, 'stock-alert-confirm');
    expect(confirmation).toBeDefined();
    const detail = await jsonOf<{ data: { text: string } }>(await fetchWithToken(site, `/api/admin/emails/${confirmation!.id}`, admin.token), 'confirmation e-mail');
    const link = /\/avisos\/confirmar\?token=[A-Za-z0-9_-]+/.exec(detail.data.text)![0];
    const confirm = await site.open(link, { appearance: { theme: 'divergente', darkModePreference: 'dark' } });
    await confirm.page.getByRole('button', { name: 'Confirmar el aviso' }).click();
    await confirm.page.getByText('Aviso confirmado: te escribiremos una sola vez, en cuanto vuelva.').waitFor();
    await site.expectNoAxeViolations(confirm.page, '/avisos/confirmar after confirming (divergente, dark)');

    // Staff restock the size: the job sends the one e-mail, with the link to that size.
    await jsonOf(await postJson(site, admin.token, `/api/admin/inventory/variants/${soldOut.id}/adjustments`, { delta: 4, reason: 'received', note: 'Reposición de la talla M' }), 'restock');
    const sent = await waitForMail(admin.token, email, 'stock-alert');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Ha vuelto: ${product.name} en talla M`);
  });
});
