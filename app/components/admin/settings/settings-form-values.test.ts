import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { parseAmount, settingsBody, settingsErrors, settingsFormValues } from './settings-form-values';

describe('settings form values', () => {
  it('shows amounts as a Spanish shop writes them and sends them back as the same numbers', () => {
    const values = settingsFormValues(DEFAULT_STORE_SETTINGS);
    expect(values.shipping_standard_fee).toBe('4,95');
    expect(values.free_shipping_threshold).toBe('60,00');
    expect(values.vat_rate).toBe('21');
    expect(settingsBody(values)).toEqual(DEFAULT_STORE_SETTINGS);
    expect(settingsErrors(values)).toEqual({});
  });

  it('reads a comma or a point, a euro sign and spaces; anything else is not a number', () => {
    expect(parseAmount('75,5')).toBe(75.5);
    expect(parseAmount(' 75.50 € ')).toBe(75.5);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('setenta')).toBeNaN();
    expect(parseAmount('1,2,3')).toBeNaN();
  });

  it('says what is wrong under the paths a 422 would use', () => {
    const values = settingsFormValues(DEFAULT_STORE_SETTINGS);
    values.free_shipping_threshold = 'mucho';
    values.opening_hours.monday = { open: true, opens: '18:00', closes: '10:00' };
    expect(settingsErrors(values)).toEqual({
      free_shipping_threshold: 'El envío gratuito debe ser un importe en euros.',
      'opening_hours.monday.closes': 'La hora de cierre debe ser posterior a la de apertura.',
    });
  });
});
