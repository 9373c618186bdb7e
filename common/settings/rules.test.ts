import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS, STORE_SETTINGS_DEFAULTS, StoreSettings } from './contracts';
import { isOpenDuringMaintenance } from './maintenance';
import { describeOpeningHours, formatIban, isValidIban, isValidSpanishTaxId, normaliseTaxId, type OpeningHours } from './rules';

describe('isValidSpanishTaxId', () => {
  it.each(['12345678Z', '00000000T', 'X1234567L', 'Y1234567X', 'Z1234567R', 'B12345674', 'A58818501', 'Q2826000H', 'G12345674', 'G1234567D', 'b-1234567-4', ' 12.345.678-z '])(
    'accepts %s',
    (value) => expect(isValidSpanishTaxId(value)).toBe(true),
  );

  it.each(['12345678A', 'X1234567A', 'B12345675', 'B1234567D', 'Q28260000', 'I12345674', '1234567Z', 'B123456744', '', 'ABCDEFGHI'])('refuses %s', (value) =>
    expect(isValidSpanishTaxId(value)).toBe(false),
  );

  it('writes it in capitals without separators', () => {
    expect(normaliseTaxId(' b-12.345.674 ')).toBe('B12345674');
  });
});

describe('describeOpeningHours', () => {
  const closed = { open: false, opens: '10:00', closes: '14:00' };
  const week = (overrides: Partial<OpeningHours>): OpeningHours => ({ ...DEFAULT_STORE_SETTINGS.opening_hours, ...overrides });

  it('says the default week as the store always said it', () => {
    expect(describeOpeningHours(DEFAULT_STORE_SETTINGS.opening_hours)).toBe('De lunes a viernes, de 9:00 a 19:00 (hora peninsular)');
  });

  it('groups consecutive days with the same hours and names the rest', () => {
    expect(describeOpeningHours(week({ saturday: { open: true, opens: '10:00', closes: '14:00' } }))).toBe(
      'De lunes a viernes, de 9:00 a 19:00 y sábado, de 10:00 a 14:00 (hora peninsular)',
    );
    expect(describeOpeningHours(week({ wednesday: closed, saturday: { open: true, opens: '09:00', closes: '19:00' } }))).toBe(
      'Lunes y martes, de 9:00 a 19:00 y de jueves a sábado, de 9:00 a 19:00 (hora peninsular)',
    );
  });

  it('says when no day opens', () => {
    const allClosed = Object.fromEntries(Object.keys(DEFAULT_STORE_SETTINGS.opening_hours).map((day) => [day, closed])) as unknown as OpeningHours;
    expect(describeOpeningHours(allClosed)).toBe('Sin horario de atención por ahora');
  });
});

describe('store settings contract', () => {
  it('accepts its own defaults unchanged', () => {
    expect(StoreSettings.parse(STORE_SETTINGS_DEFAULTS)).toEqual(STORE_SETTINGS_DEFAULTS);
  });
});

describe('isOpenDuringMaintenance', () => {
  it.each(['/admin', '/admin/settings', '/login', '/status', '/api/settings', '/storage/a.webp', '/assets/app.js'])('keeps %s open', (path) =>
    expect(isOpenDuringMaintenance(path)).toBe(true),
  );
  it.each(['/', '/store', '/help/faq', '/user/dashboard', '/administracion', '/login-x', '/register'])('closes %s', (path) =>
    expect(isOpenDuringMaintenance(path)).toBe(false),
  );
});

describe('IBAN', () => {
  it('accepts a right IBAN however it is typed, and writes it in groups of four', () => {
    expect(isValidIban('es91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('ES9121000418450200051332')).toBe(true);
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('refuses a wrong check digit or a Spanish IBAN of the wrong length', () => {
    expect(isValidIban('ES92 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 133')).toBe(false);
    expect(isValidIban('hola')).toBe(false);
  });
});
