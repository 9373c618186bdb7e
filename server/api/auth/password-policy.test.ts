import { describe, expect, it } from 'vitest';
import { NewPassword, PasswordField } from '../../../common/auth/contracts';
import { PASSWORD_POLICY_MESSAGES, passwordProblem } from './password-policy';

const es = PASSWORD_POLICY_MESSAGES.es;

describe('new password rules', () => {
  it('asks for 12 to 128 characters in the shared schema, in Spanish and on the register screen in English', () => {
    expect(NewPassword.safeParse('a'.repeat(11)).error?.issues[0]?.message).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect(NewPassword.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe('La contraseña no puede superar 128 caracteres.');
    expect(NewPassword.safeParse('lino-y-algodon').success).toBe(true);
    expect(PasswordField.safeParse('12345678').error?.issues[0]?.message).toBe('The password must be at least 12 characters.');
  });

  it.each([
    'password1234',
    'PASSWORD1234',
    'PassWord1234',
    '123456789012',
    'qwertyuiop123',
    'Qwertyuiop123!',
    'iloveyou2026!!',
    'Contraseña2026',
    'passwordpassword',
    'abcabcabcabc',
    'abcdefghijklm',
    'Barcelona1234',
  ])('refuses %s as too common', (password) => {
    expect(passwordProblem(password)).toBe(es.common);
  });

  it.each(['aaaaaaaaaaaa', '            ', '111111111111', '\t\t\t\t\t\t\t\t\t\t\t\t'])('refuses one repeated character or only spaces (%j)', (password) => {
    expect(passwordProblem(password)).toBe(es.repeated);
  });

  it('refuses the e-mail itself, its name part with digits, and the store name', () => {
    const email = 'lucia.perez@example.com';
    expect(passwordProblem('Lucia.Perez@Example.com', { email })).toBe(es.personal);
    expect(passwordProblem('lucia.perez2026', { email })).toBe(es.personal);
    expect(passwordProblem('TiendaDiverso2026', { email })).toBe(es.personal);
    expect(passwordProblem('Tienda Diverso 1!', { email })).toBe(es.personal);
    expect(passwordProblem('ruediverso-2026', { email })).toBe(es.personal);
  });

  it('accepts passphrases and random passwords, even with a common word inside', () => {
    for (const password of ['lino-y-algodon-azul', 'correcto caballo pila grapa', 'k7#Vq9!mZr2w', 'mi tienda diverso favorita', 'contraseña-segura-1']) {
      expect(passwordProblem(password, { email: 'ana@example.com' })).toBeNull();
    }
  });

  it('speaks English for the register screen', () => {
    expect(passwordProblem('password1234', { locale: 'en' })).toBe('This password is too common: choose another.');
  });
});
