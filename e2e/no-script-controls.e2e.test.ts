import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { CheckoutQuote, PlacedOrder } from '@common/checkout/contracts';
import { jsonOf, postJson, registerCustomer, signedInWith, uniqueEmail } from './accounts';
import { choose, getProduct, newCheckoutProduct } from './catalog';
import { DESKTOP, MOBILE, setupSite } from './harness';

/**
 * Issue 36, "every control alive before hydration": each public page and each account page, read
 * by a browser that runs no page script at all (what a visitor has before the app's JavaScript
 * arrives, or when it never does), holds no control that does nothing. Dead are: a visible
 * <button> (or role="button") that is not the submit of a form (a <summary>, or a button with
 * `popovertarget` or `commandfor`, does its work without script), an <a> without a real href, and
 * an <input>, <select> or <textarea> outside any form. Every <details> is opened and every popover
 * shown in turn, and each page is read at a desktop's width and a phone's, so what only opens or
 * only shows there is read too.
 *
 * One browser context a test (a `page.goto` from one page to the next, no wait but the document's
 * load); axe runs, as on every page the harness opens, on the first and the last.
 */
const site = setupSite();

const PRODUCT_SLUG = 'camisa-oxford-de-oficina';

/**
 * Known dead controls in code other parts of issue 36 own: this list only shrinks. Each entry
 * names the page (a path or a pattern), the control as the check describes it and whose part
 * fixes it. An entry that no longer matches anything fails the test too: remove it.
 */
const PRODUCT_PAGE = `/store/products/${PRODUCT_SLUG}`;
// The product page's stepper, size guide and gallery came off it: without scripts the field takes
// the number alone, the size guide is a disclosure and each picture a link (issue 36).
const KNOWN: { page: string | RegExp; control: string; owner: string }[] = [];

interface DeadControl {
  page: string;
  control: string;
}

/** The dead controls of the page as it stands, described as `tag «name» (why)`. */
function deadControlsNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const nameOf = (element: Element) => {
      const labelled = element.getAttribute('aria-labelledby');
      const fromLabels =
        'labels' in element && (element as HTMLInputElement).labels?.length ? (element as HTMLInputElement).labels![0]!.textContent : null;
      const text =
        element.getAttribute('aria-label') ??
        (labelled ? labelled.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
        fromLabels ??
        (element.textContent?.trim() ? element.textContent : null) ??
        element.getAttribute('placeholder') ??
        element.getAttribute('title') ??
        element.getAttribute('name') ??
        '';
      return text.replace(/\s+/g, ' ').trim().slice(0, 70);
    };
    const isShown = (element: Element) => element.checkVisibility({ opacityProperty: false, visibilityProperty: true } as CheckVisibilityOptions);
    const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled === true || element.closest('fieldset:disabled') !== null;

    function readOut(root: ParentNode, skipPopovers: boolean) {
      const inScope = (element: Element) => isShown(element) && !(skipPopovers && element.closest('[popover]'));
      for (const button of root.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="button"], input[type="submit"], input[type="reset"], input[type="image"]')) {
        if (!inScope(button) || isDisabled(button)) continue;
        if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) continue;
        const type = button.getAttribute('type')?.toLowerCase() ?? (button.tagName === 'BUTTON' ? 'submit' : 'text');
        if ((type === 'submit' || type === 'image' || type === 'reset') && button.form) continue;
        found.add(`${button.tagName.toLowerCase()} «${nameOf(button)}» (${button.form ? `type=${type} in a form` : 'outside any form'})`);
      }
      for (const fake of root.querySelectorAll<HTMLElement>('[role="button"]:not(button):not(summary):not(a[href])')) {
        if (inScope(fake)) found.add(`${fake.tagName.toLowerCase()}[role=button] «${nameOf(fake)}» (a script's button)`);
      }
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a')) {
        if (!inScope(link)) continue;
        const href = link.getAttribute('href');
        if (href === null || href.trim() === '' || href.trim() === '#' || /^\s*javascript:/i.test(href)) {
          found.add(`a «${nameOf(link)}» (href ${href === null ? 'missing' : JSON.stringify(href)})`);
        }
      }
      for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
        if (field instanceof HTMLInputElement && ['hidden', 'button', 'submit', 'reset', 'image'].includes(field.type)) continue;
        if (!inScope(field) || isDisabled(field) || field.form) continue;
        found.add(`${field.tagName.toLowerCase()}${field instanceof HTMLInputElement ? `[type=${field.type}]` : ''} «${nameOf(field)}» (outside any form)`);
      }
    }

    const closed = [...document.querySelectorAll('details')].filter((details) => !details.open);
    for (const details of closed) details.open = true;
    readOut(document, true);
    for (const details of closed) details.open = false;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      try {
        popover.showPopover();
      } catch {
        continue;
      }
      readOut(popover, false);
      popover.hidePopover();
    }
    return [...found].sort();
  });
}

