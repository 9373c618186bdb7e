import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code from the step before or after still counts: a phone's clock a little off, a code typed as it changed. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the set-up screen shows: the otpauth:// address and its QR code (SVG). */
export async function totpSetup(input: { secret: string; issuer: string; account: string }) {
  const otpauthUrl = generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { otpauthUrl, qrSvg };
}

/**
 * The 30-second step a code belongs to, or null when it is not the secret's code now (give or take
 * one step) or its step is not after `afterTimeStep` (the last one accepted): a code works once.
 * otplib compares in constant time.
 */
export async function acceptTotp(input: { secret: string; code: string; now: Date; afterTimeStep: number | null }): Promise<number | null> {
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(input.afterTimeStep === null ? {} : { afterTimeStep: input.afterTimeStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
