import { describe, expect, it } from 'vitest';
import { parseDarkModePreference, parseTheme, resolveIsDark } from './theme';

describe('theme rules of spec §5', () => {
  it('falls back to ruediverso for any saved theme other than divergente', () => {
    expect(parseTheme('divergente')).toBe('divergente');
    expect(parseTheme('ruediverso')).toBe('ruediverso');
    expect(parseTheme('Divergente')).toBe('ruediverso');
    expect(parseTheme(null)).toBe('ruediverso');
    expect(parseTheme('')).toBe('ruediverso');
  });

  it('falls back to auto when the saved preference is missing or unknown', () => {
    expect(parseDarkModePreference(null)).toBe('auto');
    expect(parseDarkModePreference('sepia')).toBe('auto');
    expect(parseDarkModePreference('light')).toBe('light');
    expect(parseDarkModePreference('dark')).toBe('dark');
  });

  it('follows the system only in auto mode', () => {
    expect(resolveIsDark('auto', true)).toBe(true);
    expect(resolveIsDark('auto', false)).toBe(false);
    expect(resolveIsDark('light', true)).toBe(false);
    expect(resolveIsDark('dark', false)).toBe(true);
  });
});
