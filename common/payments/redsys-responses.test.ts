import { describe, expect, it } from 'vitest';
import { normaliseRedsysResponse, redsysResponseMessage } from './redsys-responses';

describe('redsysResponseMessage', () => {
  it('names the reason a shopper can act on', () => {
    expect(redsysResponseMessage('0101')).toMatch(/caducada/);
    expect(redsysResponseMessage('0116')).toMatch(/saldo suficiente/);
    expect(redsysResponseMessage('0129')).toMatch(/CVV/);
    expect(redsysResponseMessage('0184')).toMatch(/titular/);
    expect(redsysResponseMessage('0202')).toMatch(/fraude/);
    expect(redsysResponseMessage('9104')).toMatch(/compras seguras/);
    expect(redsysResponseMessage('9915')).toMatch(/Has cancelado el pago/);
    expect(redsysResponseMessage('9673')).toBe(redsysResponseMessage('9915'));
  });

  it('reads the short forms Redsys also sends (190, 912)', () => {
    expect(redsysResponseMessage('190')).toBe(redsysResponseMessage('0190'));
    expect(redsysResponseMessage('912')).toBe(redsysResponseMessage('9912'));
    expect(normaliseRedsysResponse(' 0 ')).toBe('0000');
    expect(normaliseRedsysResponse('SIS0057')).toBeNull();
  });

  it('gives a generic message for codes it does not know', () => {
    expect(redsysResponseMessage('0999')).toMatch(/^El pago no se ha podido completar/);
    expect(redsysResponseMessage('garbage')).toBe(redsysResponseMessage('0999'));
  });

  it('always tells the shopper nothing was charged', () => {
    for (const code of ['0101', '0102', '0104', '0106', '0116', '0118', '0125', '0129', '0172', '0173', '0174', '0180', '0184', '0190', '0191', '0195', '0202', '0904', '0909', '0912', '0913', '0944', '9064', '9078', '9093', '9094', '9104', '9218', '9253', '9256', '9257', '9261', '9672', '9673', '9912', '9915', '9929', '9997', '1234']) {
      expect(redsysResponseMessage(code), code).toMatch(/No se ha cobrado nada|no se ha cobrado/);
    }
  });
});
