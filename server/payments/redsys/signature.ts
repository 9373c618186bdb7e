import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

// Redsys's HMAC_SHA256_V1 signature, as its integration guides ("conexión por redirección",
// "integración REST") describe it, with Node's crypto only:
//
// 1. Ds_MerchantParameters is the Base64 of a JSON object of strings (DS_MERCHANT_* going to Redsys,
//    Ds_* coming back).
// 2. Each operation has its own key: the order code (DS_MERCHANT_ORDER / Ds_Order), zero-padded to a
//    whole number of 8-byte blocks, encrypted with 3DES-CBC (IV of eight zero bytes, no other
//    padding) under the merchant's secret key, Base64-decoded.
// 3. Ds_Signature is the Base64 of the HMAC-SHA256 of the Ds_MerchantParameters string (as sent,
//    not the JSON) under that key. Redsys signs its notifications in the URL-safe alphabet
//    (-_ for +/), padding kept.
//
// redsys-easy (npm) does the same and more (REST 3-D Secure, SOAP), but brings six dependencies
// (an HTTP client, an XML parser, a date and a decimal library…) for these thirty lines; the
// store's simulator (tests/simulators/redsys-simulator.ts) signs with this module too, which is
// why it is tested on its own against Redsys's published examples.

export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** What travels between the store and Redsys, both ways: a form (redirection, notification) or a JSON body (REST). */
export interface SignedRedsysMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

export type RedsysParameters = Record<string, string>;

/** 4 to 12 characters, the first four digits, the rest letters or digits (Redsys's rule for DS_MERCHANT_ORDER). */
export function isRedsysOrderCode(value: string): boolean {
  return /^\d{4}[0-9A-Za-z]{0,8}$/.test(value);
}

/** Whether a Base64 merchant key is a 3DES key (24 bytes), as every key Redsys issues is. */
export function isRedsysSecretKey(secretKey: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(secretKey) && Buffer.from(secretKey, 'base64').length === 24;
}

/** The operation's key: the order code, zero-padded to 8-byte blocks, 3DES-CBC-encrypted under the merchant key. */
export function operationKey(secretKey: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Ds_Signature of a Ds_MerchantParameters string; `urlSafe` for the alphabet Redsys's notifications use. */
export function signMerchantParameters(secretKey: string, order: string, merchantParameters: string, urlSafe = false): string {
  const signature = createHmac('sha256', operationKey(secretKey, order)).update(merchantParameters).digest('base64');
  return urlSafe ? signature.replace(/\+/g, '-').replace(/\//g, '_') : signature;
}

export function encodeMerchantParameters(parameters: RedsysParameters): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/** The parameters of a Ds_MerchantParameters string, or null when it is not Base64 of a JSON object. Numbers become strings; nested objects are left out. */
export function decodeMerchantParameters(encoded: string): RedsysParameters | null {
  if (!/^[A-Za-z0-9+/\-_]+={0,2}$/.test(encoded)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const parameters: RedsysParameters = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') parameters[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) parameters[name] = String(value);
  }
  return parameters;
}

/**
 * A parameter by name whatever its case (Redsys accepts and sends both DS_MERCHANT_ORDER and
 * Ds_Merchant_Order, Ds_Order and DS_ORDER), URL-decoded: Redsys URL-encodes the values of its
 * notifications (Ds_Date "09%2F11%2F2015").
 */
export function parameter(parameters: RedsysParameters, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(parameters)) {
    if (key.toLowerCase() !== wanted) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Compares a received signature (either Base64 alphabet) with the expected one, in constant time. */
export function signatureMatches(received: string, expected: string): boolean {
  const normalise = (signature: string) => Buffer.from(signature.trim().replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const a = normalise(received);
  const b = normalise(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Signs parameters whose order code is in `orderParameter` (DS_MERCHANT_ORDER going to Redsys, Ds_Order coming from it). */
export function signMessage(secretKey: string, parameters: RedsysParameters, orderParameter: string, urlSafe = false): SignedRedsysMessage {
  const order = parameter(parameters, orderParameter);
  if (order === undefined) throw new Error(`Redsys parameters without ${orderParameter} cannot be signed`);
  const merchantParameters = encodeMerchantParameters(parameters);
  return {
    Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signMerchantParameters(secretKey, order, merchantParameters, urlSafe),
  };
}

export type VerifiedMessage = { ok: true; parameters: RedsysParameters; order: string } | { ok: false; reason: string };

/** Checks a message's version and signature (the key derived from `orderParameter` inside it) and gives its parameters. */
export function verifyMessage(secretKey: string, message: Partial<SignedRedsysMessage>, orderParameter: string): VerifiedMessage {
  const { Ds_SignatureVersion: version, Ds_MerchantParameters: merchantParameters, Ds_Signature: signature } = message;
  if (version !== REDSYS_SIGNATURE_VERSION) return { ok: false, reason: `unknown signature version ${JSON.stringify(version ?? null)}` };
  if (!merchantParameters || !signature) return { ok: false, reason: 'Ds_MerchantParameters or Ds_Signature missing' };
  const parameters = decodeMerchantParameters(merchantParameters);
  if (!parameters) return { ok: false, reason: 'Ds_MerchantParameters is not Base64 of a JSON object' };
  const order = parameter(parameters, orderParameter);
  if (order === undefined || !isRedsysOrderCode(order)) return { ok: false, reason: `${orderParameter} missing or malformed` };
  if (!signatureMatches(signature, signMerchantParameters(secretKey, order, merchantParameters))) return { ok: false, reason: 'signature does not match' };
  return { ok: true, parameters, order };
}

/** Merchant codes and terminals compared as numbers when they are digits: Redsys answers terminal "1" as "001". */
export function sameNumber(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = a.trim();
  const y = b.trim();
  if (/^\d+$/.test(x) && /^\d+$/.test(y)) return BigInt(x) === BigInt(y);
  return x === y;
}
