import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutQuote, CheckoutQuoteBody, PlaceOrderBody, PlacedOrder } from '@common/checkout/contracts';
import type { Order } from '@common/orders/contracts';
import { formatPrice } from '@common/money';
import { STORAGE_KEYS } from '@common/storage-keys';
import { makeProduct, makeVariant } from '~/components/product/test-product';
import { resetAuthForTests, setAuthUser, startAuth } from '~/lib/auth';
import { addToCart, resetCartForTests } from '~/lib/cart';
import { CheckoutPage } from './checkout-page';
import { makeQuote, makeQuoteLine } from './test-quote';

// The checkout against a fake API: what it sends (the card only to the gateway, one key per
// attempt) and what it does with each answer.

const shirtM = makeVariant({ size: 'M', color_name: 'Marino', stock: 5, price: 29.9, sale_price: null });
const shirt = makeProduct({ name: 'Camisa de lino', price: 29.9, variants: [shirtM] });

const SAVED_ADDRESSES = [
  { id: 7, label: 'Trabajo', recipient_name: 'Lucía Prueba', street: 'Paseo de Gracia 10', postal_code: '08007', city: 'Barcelona', province: 'Barcelona', phone: '612345678', is_default: false, created_at: '2026-01-01T10:00:00Z' },
  { id: 8, label: 'Casa', recipient_name: 'Lucía Prueba', street: 'Calle Mayor 1', postal_code: '28013', city: 'Madrid', province: 'Madrid', phone: '612345678', is_default: true, created_at: '2026-01-02T10:00:00Z' },
];
const SAVED_CARDS = [
  { id: 2, brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2024, holder_name: null, is_default: false, is_expired: true, created_at: '2023-01-01T10:00:00Z' },
  { id: 3, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder_name: null, is_default: true, is_expired: false, created_at: '2026-01-01T10:00:00Z' },
];

type Reply = { status: number; body: unknown } | 'hang' | 'network';

interface FakeApi {
  calls: { url: string; body: unknown }[];
  orderReplies: Reply[];
  paymentReplies: Reply[];
}

let fake: FakeApi;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function order(overrides: Partial<Order> = {}): Order {
  return { number: 'TD-2026-000042', totals: makeQuote().totals, ...overrides } as Order;
}

function placed(status: PlacedOrder['payment']['status'], extra: Partial<PlacedOrder['payment']> = {}): Reply {
  return {
    status: 201,
    body: { status: 'success', data: { order: order(), order_token: 'secret-token', payment: { status, message: null, action: null, ...extra } } },
  };
}

/** How the fake store takes card and Bizum: the test gateway's form, or a provider's page. */
let paymentPage: CheckoutQuote['payment_page'] = { flow: 'direct', label: 'Pasarela de pruebas', test_mode: true };

function quoteFor(body: CheckoutQuoteBody) {
  const lines = body.items.map((item) => makeQuoteLine({ product_id: item.product_id, variant_id: item.variant_id ?? null, quantity: item.quantity }));
  return makeQuote({ lines, payment_page: paymentPage });
}

function answer(reply: Reply | undefined): Promise<Response> {
  if (!reply || reply === 'hang') return new Promise(() => {});
  if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(json(reply.status, reply.body));
}

beforeEach(() => {
  fake = { calls: [], orderReplies: [], paymentReplies: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
      fake.calls.push({ url, body });
      if (url === '/api/checkout/quote') return Promise.resolve(json(200, { status: 'success', data: quoteFor(body as CheckoutQuoteBody) }));
      if (url === '/api/payments/test-gateway/tokens') {
        return Promise.resolve(json(201, { status: 'success', data: { token: `tok_${fake.calls.length}`, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }));
      }
      if (url === '/api/checkout/orders') return answer(fake.orderReplies.shift());
      if (url.endsWith('/payment')) return answer(fake.paymentReplies.shift());
      if (url === '/api/user/addresses') return Promise.resolve(json(200, { status: 'success', data: SAVED_ADDRESSES }));
      if (url === '/api/user/payment-methods') return Promise.resolve(json(200, { status: 'success', data: SAVED_CARDS }));
      // The cart's own refresh of the products: left unanswered.
      return new Promise(() => {});
    }),
  );
  window.localStorage.clear();
  window.sessionStorage.clear();
  // No stored token: a guest.
  void startAuth();
  act(() => void addToCart(shirt, shirtM, 2, { openPanel: false }));
});