/**
 * The page's dead controls at a desktop's width and, with `phone`, at a phone's too (the layout's
 * own controls are the same on every page: the phone's width is read where the page has its own).
 */
async function deadControlsOf(page: Page, { phone = true } = {}): Promise<DeadControl[]> {
  const path = new URL(page.url()).pathname;
  const controls = new Set(await deadControlsNow(page));
  if (phone) {
    await page.setViewportSize(MOBILE);
    for (const control of await deadControlsNow(page)) controls.add(control);
    await page.setViewportSize(DESKTOP);
  }
  return [...controls].map((control) => ({ page: path, control }));
}

const isKnown = (dead: DeadControl) =>
  KNOWN.some((known) => (typeof known.page === 'string' ? known.page === dead.page : known.page.test(dead.page)) && known.control === dead.control);

/** A transparent pixel in place of every picture: the check reads the markup, and a catalogue page's photos would take most of its time. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const withoutPictures = (page: Page) =>
  page.route(
    (url) => url.pathname.startsWith('/storage/') || /\.(webp|avif|jpe?g|png)$/.test(url.pathname),
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/gif', body: PIXEL }) : route.continue()),
  );

/** Opens the first path without scripts, then visits the others in the same tab, gathering every dead control. */
async function walk(paths: readonly string[], { phone = true, beforeNavigate }: { phone?: boolean; beforeNavigate?: (page: Page) => Promise<unknown> } = {}) {
  const [first, ...rest] = paths;
  const { page } = await site.open(first!, {
    javaScriptEnabled: false,
    beforeNavigate: async (page) => {
      await withoutPictures(page);
      await beforeNavigate?.(page);
    },
  });
  const dead = await deadControlsOf(page);
  for (const path of rest) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `GET ${path}`).toBeLessThan(400);
    dead.push(...(await deadControlsOf(page, { phone })));
  }
  return { page, dead };
}

/** Fails on a dead control not known, and on a known one no longer found (the list only shrinks). */
function expectOnlyKnown(dead: DeadControl[], pages: readonly string[]) {
  const unknown = dead.filter((control) => !isKnown(control)).map((control) => `${control.page}: ${control.control}`);
  expect(unknown, 'controls that do nothing without JavaScript').toEqual([]);
  const visited = (known: (typeof KNOWN)[number]) => pages.some((page) => (typeof known.page === 'string' ? known.page === page : known.page.test(page)));
  const stale = KNOWN.filter(visited)
    .filter((known) => !dead.some((control) => (typeof known.page === 'string' ? known.page === control.page : known.page.test(control.page)) && known.control === control.control))
    .map((known) => `${known.page}: ${known.control} (${known.owner})`);
  expect(stale, 'known dead controls that are alive now: take them off KNOWN').toEqual([]);
}

const STORE_PAGES = ['/', '/store', PRODUCT_PAGE, '/store/categories', '/store/categories/camisetas'] as const;

const MORE_STORE_PAGES = ['/store/brands', '/store/offers', '/store/new-arrivals', '/brands/rue-diverso', '/brands/divergente'] as const;

const INFO_PAGES = [
  '/help/faq',
  '/help/contact',
  '/help/shipping',
  '/help/returns',
  '/help/warranty',
  '/about',
  '/status',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
  '/compliance',
  '/careers',
  '/press',
  '/investors',
  '/sustainability',
] as const;

const FORM_PAGES = [
  '/directorio',
  '/directorio/empresas',
  '/directorio/locations',
  '/directorio/alta',
  '/directorio/empresas/taller-hilvan-cooperativa',
  '/orders/lookup',
  '/login',
  '/register',
  '/forgot-password',
] as const;

/**
 * The customer area. Its screens load with the session the browser keeps (spec §3), which the
 * server never sees: signed in or not, without scripts each shows the page's frame and 'Comprobando
 * tu sesión…', the same one, so the phone's width is read on the first only.
 */
const ACCOUNT_PAGES = [
  '/user',
  '/user/dashboard',
  '/user/profile',
  '/user/addresses',
  '/user/security',
  '/user/orders',
  '/user/orders/active',
  '/user/orders/TD-2026-000001',
  '/user/returns',
  '/user/invoices',
  '/user/wishlist',
  '/user/saved-products',
  '/user/payment-methods',
  '/user/payment-history',
  '/user/coupons',
  '/user/notifications',
  '/user/support',
  '/user/reviews',
  '/user/settings',
  '/user/privacy',
] as const;

