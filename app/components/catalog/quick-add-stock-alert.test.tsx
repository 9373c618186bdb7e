import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount } from '~/components/account/account-test-utils';
import { makeUser, mockFetch } from '~/components/auth/auth-test-utils';
import { makeProduct, makeVariant } from '~/components/product/test-product';
import { resetAuthForTests, setAuthUser } from '~/lib/auth';
import { QuickAddStockAlert } from './quick-add-stock-alert';

// "Avísame cuando vuelva" in the cards' quick-add picker (issue 25); what the API accepts is proven
// in server/api/stock-alerts, the form's own messages in stock-alert-dialog.test.tsx.

beforeEach(() => resetAuthForTests());
afterEach(() => vi.unstubAllGlobals());

const sweater = makeProduct({
  name: 'Jersey Trenzas',
  variants: [
    makeVariant({ id: 41, size: 'S', color_name: 'Crudo', stock: 2 }),
    makeVariant({ id: 42, size: 'M', color_name: 'Crudo', stock: 0 }),
    makeVariant({ id: 43, size: 'M', color_name: 'Verde', stock: 0 }),
  ],
});

describe('QuickAddStockAlert', () => {
  it('a guest opens it under the sizes, chooses a sold-out size of any colour and is told to confirm by e-mail', async () => {
    const { calls } = mockFetch({
      'POST /api/stock-alerts': {
        status: 201,
        body: { success: true, data: { alert: {}, needs_confirmation: true, message: 'Revisa tu correo (eva@example.com) para confirmar el aviso.' } },
      },
    });
    renderAccount(<QuickAddStockAlert product={sweater} />, '/store');
    const toggle = screen.getByRole('button', { name: '¿Agotada tu talla? Avísame cuando vuelva' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const form = await screen.findByRole('form', { name: 'Aviso de disponibilidad' });
    const select = within(form).getByLabelText(/Talla agotada/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Elige la talla', 'Talla M · Crudo', 'Talla M · Verde']);
    fireEvent.change(select, { target: { value: '43' } });
    fireEvent.change(within(form).getByLabelText(/Tu email/), { target: { value: 'eva@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Avisarme' }));

    expect((await screen.findByText('Revisa tu correo (eva@example.com) para confirmar el aviso.')).getAttribute('role')).toBe('status');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/stock-alerts', body: { variant_id: 43, email: 'eva@example.com' } });
  });

  it("a signed-in customer's only sold-out size is chosen already; the alert goes to the account's address", async () => {
    setAuthUser(makeUser(['user'], { email: 'lola@example.com' }));
    const { calls } = mockFetch({
      'POST /api/stock-alerts': { status: 201, body: { success: true, data: { alert: {}, needs_confirmation: false, message: 'Te avisaremos en cuanto vuelva.' } } },
    });
    const oneSoldOut = makeProduct({ variants: [makeVariant({ id: 51, size: 'L', color_name: 'Negro', stock: 0 }), makeVariant({ id: 52, size: 'S', color_name: 'Negro', stock: 1 })] });
    renderAccount(<QuickAddStockAlert product={oneSoldOut} />, '/store');
    fireEvent.click(screen.getByRole('button', { name: '¿Agotada tu talla? Avísame cuando vuelva' }));
    const form = await screen.findByRole('form', { name: 'Aviso de disponibilidad' });
    expect(form.textContent).toContain('Te avisaremos en lola@example.com.');
    expect((within(form).getByLabelText(/Talla agotada/) as HTMLSelectElement).value).toBe('51');
    fireEvent.click(within(form).getByRole('button', { name: 'Avisarme' }));
    expect((await screen.findByText('Te avisaremos en cuanto vuelva.')).getAttribute('role')).toBe('status');
    expect(calls[0]!.body).toEqual({ variant_id: 51 });
  });

  it('nothing sold out, nothing shown', () => {
    const inStock = makeProduct({ variants: [makeVariant({ id: 61, size: 'M', color_name: 'Negro', stock: 2 })] });
    renderAccount(<QuickAddStockAlert product={inStock} />, '/store');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
