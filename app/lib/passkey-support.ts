/**
 * Whether this browser can use passkeys at all, without loading @simplewebauthn/browser (its
 * `browserSupportsWebAuthn()` makes the same check): a passkey button is shown only where it works.
 * Always false on the server, so a passkey control appears only after hydration.
 */
export function browserCanUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}