describe('without JavaScript no control does nothing', () => {
  test('on the store: home, list, a product, categories', async () => {
    const { dead } = await walk(STORE_PAGES);
    expectOnlyKnown(dead, STORE_PAGES);
  });

  test("on the store's brands, offers and new arrivals", async () => {
    const { dead } = await walk(MORE_STORE_PAGES);
    expectOnlyKnown(dead, MORE_STORE_PAGES);
  });

  test('on the help, legal and company pages', async () => {
    const { dead } = await walk(INFO_PAGES, { phone: false });
    expectOnlyKnown(dead, INFO_PAGES);
  });

  test("on the directory, the forms, and /checkout with the line a shopper added with the product page's own form", async () => {
    const { page, dead } = await walk(FORM_PAGES);
    const product = await getProduct(site, PRODUCT_SLUG);
    const size = product.variants.find((variant) => variant.stock > 0)!;
    await page.goto(`/store/products/${PRODUCT_SLUG}`, { waitUntil: 'load' });
    const buy = page.locator('#comprar');
    await choose(buy.getByRole('radio', { name: size.color_name, exact: true }));
    await choose(buy.getByRole('radio', { name: size.size, exact: true }));
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout'), buy.getByRole('button', { name: 'Añadir al carrito' }).click()]);
    dead.push(...(await deadControlsOf(page)));
    expectOnlyKnown(dead, [...FORM_PAGES, '/checkout']);
  });

  test('on every account page, signed in', async () => {
    const customer = await registerCustomer(site);
    const { dead } = await walk(ACCOUNT_PAGES, { phone: false, beforeNavigate: signedInWith(customer.token) });
    expectOnlyKnown(dead, ACCOUNT_PAGES);
  });
});

/** A guest's order paid by card through the API: it has its simplified invoice. */
async function paidGuestOrder(email: string) {
  const product = await newCheckoutProduct(site, 'Camiseta sin scripts', 24.9);
  const items = [{ product_id: product.id, variant_id: product.variants[0]!.id, quantity: 1 }];
  const post = (path: string, body: unknown) => postJson(site, null, path, body);
  const quote = await jsonOf<{ data: CheckoutQuote }>(await post('/api/checkout/quote', { items, destination: { province: 'Madrid', postal_code: '28004' }, payment_method: 'card' }), 'quote');
  const card = await jsonOf<{ data: { token: string } }>(
    await post('/api/payments/test-gateway/tokens', { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' }),
    'card token',
  );
  const placed = await jsonOf<{ data: PlacedOrder }>(
    await post('/api/checkout/orders', {
      idempotency_key: randomUUID(),
      items,
      email,
      shipping_address: { recipient_name: 'Nora Sinscript', street: 'Calle del Pez 8, 1º', postal_code: '28004', city: 'Madrid', province: 'Madrid', phone: '612345678' },
      shipping_method: 'standard',
      payment_method: 'card',
      payment: { card_token: card.data.token },
      expected_total: quote.data.totals.total,
      accept_terms: true,
    }),
    'place order',
  );
  return placed.data.order;
}

describe('/orders/lookup without JavaScript', () => {
  test("a guest finds the order and gets the full invoice with a plain form: a wrong NIF is said under its field, the right one issues it", async () => {
    const email = uniqueEmail('sin-scripts');
    const order = await paidGuestOrder(email);
    const { page } = await site.open('/orders/lookup', { javaScriptEnabled: false });
    const lookup = page.getByRole('form', { name: 'Consulta tu pedido' });
    await lookup.getByLabel('Número de pedido').fill(order.number.toLowerCase());
    await lookup.getByLabel('Email del pedido').fill(email);
    await Promise.all([page.waitForEvent('load'), lookup.getByRole('button', { name: 'Consultar pedido' }).click()]);
    await page.getByRole('heading', { level: 2, name: `Pedido ${order.number}` }).waitFor();
    // One form with these fields on the page, and nothing dead on the order found.
    await expect(page.getByLabel('Número de pedido').count()).resolves.toBe(1);
    expectOnlyKnown(await deadControlsOf(page), ['/orders/lookup']);

    const invoices = page.getByRole('region', { name: 'Facturas' });
    await invoices.locator('summary', { hasText: 'Pedir factura completa' }).click();
    const form = invoices.getByRole('form', { name: 'Datos de la factura completa' });
    await form.getByLabel('Nombre o razón social').fill('Estudio Lila S.L.');
    await form.getByLabel('NIF').fill('B12345675');
    await form.getByLabel('Dirección fiscal').fill('Calle Luna 2, 28004 Madrid');
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Enviar solicitud' }).click()]);
    await form.getByText(/El NIF no es válido/).waitFor();
    await expect(form.getByLabel('Nombre o razón social').inputValue()).resolves.toBe('Estudio Lila S.L.');
    await form.getByLabel('NIF').fill('B12345674');
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Enviar solicitud' }).click()]);
    await page.getByText(/Hemos emitido la factura completa FC-\d{4}-\d{6}/).waitFor();
    await page.getByRole('link', { name: /Descargar PDF de la factura FC-\d{4}-\d{6}/ }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
