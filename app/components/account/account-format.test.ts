import { describe, expect, it } from 'vitest';
import { describeDevice, firstName, formatRelative, greetingFor, initials, isMobileDevice } from './account-format';

describe('describeDevice', () => {
  it('makes a user agent readable: browser and system', () => {
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).toBe('Chrome en Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iPhone');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox en Windows',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge en Windows');
    expect(
      describeDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'),
    ).toBe('Chrome en Android');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
  });

  it('says so when the device is unknown', () => {
    expect(describeDevice(null)).toBe('Dispositivo desconocido');
    expect(describeDevice('  ')).toBe('Dispositivo desconocido');
  });

  it('tells phones from computers', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe(false);
  });
});

describe('greeting by time of day', () => {
  it('says buenos días until lunch, buenas tardes until nine, then buenas noches', () => {
    expect(greetingFor(8)).toBe('Buenos días');
    expect(greetingFor(13)).toBe('Buenos días');
    expect(greetingFor(14)).toBe('Buenas tardes');
    expect(greetingFor(20)).toBe('Buenas tardes');
    expect(greetingFor(21)).toBe('Buenas noches');
    expect(greetingFor(3)).toBe('Buenas noches');
  });

  it("uses the first name, or 'Usuario' without one", () => {
    expect(firstName('Lucía Fernández Ortega')).toBe('Lucía');
    expect(firstName('')).toBe('Usuario');
    expect(initials('Lucía Fernández Ortega')).toBe('LF');
    expect(initials('')).toBe('U');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads recent moments in Spanish and older ones as a date', () => {
    expect(formatRelative('2026-03-10T11:59:50Z', now)).toBe('ahora mismo');
    expect(formatRelative('2026-03-10T11:55:00Z', now)).toBe('hace 5 minutos');
    expect(formatRelative('2026-03-09T12:00:00Z', now)).toBe('ayer');
    expect(formatRelative('2026-01-02T12:00:00Z', now)).toMatch(/2 ene 2026/);
  });
});
