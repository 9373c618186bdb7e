import { describe, expect, it } from 'vitest';
import {
  REDSYS_SIGNATURE_VERSION,
  decodeMerchantParameters,
  encodeMerchantParameters,
  isRedsysOrderCode,
  isRedsysSecretKey,
  operationKey,
  parameter,
  sameNumber,
  signMerchantParameters,
  signMessage,
  signatureMatches,
  verifyMessage,
} from './signature';

// Worked examples, each signed by Redsys or by Redsys's own example code, never by this module:
//
// - SANDBOX_KEY is the public key of Redsys's test merchant 999008881, terminal 1, given in Redsys's
//   "entorno de pruebas" pages and used by every published example for sis-t.redsys.es.
// - REST: the request example of Redsys's REST integration guide (pagosonline.redsys.es/conexion-rest.html:
//   amount 145, order 1446068581, merchant 999008881, terminal 1, card 4548812049400004 12/15 CVV 123)
//   and Redsys's answer to it, signed with the key of Redsys's API examples (EXAMPLES_KEY); the
//   Base64 strings and signatures as recorded in redsys-easy's test fixtures
//   (github.com/javiertury/redsys-easy, test/fixtures/rest/rest-json.ts).
// - Redirection: a payment form for order 0726qI3H7sZx under the sandbox key and the notification
//   sis-t.redsys.es sent for it (URL-safe signature), recorded in redsys-easy's
//   test/fixtures/rest/redirect.ts; the 3DES key of "012345678" from redsys-easy's src/crypto.test.ts.
// - Notification of order 0069 (terminal 871) from the example of Redsys's PHP API, as kept in
//   node-redsys-api's test/data/response.json (unpkg.com/@incubatorit/node-redsys-api@0.0.1).

const SANDBOX_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const EXAMPLES_KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';

const REST_REQUEST = {
  DS_MERCHANT_AMOUNT: '145',
  DS_MERCHANT_ORDER: '1446068581',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_PAN: '4548812049400004',
  DS_MERCHANT_EXPIRYDATE: '1512',
  DS_MERCHANT_CVV2: '123',
};
const REST_REQUEST_SIGNED = {
  Ds_MerchantParameters:
    'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDUiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjE0NDYwNjg1ODEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9QQU4iOiI0NTQ4ODEyMDQ5NDAwMDA0IiwiRFNfTUVSQ0hBTlRfRVhQSVJZREFURSI6IjE1MTIiLCJEU19NRVJDSEFOVF9DVlYyIjoiMTIzIn0=',
  Ds_Signature: '8usPaCKawqjYeFi6KdNSB4jQ4Wi5XwOORcAk58MMFyU=',
};
const REST_ANSWER = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19BbW91bnQiOiIxNDUiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiMTQ0NjA2ODU4MSIsIkRzX01lcmNoYW50Q29kZSI6Ijk5OTAwODg4MSIsIkRzX1Rlcm1pbmFsIjoiMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiNTAxNjAyIiwiRHNfVHJhbnNhY3Rpb25UeXBlIjoiMCIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfTGFuZ3VhZ2UiOiIxIiwiRHNfQ2FyZE51bWJlciI6IjQ1NDg4MSoqKioqKioqMDQiLCJEc19NZXJjaGFudERhdGEiOiIiLCJEc19DYXJkX0NvdW50cnkiOiI3MjQiLCJEc19DYXJkX0JyYW5kIjoiMSJ9',
  Ds_Signature: 'IoGNijSDZGbk+qChH2iqRCg6jZVl3Ee6Ha/WBM4wgto=',
};

const REDIRECT_REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};
const REDIRECT_REQUEST_SIGNATURE = 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=';
const REDIRECT_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

const PHP_API_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMDklMkYxMSUyRjIwMTUiLCJEc19Ib3VyIjoiMTglM0EwMyIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTQ1IiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjAwNjkiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6Ijg3MSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDgyMTUwIn0=',
  Ds_Signature: '6DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=',
};

