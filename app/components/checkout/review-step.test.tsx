import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialValues, type CheckoutValues } from './checkout-values';
import { ReviewStep } from './review-step';
import { makeQuote } from './test-quote';

// Issue 36: 'Necesito factura completa (con NIF)' works before the page's script runs.

let seen: CheckoutValues | null = null;

function Review() {
  const [values, setValues] = useState<CheckoutValues>(initialValues);
  seen = values;
  const noop = () => undefined;
  return (
    <MemoryRouter>
      <ReviewStep
        binding={{ values, update: (patch) => setValues((current) => ({ ...current, ...patch })), errors: {}, clearError: noop, onContinue: noop }}
        quote={makeQuote()}
        isQuoting={false}
        couponInput=""
        onCouponInput={noop}
        onApplyCoupon={noop}
        onRemoveCoupon={noop}
        appliedCoupon={null}
        conflict={null}
        alertRef={{ current: null }}
        onRemoveLine={noop}
        onUpdateCart={noop}
        isPlacing={false}
        placeError={null}
        onPlace={noop}
      />
    </MemoryRouter>
  );
}

describe('the full invoice box before hydration', () => {
  it('the fields are in the first HTML, shown by the stylesheet when the box is checked', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Review />);
    const toggle = page.querySelector<HTMLInputElement>('input[name="full_invoice"]')!;
    const fields = page.querySelector('fieldset[data-invoice-fields]')!;
    expect(toggle.hasAttribute('data-invoice-toggle')).toBe(true);
    expect(fields.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'group-has-[[data-invoice-toggle]:checked]:grid']));
    // The box and the fields share the group whose :has() shows them.
    expect(toggle.closest('.group')).toBe(fields.closest('.group'));
    expect(fields.querySelector('[name="invoice_recipient.tax_id"]')).not.toBeNull();
  });

  it('what the shopper did before React took over (the box ticked, a NIF typed) is kept as it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Review />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[name="full_invoice"]')!.checked = true;
    container.querySelector<HTMLInputElement>('[name="invoice_recipient.tax_id"]')!.value = 'B12345674';
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => void (root = hydrateRoot(container, <Review />)));
    expect(seen!.full_invoice).toBe(true);
    expect(seen!.invoice_recipient).toEqual({ name: '', tax_id: 'B12345674', address: '' });
    expect(container.querySelector<HTMLInputElement>('[name="full_invoice"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[name="invoice_recipient.tax_id"]')!.value).toBe('B12345674');
    act(() => root!.unmount());
    container.remove();
  });
});
