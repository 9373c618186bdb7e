import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@common/catalog/contracts';
import type { SizeAdvice } from '@common/reviews/size-advice-contracts';
import { QuickAddPicker } from '~/components/catalog/quick-add-picker';
import { quickAddFor } from '~/components/catalog/card-rules';
import { resetCartForTests } from '~/lib/cart';
import { ProductPurchase } from './product-purchase';
import { makeProduct } from './test-product';
import { initialChoice } from './variant-rules';

// The size advice beside the sizes (issue 25): on the product page and in the cards' quick-add picker,
// in words, and describing the size group it speaks about.

const small: SizeAdvice = { verdict: 'small', text: 'Suele quedar pequeña: te recomendamos una talla más', based_on: 12, reviews: 7, returns: 5 };

function renderPurchase(product: StoreProduct) {
  const router = createMemoryRouter([
    { path: '*', element: <ProductPurchase product={product} choice={initialChoice(product)} onColorChange={() => undefined} onSizeChange={() => undefined} /> },
  ]);
  return render(<RouterProvider router={router} />);
}

/** The text of the elements an element's aria-describedby names, in order. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  resetCartForTests();
});

describe('size advice on the product page', () => {
  it('says how the garment fits and what that rests on, and the size group is described by it', () => {
    renderPurchase(makeProduct({ size_advice: small }));
    const note = screen.getByText('Suele quedar pequeña: te recomendamos una talla más.').closest('p')!;
    expect(note.textContent).toBe('Suele quedar pequeña: te recomendamos una talla más. Según 7 opiniones y 5 devoluciones por talla.');
    const sizes = screen.getByRole('group', { name: /Talla/ });
    expect(within(sizes).getByText(/Suele quedar pequeña/)).toBeTruthy();
    expect(description(sizes)).toContain('Suele quedar pequeña: te recomendamos una talla más. Según 7 opiniones');
    // Not the colours: the advice speaks about the size.
    expect(description(screen.getByRole('group', { name: /Color/ }))).toBe('');
  });

  it('keeps the hint of what is missing in the description beside the advice', () => {
    const product = makeProduct({ size_advice: { verdict: 'true', text: 'Talla fiel', based_on: 6, reviews: 6, returns: 0 } });
    // Choose a colour whose sizes are not chosen yet: the size hint describes the group too.
    const router = createMemoryRouter([
      {
        path: '*',
        element: <ProductPurchase product={product} choice={{ color: 'Marino', size: null }} onColorChange={() => undefined} onSizeChange={() => undefined} />,
      },
    ]);
    render(<RouterProvider router={router} />);
    const sizes = screen.getByRole('group', { name: /Talla/ });
    expect(description(sizes)).toMatch(/^Talla fiel\. Según 6 opiniones\. .+/);
  });

  it('shows nothing without enough evidence', () => {
    renderPurchase(makeProduct({ size_advice: null }));
    expect(screen.queryByText(/Suele quedar|Talla fiel|Según/)).toBeNull();
    expect(description(screen.getByRole('group', { name: /Talla/ }))).not.toMatch(/Según/);
  });
});

describe('size advice in the quick-add picker', () => {
  function renderPicker(product: StoreProduct) {
    const quickAdd = quickAddFor(product);
    if (quickAdd.kind !== 'choose') throw new Error('the product needs sizes to choose');
    const onAdd = vi.fn();
    render(
      <MemoryRouter>
        <QuickAddPicker product={product} quickAdd={quickAdd} describedBy="nombre" focusKey="tarjeta" onAdd={onAdd} defaultOpen />
      </MemoryRouter>,
    );
    return { onAdd, picker: screen.getByRole('dialog', { name: `Elige talla de ${product.name}` }) };
  }

  it('says the advice above the sizes, and each colour\'s sizes are described by it', async () => {
    const product = makeProduct({ size_advice: { ...small, verdict: 'large', text: 'Suele quedar grande: te recomendamos una talla menos', reviews: 1, returns: 4, based_on: 5 } });
    const { picker, onAdd } = renderPicker(product);
    expect(within(picker).getByText(/Suele quedar grande/).closest('p')!.textContent).toBe(
      'Suele quedar grande: te recomendamos una talla menos. Según 1 opinión y 4 devoluciones por talla.',
    );
    const groups = within(picker).getAllByRole('group');
    expect(groups.length).toBe(2);
    for (const group of groups) expect(description(group)).toMatch(/^Suele quedar grande/);
    // The sizes still add as before.
    fireEvent.click(within(groups[1]!).getByRole('button', { name: 'S' }));
    expect(onAdd).toHaveBeenCalledOnce();
    await act(async () => undefined);
  });

  it('says nothing without advice', async () => {
    const { picker } = renderPicker(makeProduct({ size_advice: null }));
    expect(within(picker).queryByText(/Según/)).toBeNull();
    for (const group of within(picker).getAllByRole('group')) expect(group.getAttribute('aria-describedby')).toBeNull();
    await act(async () => undefined);
  });
});