describe('Redsys HMAC_SHA256_V1 against published examples', () => {
  it('derives the operation key by 3DES-CBC of the zero-padded order code', () => {
    expect(operationKey(SANDBOX_KEY, '012345678').toString('base64')).toBe('ub0/L8+E9+9ITQJwk3SvHA==');
    // Twelve characters: two blocks, the second padded with four zero bytes.
    expect(operationKey(SANDBOX_KEY, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
  });

  it('encodes the REST guide request to the same Ds_MerchantParameters and signs it as Redsys does', () => {
    const encoded = encodeMerchantParameters(REST_REQUEST);
    expect(encoded).toBe(REST_REQUEST_SIGNED.Ds_MerchantParameters);
    expect(signMerchantParameters(EXAMPLES_KEY, '1446068581', encoded)).toBe(REST_REQUEST_SIGNED.Ds_Signature);
    expect(signMessage(EXAMPLES_KEY, REST_REQUEST, 'DS_MERCHANT_ORDER')).toEqual({ Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION, ...REST_REQUEST_SIGNED });
  });

  it('signs the redirection form as the sandbox accepted it', () => {
    expect(signMessage(SANDBOX_KEY, REDIRECT_REQUEST, 'DS_MERCHANT_ORDER').Ds_Signature).toBe(REDIRECT_REQUEST_SIGNATURE);
  });

  it("verifies Redsys's REST answer, its URL-safe notification and the PHP API's notification", () => {
    const rest = verifyMessage(EXAMPLES_KEY, REST_ANSWER, 'Ds_Order');
    expect(rest).toMatchObject({ ok: true, order: '1446068581' });

    const notification = verifyMessage(SANDBOX_KEY, REDIRECT_NOTIFICATION, 'Ds_Order');
    expect(notification).toMatchObject({ ok: true, order: '0726qI3H7sZx' });
    expect(signMerchantParameters(SANDBOX_KEY, '0726qI3H7sZx', REDIRECT_NOTIFICATION.Ds_MerchantParameters, true)).toBe(REDIRECT_NOTIFICATION.Ds_Signature);
    if (notification.ok) {
      expect(parameter(notification.parameters, 'Ds_Date')).toBe('22/10/2021');
      expect(parameter(notification.parameters, 'DS_CARD_NUMBER')).toBe('454881******0004');
    }

    expect(verifyMessage(EXAMPLES_KEY, PHP_API_NOTIFICATION, 'Ds_Order')).toMatchObject({ ok: true, order: '0069' });
  });

  it('refuses a message signed with another key, a changed signature or parameters, or another version', () => {
    expect(verifyMessage(SANDBOX_KEY, PHP_API_NOTIFICATION, 'Ds_Order')).toEqual({ ok: false, reason: 'signature does not match' });
    expect(verifyMessage(EXAMPLES_KEY, { ...PHP_API_NOTIFICATION, Ds_Signature: '7DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=' }, 'Ds_Order')).toMatchObject({ ok: false });
    const tampered = encodeMerchantParameters({ ...decodeMerchantParameters(PHP_API_NOTIFICATION.Ds_MerchantParameters), Ds_Amount: '14500' });
    expect(verifyMessage(EXAMPLES_KEY, { ...PHP_API_NOTIFICATION, Ds_MerchantParameters: tampered }, 'Ds_Order')).toMatchObject({ ok: false });
    expect(verifyMessage(EXAMPLES_KEY, { ...PHP_API_NOTIFICATION, Ds_SignatureVersion: 'HMAC_SHA512_V2' }, 'Ds_Order')).toMatchObject({ ok: false });
    expect(verifyMessage(EXAMPLES_KEY, { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: '%%%', Ds_Signature: 'x' }, 'Ds_Order')).toMatchObject({ ok: false });
  });
});

describe('Redsys protocol details', () => {
  it('compares signatures in either Base64 alphabet, and nothing with nothing', () => {
    expect(signatureMatches('52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=', '52nPyUkyDws//OfMqDka/yN+arxzulELZC1TYTvvR0s=')).toBe(true);
    expect(signatureMatches('', '')).toBe(false);
    expect(signatureMatches('AAAA', '52nPyUkyDws//OfMqDka/yN+arxzulELZC1TYTvvR0s=')).toBe(false);
  });

  it('knows an order code: 4 to 12 characters, the first four digits', () => {
    expect(['0069', '000000000123', '0726qI3H7sZx'].every(isRedsysOrderCode)).toBe(true);
    expect(['069', '0000000001234', 'A0726qI3H7sZ', '0726-abc', '0726 abc'].some(isRedsysOrderCode)).toBe(false);
  });

  it('accepts only 3DES keys (24 bytes in Base64)', () => {
    expect(isRedsysSecretKey(SANDBOX_KEY)).toBe(true);
    expect(isRedsysSecretKey('c2hvcnQ=')).toBe(false);
    expect(isRedsysSecretKey('not base64 at all!')).toBe(false);
  });

  it('decodes only Base64 of a JSON object', () => {
    expect(decodeMerchantParameters(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeMerchantParameters(Buffer.from('no json').toString('base64'))).toBeNull();
    expect(decodeMerchantParameters(Buffer.from('{"Ds_Amount":145,"Ds_EMV3DS":{"a":1}}').toString('base64'))).toEqual({ Ds_Amount: '145' });
  });

  it('compares terminals and merchant codes as numbers', () => {
    expect(sameNumber('001', '1')).toBe(true);
    expect(sameNumber('2', '1')).toBe(false);
    expect(sameNumber(undefined, '1')).toBe(false);
  });
});
