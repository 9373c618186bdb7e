import { describe, expect, it } from 'vitest';
import { hasInvisibleChars, isPasswordField, visibleText } from './invisible-chars';

describe('the invisible-character rule of free text (issue 33)', () => {
  it.each([
    ['a right-to-left override', 'Ana\u202Eoãd'],
    ['a zero-width space', 'Jo\u200Bsé'],
    ['a byte-order mark', '\uFEFFCalle Mayor 1'],
    ['a left-to-right isolate', 'S.L.\u2066 Diverso'],
    ['a pop directional isolate', 'Diverso\u2069'],
    ['a left-to-right embedding', '\u202AMadrid'],
    ['a zero-width non-joiner', 'Lu\u200Ccía'],
    ['a left-to-right mark', 'Lucía\u200E'],
    ['a right-to-left mark', '\u200FLucía'],
    ['a zero-width joiner between letters', 'Lu\u200Dcía'],
    ['a zero-width joiner after an emoji, before a letter', '👩\u200Ddev'],
    ['a zero-width joiner before an emoji, after a letter', 'dev\u200D💻'],
    ['a zero-width joiner at the end', 'Hola 👩\u200D'],
    ['two joiners in a row', '👩\u200D\u200D💻'],
  ])('refuses %s', (_what, text) => {
    expect(hasInvisibleChars(text)).toBe(true);
    expect(visibleText(text)).toBe(false);
  });

  it.each([
    'José Ñúñez',
    'Café ☕',
    '👩‍💻 dev',
    '👨‍👩‍👧',
    '👩🏽‍💻 con tono de piel',
    '🏳️‍🌈 y 🏳️‍⚧️',
    '❤️‍🔥',
    '🧑‍🤝‍🧑',
    '🧔‍♂️ 🏃‍♀️‍➡️',
    '🐻‍❄️',
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    '1️⃣ 👋🏽',
    'Calle d’Alcalà, 3º B · Girona',
    'Línea uno\nlínea dos\tcon tabulador',
    'Ελληνικά, русский, 日本語, עברית, العربية',
  ])('accepts %s', (text) => {
    expect(hasInvisibleChars(text)).toBe(false);
    expect(visibleText(text)).toBe(true);
  });

  it('leaves passwords alone, and only them', () => {
    for (const name of ['password', 'current_password', 'new_password', 'password_confirmation', 'new_password_confirmation']) expect(isPasswordField(name), name).toBe(true);
    for (const name of ['name', 'passwords', 'password_hint', 'mypassword', 'message', '']) expect(isPasswordField(name), name).toBe(false);
  });
});
