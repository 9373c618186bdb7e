import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { APP_NAME } from '../../../common/constants';
import { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../common/second-factor/contracts';
import type { PasskeyRow } from '../../db/schema';

/**
 * The relying party is the store as the browser sees it: the origin of the request (PUBLIC_URL's
 * when set — server/http/public-origin.ts rewrites every request to it), its host name as the RP ID.
 * A passkey made at one address works only there, which is WebAuthn's protection against phishing.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(requestUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  return { id: url.hostname, origin: url.origin, name: APP_NAME };
}

const TIMEOUT_MS = 5 * 60_000;

const transportsOf = (row: Pick<PasskeyRow, 'transports'>) => (row.transports ? row.transports.split(',') : undefined);

/** Options for navigator.credentials.create(): a discoverable key that verifies the person (so it can stand alone). */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
  existing: Pick<PasskeyRow, 'credentialId' | 'transports'>[],
): Promise<PasskeyCreationOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`td-user-${user.id}`),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return PasskeyCreationOptions.parse(options);
}

export async function verifyRegistration(rp: RelyingParty, expectedChallenge: string, response: RegistrationResponseJSON) {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.join(',').slice(0, 120) ?? null,
    backedUp: credentialBackedUp,
  };
}

/**
 * Options for navigator.credentials.get(): with `allow` (a second factor after the password) only
 * the account's keys; without (a sign-in with no password) whatever key of the store the browser holds.
 */
export async function authenticationOptions(rp: RelyingParty, allow: Pick<PasskeyRow, 'credentialId' | 'transports'>[] | null): Promise<PasskeyRequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: allow ? 'preferred' : 'required',
    ...(allow ? { allowCredentials: allow.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })) } : {}),
  });
  return PasskeyRequestOptions.parse(options);
}

/** The new signature counter when the assertion is the key's, for this challenge and origin; null otherwise. */
export async function verifyAssertion(
  rp: RelyingParty,
  input: { expectedChallenge: string; response: AuthenticationResponseJSON; passkey: PasskeyRow; requireUserVerification: boolean },
): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: input.passkey.credentialId,
      publicKey: Buffer.from(input.passkey.publicKey, 'base64url'),
      counter: input.passkey.counter,
      transports: transportsOf(input.passkey),
    },
    requireUserVerification: input.requireUserVerification,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
