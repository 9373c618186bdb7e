import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnPage } from '@common/returns/contracts';
import { ok, renderScreen } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { makeReturn, returnSummaryOf } from '~/components/returns/test-return';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { clearToastsForTests } from '~/lib/toast';
import * as ReturnScreen from './return';
import * as ReturnsScreen from './returns';

beforeEach(() => {
  resetAuthForTests();
  setAuthUser(makeUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToastsForTests();
});

/** The return screen at its real path pattern, so the loader gets `params.number`. */
function renderReturn(number: string) {
  const Stub = createRoutesStub([
    {
      path: '/user/returns/:number',
      Component: ReturnScreen.default as unknown as ComponentType,
      HydrateFallback: ReturnScreen.HydrateFallback,
      ErrorBoundary: ReturnScreen.ErrorBoundary as unknown as ComponentType,
      loader: (args) => ReturnScreen.clientLoader(args as never),
    },
  ]);
  return render(<Stub initialEntries={[`/user/returns/${number}`]} />);
}

const page = (data: ReturnPage['data'], overrides: Partial<ReturnPage> = {}) =>
  ok({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length, ...overrides });

describe('Devoluciones', () => {
  it('lists each return with its state, kind, order and refund, linked to its page', async () => {
    const requested = returnSummaryOf(makeReturn());
    const withdrawal = returnSummaryOf(makeReturn({ id: 8, number: 'DV-2026-000046', kind: 'withdrawal', status: 'refunded', refund_total: 84.85 }));
    mockFetch({ 'GET /api/user/returns': page([withdrawal, requested]) });
    renderScreen(ReturnsScreen, '/user/returns');
    const first = await screen.findByRole('article', { name: 'Desistimiento DV-2026-000046' });
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/user/returns/DV-2026-000046');
    expect(within(first).getByText('Reembolsada')).toBeTruthy();
    expect(first.textContent).toContain('84,85');
    const second = screen.getByRole('article', { name: 'Devolución o cambio DV-2026-000045' });
    expect(within(second).getByText('Solicitada')).toBeTruthy();
    expect(second.textContent).toContain('Pedido TD-2026-000123');
  });

  it('keeps the friendly empty state when there are none', async () => {
    mockFetch({ 'GET /api/user/returns': page([]) });
    renderScreen(ReturnsScreen, '/user/returns');
    expect(await screen.findByRole('heading', { level: 2, name: 'No tienes devoluciones' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ver mis pedidos/ }).getAttribute('href')).toBe('/user/orders');
    expect(screen.getByRole('link', { name: 'Cómo funcionan las devoluciones' }).getAttribute('href')).toBe('/help/returns');
  });
});

describe('Una devolución', () => {
  const NUMBER = 'DV-2026-000045';

  it('shows the tracker, the garments, the refund, the pickup address, the history and the sheet', async () => {
    mockFetch({
      [`GET /api/user/returns/${NUMBER}`]: ok(
        makeReturn({
          status: 'picked_up',
          picked_up_at: '2026-11-26T09:00:00.000Z',
          comment: 'Me queda estrecha.',
          events: [
            makeReturn().events[0]!,
            { id: 2, kind: 'status', to_status: 'picked_up', message: 'El transportista ha recogido el paquete.', actor_kind: 'staff', actor_name: 'Ana', created_at: '2026-11-26T09:00:00.000Z' },
          ],
        }),
      ),
    });
    renderReturn(NUMBER);
    expect(await screen.findByRole('heading', { level: 1, name: `Devolución ${NUMBER}` })).toBeTruthy();
    const tracker = screen.getByRole('list', { name: 'Seguimiento de la devolución' });
    expect([...tracker.querySelectorAll('li')].map((step) => step.textContent?.replace(/^\d/, '').replace(/\d+ \w+ \d{4}/, '').trim())).toEqual([
      'Solicitada (hecho)',
      'Recogida (estado actual)',
      'Recibida (pendiente)',
      'Reembolsada (pendiente)',
    ]);
    const garments = screen.getByRole('region', { name: 'Prendas de la devolución' });
    expect(garments.textContent).toContain('Motivo: Talla pequeña');
    expect(garments.textContent).toContain('Tu comentario: Me queda estrecha.');
    const refund = screen.getByRole('region', { name: 'Reembolso' });
    expect(refund.textContent).toContain('Total a devolver39,95');
    expect(refund.textContent).toContain('Se devuelve a la misma tarjeta (Visa •••• 4242)');
    expect(screen.getByRole('region', { name: 'Recogida' }).textContent).toContain('28012 Madrid (Madrid)');
    expect(screen.getByRole('region', { name: 'Historial de la devolución' }).textContent).toContain('El transportista ha recogido el paquete.');
    expect(screen.getByRole('link', { name: 'Descargar hoja de devolución (PDF)' }).getAttribute('href')).toBe('/api/returns/DV-2026-000045/sheet?token=abc');
    expect(screen.getByRole('link', { name: 'TD-2026-000123' }).getAttribute('href')).toBe('/user/orders/TD-2026-000123');
  });

  it('an exchange ends in "Cambio enviado"; a refusal says its reason instead of the tracker', async () => {
    let ret = makeReturn({
      status: 'exchange_sent',
      exchange_order_number: 'TD-2026-000200',
      lines: [{ ...makeReturn().lines[0]!, resolution: 'exchange', refund: 0, exchange: { variant_id: 101, size: 'L', color_name: 'Arena', sku: 'CAM-LIN-L-ARE' } }],
    });
    mockFetch({ [`GET /api/user/returns/${NUMBER}`]: () => ok(ret) });
    const { unmount } = renderReturn(NUMBER);
    const tracker = await screen.findByRole('list', { name: 'Seguimiento de la devolución' });
    expect(tracker.textContent).toContain('Cambio enviado (estado actual)');
    expect(screen.getByRole('region', { name: 'Prendas de la devolución' }).textContent).toContain('Cambio por Talla L · Color Arena');
    expect(screen.getByRole('region', { name: 'Reembolso' }).textContent).toContain('Es un cambio: no hay nada que reembolsar.');
    expect(screen.getByRole('link', { name: 'TD-2026-000200' }).getAttribute('href')).toBe('/user/orders/TD-2026-000200');
    unmount();

    ret = makeReturn({ status: 'rejected', rejection_reason: 'La prenda llegó usada y sin etiquetas.' });
    renderReturn(NUMBER);
    expect(await screen.findByText('Motivo: La prenda llegó usada y sin etiquetas.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Seguimiento de la devolución' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Descargar hoja de devolución (PDF)' })).toBeNull();
  });

  it('fetches the sheet with the session when its address needs it, and saves the PDF', async () => {
    const { calls } = mockFetch({
      [`GET /api/user/returns/${NUMBER}`]: ok(makeReturn({ sheet_url: `/api/user/returns/${NUMBER}/sheet` })),
      [`GET /api/user/returns/${NUMBER}/sheet`]: { status: 200, body: '%PDF-1.7' },
    });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:hoja');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    // The saved file's own link is clicked by the code: it must not take the test's window away.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    try {
      renderReturn(NUMBER);
      fireEvent.click(await screen.findByRole('link', { name: 'Descargar hoja de devolución (PDF)' }));
      await waitFor(() => expect(saved).toEqual([`hoja-devolucion-${NUMBER}.pdf blob:hoja`]));
      expect(calls.some((call) => call.url === `/api/user/returns/${NUMBER}/sheet`)).toBe(true);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('a missing return (or another person’s) reads as not found', async () => {
    mockFetch({ 'GET /api/user/returns/DV-2026-999999': { status: 404, body: { message: 'No encontramos esa devolución.' } } });
    renderReturn('DV-2026-999999');
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos la devolución DV-2026-999999' })).toBeTruthy();
  });
});
