import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for tests (issue 33): it answers navigator.credentials.create() and .get()
 * options exactly as a platform authenticator does under WebAuthn Level 3 — an ES256 key, the
 * authenticator data with its flags and counter, "none" attestation in CBOR, the client data the
 * browser would add — so the server's real verification (@simplewebauthn/server) checks it. The
 * browser tests use Chromium's own virtual authenticator instead.
 */
export interface SoftPasskey {
  credentialId: string;
  userHandle: string | null;
  privateKey: KeyObject;
  counter: number;
}

type Json = Record<string, unknown>;
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly keys: SoftPasskey[] = [];

  constructor(
    readonly origin: string,
    private readonly options: { userVerified?: boolean; counterStep?: number } = {},
  ) {}

  /** The answer to navigator.credentials.create({ publicKey: options }), as PublicKeyCredential.toJSON() gives it. */
  create(options: Json, overrides: { origin?: string; challenge?: string } = {}) {
    const rp = options.rp as { id?: string };
    const user = options.user as { id: string };
    const rpId = rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(16);
    const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const attested = Buffer.concat([Buffer.alloc(16), u16(credentialId.length), credentialId, cose]);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags() | 0x40]), u32(0), attested]);
    const clientData = this.clientData('webauthn.create', overrides.challenge ?? String(options.challenge), overrides.origin);
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    this.keys.push({ credentialId: b64url(credentialId), userHandle: user.id, privateKey, counter: 0 });
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** The answer to navigator.credentials.get({ publicKey: options }) with this authenticator's (first allowed) key. */
  get(options: Json, overrides: { origin?: string; key?: SoftPasskey } = {}) {
    const allowed = (options.allowCredentials as { id: string }[] | undefined)?.map((item) => item.id);
    const key = overrides.key ?? this.keys.find((item) => !allowed?.length || allowed.includes(item.credentialId));
    if (!key) throw new Error('no passkey for these options');
    const rpId = (options.rpId as string | undefined) ?? new URL(this.origin).hostname;
    key.counter += this.options.counterStep ?? 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([this.flags()]), u32(key.counter)]);
    const clientData = this.clientData('webauthn.get', String(options.challenge), overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), key.privateKey);
    return {
      id: key.credentialId,
      rawId: key.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(key.userHandle ? { userHandle: key.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** User present, and verified (a fingerprint, a PIN) unless told otherwise. */
  private flags(): number {
    return 0x01 | (this.options.userVerified === false ? 0 : 0x04);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}

const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.concat([Buffer.from([(major << 5) | 25]), u16(length)]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
