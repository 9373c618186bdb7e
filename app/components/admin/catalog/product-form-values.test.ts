import { describe, expect, it } from 'vitest';
import { checkImageFiles, parseNumber, productBody, productFormValues, validateProduct } from './product-form-values';
import { suggestedVariantSku } from './variants-editor';
import { makeProduct } from './test-products';

describe('product form values', () => {
  it('reads Spanish decimals, leaves an empty box undefined and refuses junk', () => {
    expect(parseNumber('49,90')).toBe(49.9);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('12 €')).toBeNaN();
  });

  it('a stored product round-trips into the same body, passport and size guide included', () => {
    const product = makeProduct({
      passport: { composition: [{ fibre: 'Lino', percent: 100 }], country_of_manufacture: 'Portugal', certifications: ['European Flax'], care_instructions: ['Lavar a 30 °C'] },
      size_guide: { unit: 'cm', columns: ['Pecho', 'Largo'], rows: [{ size: 'M', values: [104, 72] }] },
    });
    const body = productBody(productFormValues(product));
    expect(body).toMatchObject({
      name: product.name,
      sku: product.sku,
      price: 59.9,
      sale_price: 44.9,
      tags: ['lino', 'verano'],
      passport: product.passport,
      size_guide: product.size_guide,
    });
    expect(validateProduct(productFormValues(product))).toEqual({});
  });

  it('gives Spanish messages for the nested checks the contract leaves to zod', () => {
    const values = productFormValues(makeProduct({ size_guide: { unit: 'cm', columns: ['Pecho'], rows: [{ size: '', values: [500] }] } }));
    expect(validateProduct(values)).toMatchObject({ 'size_guide.rows.0.size': 'Indica la talla.', 'size_guide.rows.0.values.0': 'Medida entre 0 y 400 cm.' });
  });

  it('suggests a variant SKU from the product SKU, size and colour', () => {
    expect(suggestedVariantSku('RD-CAM-01', { size: 'XL', color_name: 'Azul marino' })).toBe('RD-CAM-01-XL-AZULMARINO');
    expect(suggestedVariantSku('', { size: 'XL', color_name: 'Azul' })).toBe('');
  });

  it('refuses more than ten photos at once', () => {
    const png = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    expect(checkImageFiles([png], 10)).toBe('Como máximo 10 imágenes a la vez.');
    expect(checkImageFiles([png], 0)).toBeNull();
  });
});
