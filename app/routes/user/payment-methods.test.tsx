import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCard } from '@common/payments/account-contracts';
import { HOSTED_CARDS_NOTICE } from '~/components/payments/saved-cards';
import { invalid, ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as PaymentMethodsScreen from './payment-methods';

const renderCards = () => renderScreen(PaymentMethodsScreen, '/user/payment-methods');

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

const visa: SavedCard = { id: 1, brand: 'visa', last4: '4242', exp_month: 9, exp_year: 2030, holder_name: 'Lucía Pérez', is_default: true, is_expired: false, created_at: '2026-11-01T10:00:00.000Z' };
const master: SavedCard = { ...visa, id: 2, brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2026, holder_name: null, is_default: false, is_expired: true };

function fillCard(dialog: HTMLElement, card: { number: string; expiry: string; cvc: string }) {
  fireEvent.change(within(dialog).getByLabelText('Número de la tarjeta'), { target: { value: card.number } });
  fireEvent.change(within(dialog).getByLabelText('Caducidad'), { target: { value: card.expiry } });
  fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: card.cvc } });
}

describe('Métodos de pago', () => {
  it('shows each card with brand, last four digits, expiry, the default and the expired one, and says who keeps the number', async () => {
    mockFetch({ 'GET /api/user/payment-methods': ok([visa, master]) });
    renderCards();
    const first = await screen.findByRole('article', { name: 'Visa acabada en 4242 (predeterminada)' });
    expect(within(first).getByText('•••• 4242')).toBeTruthy();
    expect(within(first).getByText('Caduca 09/30')).toBeTruthy();
    expect(within(first).getByText('Predeterminada')).toBeTruthy();
    const expired = screen.getByRole('article', { name: 'Mastercard acabada en 4444 (caducada)' });
    expect(within(expired).getByText('Caducada (03/26)')).toBeTruthy();
    // An expired card cannot become the default one.
    expect(within(expired).queryByRole('button', { name: /predeterminada/ })).toBeNull();
    expect(screen.getByText(/lo guarda la pasarela de pago, no la tienda/)).toBeTruthy();
  });

  it('adds a card: the number goes to the gateway only, the store gets the token', async () => {
    let list: SavedCard[] = [visa];
    const saved: SavedCard = { ...visa, id: 3, brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030, holder_name: null, is_default: false };
    const { calls } = mockFetch({
      'GET /api/user/payment-methods': () => ok(list),
      'POST /api/payments/test-gateway/tokens': ok({ token: 'tok_abc', brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 }, 201),
      'POST /api/user/payment-methods': () => {
        list = [visa, saved];
        return ok(saved, 201);
      },
    });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir tarjeta' });
    expect(within(dialog).getByLabelText('Número de la tarjeta').getAttribute('autocomplete')).toBe('cc-number');
    expect(within(dialog).getByLabelText('Caducidad').getAttribute('autocomplete')).toBe('cc-exp');
    expect(within(dialog).getByLabelText('CVC').getAttribute('autocomplete')).toBe('cc-csc');
    expect(within(dialog).getByLabelText(/^Titular/).getAttribute('autocomplete')).toBe('cc-name');
    expect(within(dialog).getByText('Tarjetas de prueba')).toBeTruthy();
    expect(within(dialog).getByText('5555 5555 5555 4444')).toBeTruthy();

    fillCard(dialog, { number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));

    expect(await screen.findByRole('article', { name: 'Mastercard acabada en 4444' })).toBeTruthy();
    const tokenCall = calls.find((call) => call.url === '/api/payments/test-gateway/tokens');
    expect(tokenCall?.body).toEqual({ number: '5555555555554444', exp_month: 12, exp_year: 2030, cvc: '123' });
    const saveCall = calls.find((call) => call.method === 'POST' && call.url === '/api/user/payment-methods');
    expect(saveCall?.body).toEqual({ token: 'tok_abc', holder_name: null, set_default: false });
    expect(JSON.stringify(saveCall?.body)).not.toContain('5555');
    expect(screen.getByText('Mastercard •••• 4444 guardada.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the card in the form first: a wrong number or a past expiry makes no call', async () => {
    const { calls } = mockFetch({ 'GET /api/user/payment-methods': ok([]) });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir mi primera tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir tarjeta' });
    fillCard(dialog, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await within(dialog).findByText('Este número de tarjeta no es válido. Revísalo.')).toBeTruthy();
    expect(within(dialog).getByText('Esta tarjeta ha caducado.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Número de la tarjeta').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says why the bank refused the card, and keeps the dialog open", async () => {
    mockFetch({
      'GET /api/user/payment-methods': ok([]),
      'POST /api/payments/test-gateway/tokens': ok({ token: 'tok_declined', brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2030 }, 201),
      'POST /api/user/payment-methods': invalid({ token: ['El banco ha rechazado la tarjeta: no se puede guardar. Prueba con otra.'] }),
    });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir mi primera tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir tarjeta' });
    fillCard(dialog, { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await within(dialog).findByText('El banco ha rechazado la tarjeta: no se puede guardar. Prueba con otra.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Añadir tarjeta' })).toBeTruthy();
  });

  it('makes another card the default one, and removes a card only after confirming', async () => {
    const other: SavedCard = { ...master, is_expired: false, exp_year: 2031 };
    let list = [visa, other];
    const { calls } = mockFetch({
      'GET /api/user/payment-methods': () => ok(list),
      'PATCH /api/user/payment-methods/2/default': () => {
        list = [{ ...other, is_default: true }, { ...visa, is_default: false }];
        return ok(list[0]);
      },
      'DELETE /api/user/payment-methods/1': () => {
        list = [{ ...other, is_default: true }];
        return ok({ message: 'Tarjeta eliminada.' });
      },
    });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar como predeterminada (Mastercard acabada en 4444)' }));
    expect(await screen.findByRole('article', { name: 'Mastercard acabada en 4444 (predeterminada)' })).toBeTruthy();
    expect(screen.getByText('Esta es ahora tu tarjeta predeterminada.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Visa acabada en 4242' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Quitar esta tarjeta?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Quitar Visa acabada en 4242' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar tarjeta' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Visa/ })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/user/payment-methods/1']);
    expect(screen.getByText('Tarjeta quitada de tu cuenta.')).toBeTruthy();
  });

  describe('with a hosted payment page (Redsys, Stripe: the public settings say payment_flow hosted)', () => {
    const hosted = { settings: { payment_flow: 'hosted' as const } };

    it('says the card is typed on the provider’s page at each purchase, offers no way to add or choose one, and old cards can still be removed', async () => {
      let list = [visa, master];
      const { calls } = mockFetch({
        'GET /api/user/payment-methods': () => ok(list),
        'DELETE /api/user/payment-methods/1': () => {
          list = [master];
          return ok({ message: 'Tarjeta eliminada.' });
        },
      });
      renderScreen(PaymentMethodsScreen, '/user/payment-methods', hosted);
      const card = await screen.findByRole('article', { name: 'Visa acabada en 4242' });
      expect(screen.getByText((_, element) => element?.tagName === 'SPAN' && element.textContent!.startsWith(HOSTED_CARDS_NOTICE))).toBeTruthy();
      expect(screen.getByText(/Las tarjetas que guardaste antes ya no se ofrecen al pagar/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Añadir/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /predeterminada/ })).toBeNull();
      expect(within(card).queryByText('Predeterminada')).toBeNull();
      expect(screen.queryByText(/añade la nueva/)).toBeNull();

      fireEvent.click(within(card).getByRole('button', { name: 'Quitar Visa acabada en 4242' }));
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar tarjeta' }));
      await waitFor(() => expect(screen.queryByRole('article', { name: /Visa/ })).toBeNull());
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/user/payment-methods/1']);
      expect(screen.getByText('Tarjeta quitada de tu cuenta.')).toBeTruthy();
    });

    it('without saved cards, says none is needed and offers no card form', async () => {
      const { calls } = mockFetch({ 'GET /api/user/payment-methods': ok([]) });
      renderScreen(PaymentMethodsScreen, '/user/payment-methods', hosted);
      expect(await screen.findByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeTruthy();
      expect(screen.getByText(HOSTED_CARDS_NOTICE)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Añadir/ })).toBeNull();
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/user/payment-methods']);
    });
  });

  it('a page drawn before the store moved to a hosted payment page: the gateway’s 404 closes the form and the reason takes its place', async () => {
    const { calls } = mockFetch({
      'GET /api/user/payment-methods': ok([]),
      'POST /api/payments/test-gateway/tokens': { status: 404, body: { message: 'La tienda no está en modo de pruebas: la tarjeta se introduce en la pasarela de pago.' } },
    });
    renderCards();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir mi primera tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir tarjeta' });
    fillCard(dialog, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = screen.getByText(HOSTED_CARDS_NOTICE).closest('p')!;
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.queryByText(/modo de pruebas/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Añadir/ })).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/user/payment-methods')).toBe(false);
  });
});