afterEach(() => {
  paymentPage = { flow: 'direct', label: 'Pasarela de pruebas', test_mode: true };
  resetCartForTests();
  resetAuthForTests();
  vi.unstubAllGlobals();
});

function Confirmation() {
  return <p>Confirmación de {useParams().number}</p>;
}

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/confirmation/:number', element: <Confirmation /> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

function type(label: string | RegExp, value: string, within_: HTMLElement = document.body) {
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
}

async function fillUpToReview() {
  const contact = await screen.findByRole('region', { name: /Contacto/ });
  type(/^Email/, 'lucia@example.com', contact);
  fireEvent.click(within(contact).getByRole('button', { name: 'Continuar' }));

  const address = section(/Envío$/);
  await waitFor(() => expect(document.activeElement).toBe(within(address).getByRole('heading')));
  type(/^Nombre y apellidos/, 'Lucía Prueba', address);
  type(/^Dirección/, 'Calle Mayor 1, 2º B', address);
  fireEvent.change(within(address).getByLabelText(/^Provincia/), { target: { value: 'Madrid' } });
  type(/^Código postal/, '08001', address);
  // The postal code is checked against the province as it is typed.
  expect(within(address).getByText('Este código postal no es de Madrid: en Madrid empiezan por 28.')).toBeTruthy();
  type(/^Código postal/, '28013', address);
  type(/^Ciudad/, 'Madrid', address);
  type(/^Teléfono/, '612345678', address);
  fireEvent.click(within(address).getByRole('button', { name: 'Continuar' }));

  const shipping = section(/Método de envío/);
  await within(shipping).findByRole('radio', { name: /Envío estándar/ });
  fireEvent.click(within(shipping).getByRole('button', { name: 'Continuar' }));

  const payment = section(/Pago/);
  type(/^Número de la tarjeta/, '4242 4242 4242 4242', payment);
  type(/^Caducidad/, '12/30', payment);
  type(/^CVC/, '123', payment);
  fireEvent.click(within(payment).getByRole('button', { name: 'Continuar' }));

  const review = section(/Revisión/);
  fireEvent.click(within(review).getByLabelText('Acepto las condiciones de compra'));
  const button = within(review).getByRole('button', { name: 'Pagar y hacer el pedido' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
  return { review, button };
}

function orderCalls() {
  return fake.calls.filter((call) => call.url === '/api/checkout/orders').map((call) => call.body as PlaceOrderBody & { payment: Record<string, unknown> });
}

describe('checkout', () => {
  it('a guest pays by card: the card number goes only to the gateway; the order gets the token, the total seen and a key; then the confirmation', async () => {
    fake.orderReplies.push(placed('succeeded'));
    const router = renderCheckout();
    const { button } = await fillUpToReview();
    await act(async () => fireEvent.click(button));

    await screen.findByText('Confirmación de TD-2026-000042');
    const [body] = orderCalls();
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(body).toMatchObject({
      email: 'lucia@example.com',
      items: [{ product_id: shirt.id, variant_id: shirtM.id, quantity: 2, seen_unit_price: 29.9 }],
      shipping_address: { recipient_name: 'Lucía Prueba', postal_code: '28013', province: 'Madrid' },
      shipping_method: 'standard',
      payment_method: 'card',
      payment: { card_token: expect.stringMatching(/^tok_/) },
      expected_total: quoteFor({ items: body!.items } as CheckoutQuoteBody).totals.total,
      accept_terms: true,
    });
    expect(body!.idempotency_key.length).toBeGreaterThanOrEqual(16);
    // No full invoice asked for: the simplified one.
    expect(body).not.toHaveProperty('invoice_recipient');
    const tokenCall = fake.calls.find((call) => call.url === '/api/payments/test-gateway/tokens');
    expect(tokenCall?.body).toMatchObject({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(router.state.location.pathname).toBe('/checkout/confirmation/TD-2026-000042');
    expect(JSON.parse(window.sessionStorage.getItem('td_checkout_placed_order')!)).toEqual({
      number: 'TD-2026-000042',
      order_token: 'secret-token',
      email: 'lucia@example.com',
    });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]));
  });

  it('no answer: the retry sends the same key (and token); a declined card shows the message, keeps the cart, and the next try is a new attempt', async () => {
    fake.orderReplies.push('network', placed('failed', { message: 'Tu banco ha rechazado la tarjeta.' }), placed('succeeded'));
    renderCheckout();
    const { review, button } = await fillUpToReview();

    await act(async () => fireEvent.click(button));
    expect((await within(review).findByRole('alert')).textContent).toContain('No hay conexión con el servidor');
    await act(async () => fireEvent.click(button));
    expect((await within(review).findByRole('alert')).textContent).toBe('Tu banco ha rechazado la tarjeta.');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
    expect((within(review).getByLabelText('Acepto las condiciones de compra') as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(button));
    await screen.findByText('Confirmación de TD-2026-000042');
    const [first, retry, next] = orderCalls();
    expect(retry!.idempotency_key).toBe(first!.idempotency_key);
    expect(retry!.payment.card_token).toBe(first!.payment.card_token);
    expect(next!.idempotency_key).not.toBe(first!.idempotency_key);
    expect(next!.payment.card_token).not.toBe(first!.payment.card_token);
  });

  it('a double click sends one request, and the button says the payment is being processed', async () => {
    renderCheckout();
    fake.orderReplies.push('hang');
    const { button } = await fillUpToReview();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.textContent).toBe('Procesando pago…'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(orderCalls()).toHaveLength(1);
  });

  it('3-D Secure: the bank dialog shows the amount; authorising posts the answer and opens the confirmation', async () => {
    fake.orderReplies.push(placed('requires_action', { action: { kind: 'three_d_secure', message: 'Tu banco te pide que confirmes este pago.' } }));
    fake.paymentReplies.push(placed('succeeded'));
    renderCheckout();
    const { button } = await fillUpToReview();
    await act(async () => fireEvent.click(button));

    const dialog = await screen.findByRole('dialog', { name: 'Confirma el pago con tu banco' });
    expect(dialog.textContent).toContain('Tu banco te pide que confirmes este pago.');
    expect(dialog.textContent).toContain(`Importe${formatPrice(makeQuote().totals.total)}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Autorizar pago' }));
    await screen.findByText('Confirmación de TD-2026-000042');
    const confirm = fake.calls.find((call) => call.url === '/api/checkout/orders/TD-2026-000042/payment');
    expect(confirm?.body).toEqual({ order_token: 'secret-token', approve: true });
  });

  it('409: the new quote and its changes are shown and the order waits for another review', async () => {
    const changed = makeQuote({
      lines: [makeQuoteLine({ product_id: shirt.id, variant_id: shirtM.id, quantity: 2, unit_price: 34.9, changes: ['price_up'], notice: 'El precio ha subido de 29,90 € a 34,90 €.' })],
    });
    fake.orderReplies.push({ status: 409, body: { message: 'El total de tu pedido ha cambiado. Revísalo antes de pagar.', quote: changed } });
    renderCheckout();
    const { review, button } = await fillUpToReview();
    await act(async () => fireEvent.click(button));

    const alert = await within(review).findByRole('alert');
    expect(alert.textContent).toContain('El total de tu pedido ha cambiado. Revísalo antes de pagar.');
    expect(alert.textContent).toContain('El precio ha subido de 29,90 € a 34,90 €.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByText(/Confirmación/)).toBeNull();
  });

  it('422: the server messages land under their fields and the step with the first one opens', async () => {
    fake.orderReplies.push({
      status: 422,
      body: { message: 'Revisa los datos marcados.', errors: { 'shipping_address.phone': ['Indica un teléfono español de 9 cifras.'] } },
    });
    renderCheckout();
    const { button } = await fillUpToReview();
    await act(async () => fireEvent.click(button));
    const address = section(/Envío$/);
    await within(address).findByText('Indica un teléfono español de 9 cifras.');
    expect(address.getAttribute('data-state')).toBe('open');
  });

  it('a full invoice: the box reveals its fields, the empty ones said at once, the NIF checked by the server, then sent as invoice_recipient', async () => {
    fake.orderReplies.push(
      { status: 422, body: { message: 'Revisa los datos marcados.', errors: { 'invoice_recipient.tax_id': ['El NIF no es válido: revisa las cifras y la letra de control (DNI, NIE o NIF de empresa).'] } } },
      placed('succeeded'),
    );
    renderCheckout();
    const { review, button } = await fillUpToReview();
    const data = within(review).getByRole('group', { name: 'Datos de la factura', hidden: true });
    // Drawn hidden, the box shows it (by CSS alone before the page runs).
    expect(review.querySelector('[data-invoice-fields]')).toBe(data);
    fireEvent.click(within(review).getByLabelText('Necesito factura completa (con NIF)'));
    type(/^NIF/, '12345678A', data);
    await act(async () => fireEvent.click(button));
    expect(within(data).getByText('Indica el nombre o la razón social.')).toBeTruthy();
    expect(within(data).getByText('Indica la dirección fiscal.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(data).getByLabelText(/^Nombre o razón social/)));
    expect(orderCalls()).toHaveLength(0);

    type(/^Nombre o razón social/, ' Acme Textil S.L. ', data);
    type(/^Dirección fiscal/, 'Calle Mayor 1, 28013 Madrid', data);
    await act(async () => fireEvent.click(button));
    // The server's contract says what is wrong with the NIF, under its field.
    const nif = within(data).getByLabelText(/^NIF/);
    expect(await within(data).findByText(/El NIF no es válido/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(nif));

    type(/^NIF/, 'b12345674', data);
    expect(within(data).queryByText(/El NIF no es válido/)).toBeNull();
    await act(async () => fireEvent.click(button));
    await screen.findByText('Confirmación de TD-2026-000042');
    expect(orderCalls()[1]!.invoice_recipient).toEqual({ name: 'Acme Textil S.L.', tax_id: 'B12345674', address: 'Calle Mayor 1, 28013 Madrid' });
  });

  it("422 on the invoice's data: the message under its field in the review step; unticking the box drops it", async () => {
    fake.orderReplies.push({ status: 422, body: { message: 'Revisa los datos marcados.', errors: { 'invoice_recipient.tax_id': ['Este NIF no se puede usar.'] } } });
    renderCheckout();
    const { review, button } = await fillUpToReview();
    fireEvent.click(within(review).getByLabelText('Necesito factura completa (con NIF)'));
    const data = within(review).getByRole('group', { name: 'Datos de la factura' });
    type(/^Nombre o razón social/, 'Acme Textil S.L.', data);
    type(/^NIF/, 'B12345674', data);
    type(/^Dirección fiscal/, 'Calle Mayor 1, 28013 Madrid', data);
    await act(async () => fireEvent.click(button));
    const nif = within(data).getByLabelText(/^NIF/);
    expect(await within(data).findByText('Este NIF no se puede usar.')).toBeTruthy();
    expect(nif.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nif));
    expect(review.getAttribute('data-state')).toBe('open');
    const box = within(review).getByLabelText<HTMLInputElement>('Necesito factura completa (con NIF)');
    fireEvent.click(box);
    // Unticked, the fields are hidden by the stylesheet (the box's :checked shows them) and their message goes.
    expect(box.checked).toBe(false);
    expect(data.className).toMatch(/(^| )hidden( |$)/);
    expect(within(review).queryByText('Este NIF no se puede usar.')).toBeNull();
    fireEvent.click(box);
    expect(within(review).queryByText('Este NIF no se puede usar.')).toBeNull();
  });

  it('a signed-in customer: buying as them, their default address and saved card chosen, nothing typed', async () => {
    setAuthUser({
      id: 5,
      name: 'Lucía Prueba',
      email: 'lucia@example.com',
      phone: null,
      profile_photo_path: null,
      profile_photo_url: null,
      roles: [],
      permissions: [],
      created_at: '2026-01-01T10:00:00Z',
      second_factor: { required: false, enabled: false },
    });
    fake.orderReplies.push(placed('succeeded'));
    renderCheckout();
    const contact = await screen.findByRole('region', { name: /Contacto/ });
    expect(contact.textContent).toContain('Comprando como Lucía Prueba (lucia@example.com)');
    expect(within(contact).queryByLabelText(/^Email/)).toBeNull();
    fireEvent.click(within(contact).getByRole('button', { name: 'Continuar' }));

    const address = section(/Envío$/);
    const home = await within(address).findByRole('radio', { name: /Casa · Lucía Prueba/ });
    expect((home as HTMLInputElement).checked).toBe(true);
    // The form is for another address only; 'Guardar en mis direcciones' comes with it.
    expect(within(address).queryByLabelText(/^Dirección/)).toBeNull();
    fireEvent.click(within(address).getByRole('radio', { name: /Otra dirección/ }));
    expect(within(address).getByLabelText('Guardar en mis direcciones')).toBeTruthy();
    fireEvent.click(home);
    fireEvent.click(within(address).getByRole('button', { name: 'Continuar' }));

    const shipping = section(/Método de envío/);
    await within(shipping).findByRole('radio', { name: /Envío estándar/ });
    fireEvent.click(within(shipping).getByRole('button', { name: 'Continuar' }));
    const payment = section(/Pago/);
    expect((within(payment).getByRole('radio', { name: /Visa acabada en 4242/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(payment).queryByLabelText(/^Número de la tarjeta/)).toBeNull();
    expect((within(payment).getByRole('radio', { name: /Mastercard acabada en 4444 Caducada/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(payment).getByRole('button', { name: 'Continuar' }));

    const review = section(/Revisión/);
    fireEvent.click(within(review).getByLabelText('Acepto las condiciones de compra'));
    const button = within(review).getByRole('button', { name: 'Pagar y hacer el pedido' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    await act(async () => fireEvent.click(button));
    await screen.findByText('Confirmación de TD-2026-000042');
    const [body] = orderCalls();
    expect(body).toMatchObject({
      email: 'lucia@example.com',
      shipping_address: { street: 'Calle Mayor 1', postal_code: '28013', province: 'Madrid' },
      save_address: false,
      payment: { saved_card_id: 3 },
    });
    expect(fake.calls.some((call) => call.url === '/api/payments/test-gateway/tokens')).toBe(false);
  });

  it('the server renders the heading and the five steps, closed, and says why nothing moves without scripts', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Finalizar compra<\/h1>/);
    expect(html.match(/data-step="/g)).toHaveLength(5);
    expect(html.match(/data-state="upcoming"/g)).toHaveLength(5);
    expect(html).toContain('Cargando tu carrito…');
    expect(html).toContain('Para hacer el pedido necesitamos JavaScript');
  });
});

describe('checkout drawn by the server from the cart cookie (issue 36)', () => {
  const jacket = makeQuoteLine({ product_id: 501, variant_id: null, product_name: 'Chaqueta vaquera', size: null, color_name: null, quantity: 1, unit_price: 59.9 });
  const serverCheckout = {
    quote: makeQuote({ lines: [jacket] }),
    items: [{ product_id: 501, variant_id: null, quantity: 1, seen_unit_price: 59.9 }],
  };
  const page = () => (
    <MemoryRouter initialEntries={['/checkout']}>
      <CheckoutPage serverCheckout={serverCheckout} />
    </MemoryRouter>
  );

  it('the first HTML holds the lines and the total, with the first step open', () => {
    const html = renderToString(page());
    expect(html).toContain('Chaqueta vaquera');
    expect(html).toContain(formatPrice(serverCheckout.quote.totals.total));
    expect(html).not.toContain('Cargando tu carrito…');
    expect(html.match(/data-state="open"/g)).toHaveLength(1);
    expect(html).toMatch(/data-step="contact" data-state="open"/);
  });

  it('once hydrated, the cart stored in the browser wins: its own lines are priced and replace the server’s, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => void (root = hydrateRoot(container, page())));
    const summary = within(container).getByRole('region', { name: 'Tu pedido' });
    await within(summary).findByText('Camisa de lino');
    expect(within(summary).queryByText('Chaqueta vaquera')).toBeNull();
    expect(fake.calls.filter((call) => call.url === '/api/checkout/quote').map((call) => (call.body as CheckoutQuoteBody).items.map((item) => item.quantity))).toEqual([[2]]);
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  });
});

describe('checkout with a payment provider\'s page (Redsys, Stripe)', () => {
  const REDSYS = { url: 'https://sis-t.redsys.es:25443/sis/realizarPago', method: 'POST' as const, return_path: '/checkout/pago/TD-2026-000042?t=' + 'a'.repeat(40) };
  const FIELDS = [
    { name: 'Ds_SignatureVersion', value: 'HMAC_SHA256_V1' },
    { name: 'Ds_MerchantParameters', value: 'eyJEU19NRVJDSEFOVF9PUkRFUiI6IjAwMDAwMDAwMDA0MiJ9' },
    { name: 'Ds_Signature', value: 'firma' },
  ];

  it('asks for no card here, places the order and sends the shopper to the provider with its signed form; the cart stays until the payment is confirmed', async () => {
    paymentPage = { flow: 'hosted', label: 'Redsys (TPV Virtual)', test_mode: true };
    const submitted: { action: string; method: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: this.action, method: this.method.toLowerCase(), fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
    });
    fake.orderReplies.push(placed('redirect', { message: 'Te llevamos a la página de pago segura.', redirect: { ...REDSYS, fields: FIELDS } }));
    renderCheckout();

    const contact = await screen.findByRole('region', { name: /Contacto/ });
    type(/^Email/, 'lucia@example.com', contact);
    fireEvent.click(within(contact).getByRole('button', { name: 'Continuar' }));
    const address = section(/Envío$/);
    await waitFor(() => expect(document.activeElement).toBe(within(address).getByRole('heading')));
    type(/^Nombre y apellidos/, 'Lucía Prueba', address);
    type(/^Dirección/, 'Calle Mayor 1, 2º B', address);
    fireEvent.change(within(address).getByLabelText(/^Provincia/), { target: { value: 'Madrid' } });
    type(/^Código postal/, '28013', address);
    type(/^Ciudad/, 'Madrid', address);
    type(/^Teléfono/, '612345678', address);
    fireEvent.click(within(address).getByRole('button', { name: 'Continuar' }));
    const shipping = section(/Método de envío/);
    await within(shipping).findByRole('radio', { name: /Envío estándar/ });
    fireEvent.click(within(shipping).getByRole('button', { name: 'Continuar' }));

    const payment = section(/Pago/);
    expect(await within(payment).findByText(/Pagarás con tarjeta en la pasarela segura de tu banco \(Redsys\)/)).toBeTruthy();
    expect(within(payment).queryByLabelText(/^Número de la tarjeta/)).toBeNull();
    fireEvent.click(within(payment).getByRole('radio', { name: /Bizum/ }));
    expect(within(payment).getByText(/Pagarás con Bizum/)).toBeTruthy();
    expect(within(payment).queryByLabelText(/Móvil de Bizum/)).toBeNull();
    fireEvent.click(within(payment).getByRole('radio', { name: /Tarjeta/ }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Continuar' }));

    const review = section(/Revisión/);
    fireEvent.click(within(review).getByLabelText('Acepto las condiciones de compra'));
    const button = within(review).getByRole('button', { name: 'Pagar y hacer el pedido' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    await act(async () => fireEvent.click(button));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ action: REDSYS.url, method: 'post', fields: Object.fromEntries(FIELDS.map((f) => [f.name, f.value])) });
    expect(fake.calls.some((call) => call.url === '/api/payments/test-gateway/tokens')).toBe(false);
    expect(orderCalls()[0]).toMatchObject({ payment_method: 'card', payment: {} });
    expect(screen.getByText('Te llevamos a la página de pago segura…')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem('td_checkout_placed_order')!)).toMatchObject({ number: 'TD-2026-000042', return_path: REDSYS.return_path });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
  });

  it('coming back to the checkout without paying, the shopper is reminded of the order waiting for its payment', async () => {
    window.sessionStorage.setItem('td_checkout_placed_order', JSON.stringify({ number: 'TD-2026-000041', order_token: 't', email: 'l@example.com', return_path: REDSYS.return_path }));
    renderCheckout();
    expect(await screen.findByText('Tu pedido TD-2026-000041 está esperando el pago.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el pago del pedido TD-2026-000041' }).getAttribute('href')).toBe(REDSYS.return_path);
  });
});
