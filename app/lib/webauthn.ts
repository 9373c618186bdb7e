import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { z } from '@common/zod';
import type { PasskeyAssertion, PasskeyAttestation, WebAuthnOptions } from '@common/second-factor/contracts';

/**
 * The browser's passkey prompts (issue 33), through @simplewebauthn/browser. Only ever reached by a
 * dynamic import (`await import('~/lib/webauthn')`) when someone presses a passkey button, so the
 * library never weighs on a page's first bundle.
 */

type Options = z.infer<typeof WebAuthnOptions>;

/** navigator.credentials.get() with the server's options: the assertion as JSON, as the API takes it. */
export async function passkeyAssertion(options: Options): Promise<z.input<typeof PasskeyAssertion>> {
  const response = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return response as z.input<typeof PasskeyAssertion>;
}

/** navigator.credentials.create() with the server's options: the new passkey as JSON. */
export async function passkeyAttestation(options: Options): Promise<z.input<typeof PasskeyAttestation>> {
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return response as z.input<typeof PasskeyAttestation>;
}

/** The person closed the prompt or it timed out: nothing to report, they may try again. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (error instanceof WebAuthnError) return error.code === 'ERROR_CEREMONY_ABORTED' || error.name === 'NotAllowedError';
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** This key is already registered on this account (the browser refuses to make it twice). */
export function isPasskeyAlreadyRegistered(error: unknown): boolean {
  return error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
