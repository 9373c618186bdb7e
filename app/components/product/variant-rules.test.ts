import { describe, expect, it } from 'vitest';
import { makeProduct, makeVariant } from './test-product';
import { choiceFromAddress } from './variant-rules';

// The links of the back-in-stock e-mails open the product with the size that came back chosen.

describe('choiceFromAddress', () => {
  const product = makeProduct({
    colors: [
      { name: 'Oliva', hex: '#789904' },
      { name: 'Negro', hex: '#222222' },
    ],
    sizes: ['S', 'M'],
    variants: [
      makeVariant({ id: 1, size: 'S', color_name: 'Oliva', stock: 2 }),
      makeVariant({ id: 2, size: 'M', color_name: 'Oliva', stock: 0 }),
      makeVariant({ id: 3, size: 'M', color_name: 'Negro', stock: 5 }),
    ],
  });

  it('takes the colour and size of the address when that size is in stock in that colour', () => {
    expect(choiceFromAddress(product, new URLSearchParams('color=Negro&talla=M'))).toEqual({ color: 'Negro', size: 'M' });
  });

  it('keeps the colour but not a size that is sold out again, and ignores what the product does not have', () => {
    expect(choiceFromAddress(product, new URLSearchParams('color=Oliva&talla=M'))).toEqual({ color: 'Oliva', size: null });
    expect(choiceFromAddress(product, new URLSearchParams('color=Rosa&talla=M'))).toEqual({ color: 'Oliva', size: null });
    expect(choiceFromAddress(product, new URLSearchParams(''))).toEqual({ color: 'Oliva', size: null });
  });
});
