import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { normaliseCode, RECOVERY_CODE_PATTERN } from '../../../common/second-factor/contracts';
import { roleNeedsSecondFactorByDefault, secondFactorRequired } from '../../../common/roles';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { acceptTotp, newTotpSecret } from './totp';

// RFC 6238 with a clock the test holds: the step a code belongs to, the tolerance of one step, and
// the replay rule (a step at or before the last accepted one is refused).

const at = (iso: string) => new Date(iso);
const codeAt = (secret: string, date: Date) => generate({ secret, epoch: Math.floor(date.getTime() / 1000) });

describe('authenticator app codes', () => {
  const secret = newTotpSecret();
  const now = at('2026-11-29T10:00:15Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('accepts the code of now and of the step either side, and says which step it was', async () => {
    expect(await acceptTotp({ secret, code: await codeAt(secret, now), now, afterTimeStep: null })).toBe(step);
    expect(await acceptTotp({ secret, code: await codeAt(secret, new Date(now.getTime() - 30_000)), now, afterTimeStep: null })).toBe(step - 1);
    expect(await acceptTotp({ secret, code: await codeAt(secret, new Date(now.getTime() + 30_000)), now, afterTimeStep: null })).toBe(step + 1);
    expect(await acceptTotp({ secret, code: await codeAt(secret, new Date(now.getTime() - 90_000)), now, afterTimeStep: null })).toBeNull();
  });

  it('refuses a step already used, or one before it', async () => {
    const code = await codeAt(secret, now);
    expect(await acceptTotp({ secret, code, now, afterTimeStep: step })).toBeNull();
    expect(await acceptTotp({ secret, code, now, afterTimeStep: step - 1 })).toBe(step);
  });

  it("refuses another secret's code and anything that is not a code", async () => {
    expect(await acceptTotp({ secret: newTotpSecret(), code: await codeAt(secret, now), now, afterTimeStep: null })).toBeNull();
    expect(await acceptTotp({ secret, code: 'abcdef', now, afterTimeStep: null })).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten different base32 codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const typed = normaliseCode(` ${codes[0]!.toUpperCase().replace('-', ' ')} `);
    expect(recoveryCodeHash(typed)).toBe(recoveryCodeHash(codes[0]!));
    expect(recoveryCodeHash(codes[1]!)).not.toBe(recoveryCodeHash(codes[0]!));
  });
});

describe('who must give a second factor', () => {
  it('is whoever holds a role with the switch on, or a money or access permission given directly', () => {
    expect(roleNeedsSecondFactorByDefault(['products.manage', 'refunds'])).toBe(false);
    expect(roleNeedsSecondFactorByDefault(['products.manage', 'returns.manage'])).toBe(true);
    expect(secondFactorRequired([{ requiresSecondFactor: false }], [])).toBe(false);
    expect(secondFactorRequired([{ requiresSecondFactor: false }, { requiresSecondFactor: true }], [])).toBe(true);
    expect(secondFactorRequired([], ['invoices.manage'])).toBe(true);
    expect(secondFactorRequired([], ['products.view'])).toBe(false);
  });
});
