import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockAlert } from '@common/stock-alerts/contracts';
import { renderAccount } from '~/components/account/account-test-utils';
import { StockAlertsSection } from '~/components/account/stock-alerts-section';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { loadDeferredModulesForTests } from '~/components/ui/deferred';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { StockAlertDialog } from './stock-alert-dialog';
import { makeProduct, makeVariant } from './test-product';

// "Avísame cuando vuelva" (issue 25) as the shopper uses it; what the API accepts and sends is
// proven in server/api/stock-alerts.

// The dialog's code as a shopper has it once the trigger was pressed or hovered.
beforeAll(loadDeferredModulesForTests);
beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

const product = makeProduct({
  name: 'Camiseta Crudo',
  variants: [
    makeVariant({ id: 11, size: 'S', color_name: 'Crudo', stock: 3 }),
    makeVariant({ id: 12, size: 'M', color_name: 'Crudo', stock: 0 }),
    makeVariant({ id: 13, size: 'L', color_name: 'Crudo', stock: 0 }),
  ],
});
const alert = (overrides: Partial<StockAlert> = {}): StockAlert => ({
  id: 5,
  status: 'active',
  status_label: 'Activo',
  email: 'ana@example.com',
  product: { id: product.id, name: 'Camiseta Crudo', slug: 'camiseta-crudo', image_url: null },
  variant: { id: 12, size: 'M', color_name: 'Crudo', in_stock: false },
  created_at: '2026-11-20T10:00:00.000Z',
  notified_at: null,
  ...overrides,
});

describe('StockAlertDialog', () => {
  it("a guest chooses the sold-out size and gives an e-mail; the form says what is missing first, and its submit stays inside the dialog", async () => {
    const { calls } = mockFetch({ 'POST /api/stock-alerts': { status: 201, body: { success: true, data: { alert: alert({ status: 'pending' }), needs_confirmation: true, message: 'Revisa tu correo (ana@example.com) para confirmar el aviso.' } } } });
    const outerSubmit = vi.fn((event: Event) => event.preventDefault());
    renderAccount(
      <form onSubmit={(event) => outerSubmit(event.nativeEvent)}>
        <StockAlertDialog product={product} choice={{ color: 'Crudo', size: null }} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '¿Tu talla está agotada? Avísame cuando vuelva' }));
    const dialog = screen.getByRole('dialog', { name: 'Avísame cuando vuelva' });
    const select = (await within(dialog).findByLabelText(/Talla agotada/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Elige la talla', 'Talla M · Crudo', 'Talla L · Crudo']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avisarme' }));
    expect(await within(dialog).findByText('Elige la talla agotada.')).toBeTruthy();
    expect(within(dialog).getByText('Indica tu email.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/Tu email/), { target: { value: 'Ana@Example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avisarme' }));
    expect(await within(dialog).findByText('Revisa tu correo (ana@example.com) para confirmar el aviso.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/stock-alerts', body: { variant_id: 12, email: 'Ana@Example.com' } });
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it("a signed-in customer is told at which address; when nothing can be bought it is the main action, the only sold-out size already chosen", async () => {
    setAuthUser(makeUser(['user'], { email: 'lola@example.com' }));
    const soldOut = makeProduct({ variants: [makeVariant({ id: 21, size: 'M', color_name: 'Negro', stock: 0 })] });
    renderAccount(<StockAlertDialog product={soldOut} choice={{ color: 'Negro', size: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Avísame cuando vuelva' }));
    const dialog = screen.getByRole('dialog', { name: 'Avísame cuando vuelva' });
    await within(dialog).findByText('lola@example.com');
    expect(dialog.textContent).toContain('Te avisaremos en lola@example.com.');
    expect(within(dialog).queryByLabelText(/Tu email/)).toBeNull();
    expect((within(dialog).getByLabelText(/Talla agotada/) as HTMLSelectElement).value).toBe('21');
  });

  it('nothing sold out, nothing shown', () => {
    const inStock = makeProduct({ variants: [makeVariant({ id: 31, size: 'M', color_name: 'Negro', stock: 2 })] });
    renderAccount(<StockAlertDialog product={inStock} choice={{ color: 'Negro', size: null }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('StockAlertsSection', () => {
  it('lists the alerts with their state; only open ones can be cancelled, each button saying which', async () => {
    renderAccount(<StockAlertsSection alerts={[alert(), alert({ id: 6, status: 'notified', status_label: 'Avisado', notified_at: '2026-11-25T10:00:00.000Z' })]} />);
    const section = screen.getByRole('region', { name: 'Avisos de disponibilidad' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getAllByRole('button')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Cancelar el aviso de Camiseta Crudo, talla M, Crudo' })).toBeTruthy();
    expect(within(section).getAllByRole('link', { name: 'Camiseta Crudo' })[0]!.getAttribute('href')).toBe('/store/products/camiseta-crudo?talla=M&color=Crudo');
    expect(section.textContent).toContain('Avisado');
  });
});
