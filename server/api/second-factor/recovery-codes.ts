import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../common/second-factor/contracts';
import { hashToken } from '../auth/tokens';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'; // base32: no 0/1/8/9 to mistake for o/l/b/g

/** Ten codes of 10 base32 characters (50 bits each), written abcde-23456. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What is stored of a code: SHA-256 of its characters without the hyphen. 50 random bits make a
 * slow hash unnecessary, and the lookup by hash compares no secret byte by byte.
 */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code.replace(/-/g, '').toLowerCase()}`);
}
