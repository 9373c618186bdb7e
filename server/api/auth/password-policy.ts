import { readFileSync } from 'node:fs';
import { ValidationError } from '../../errors';

/**
 * What a new password must not be, beyond the 12-to-128 characters that the shared schema
 * (`NewPassword` in common/auth/contracts.ts) checks in the browser too (ASVS 5, level 2).
 *
 * The list of leaked passwords stays on the server: common-passwords.txt is the ranked list of the
 * most used passwords in public leaks that zxcvbn ships (npm `@zxcvbn-ts/language-common` 4.1.3,
 * `src/passwords.json`, MIT, © Dan Wheeler, Dropbox and zxcvbn-ts), lower-cased, one a line,
 * commonest first. It is read from disk once, on the first check; nothing is fetched at run time.
 */

export type PasswordLocale = 'es' | 'en';

export interface PasswordContext {
  /** The account's e-mail: neither it nor its local part may be the password. */
  email?: string | null;
  /** Register speaks English (spec §1); everything else Spanish. */
  locale?: PasswordLocale;
}

export const PASSWORD_POLICY_MESSAGES = {
  es: {
    common: 'Esta contraseña es demasiado común: elige otra.',
    repeated: 'La contraseña no puede ser un mismo carácter repetido ni solo espacios.',
    personal: 'La contraseña no puede ser tu email ni el nombre de la tienda.',
  },
  en: {
    common: 'This password is too common: choose another.',
    repeated: 'The password may not be one repeated character or only spaces.',
    personal: 'The password may not be your email or the store name.',
  },
} as const;

/** Names a guesser tries first against this store. */
const STORE_WORDS = ['tiendadiverso', 'diverso', 'ruediverso', 'divergente'];

/** Runs of keys or letters ('abcdefghijkl', 'qwertyuiopas', '0987654321…'). */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];

let commonPasswords: Set<string> | null = null;

function commonList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  return commonPasswords;
}

/** Lower case without accents, so 'Contraseña' is 'contrasena' and 'PASSWORD' is 'password'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** 'abcabcabcabc' → 'abc'; a password that is not one block said over and over → itself. */
function repeatedBlock(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

function isSequence(text: string): boolean {
  return SEQUENCES.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/**
 * Why the password cannot be used, or null when it can. Case-insensitive; a common password with
 * digits or symbols around it ('Password2026!', '!!qwerty12345') counts as that common password.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const messages = PASSWORD_POLICY_MESSAGES[context.locale ?? 'es'];
  if (password.trim() === '' || new Set(password).size === 1) return messages.repeated;

  const plain = normalise(password);
  const compact = plain.replace(/\s+/g, '');
  const email = context.email ? normalise(context.email.trim()) : null;
  const localPart = email?.split('@')[0] ?? null;
  // The core: what is left, spaces gone, without the digits and symbols a person adds around a word.
  const core = compact.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

  if (email && (compact === email || compact.includes(email) || (localPart && localPart.length >= 3 && core === localPart))) {
    return messages.personal;
  }
  if (STORE_WORDS.includes(core)) return messages.personal;

  const list = commonList();
  const block = repeatedBlock(compact);
  if (list.has(plain) || list.has(compact) || list.has(block) || block.length <= 3 || isSequence(compact)) return messages.common;
  if (core.length >= 3 && (list.has(core) || list.has(repeatedBlock(core)))) return messages.common;
  return null;
}

/** 422 on `field` when the password cannot be used (after the schema checked its length). */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}, field = 'password'): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new ValidationError({ [field]: [problem] });
}
