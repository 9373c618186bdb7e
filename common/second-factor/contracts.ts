import { unknownField } from '../api/unknown-field';
import { AuthReply, LegacyAuthReply } from '../auth/contracts';
import { z } from '../zod';

/**
 * Two-factor sign-in (issue 33): an authenticator app (TOTP), ten recovery codes and passkeys
 * (WebAuthn). The sign-in steps live on the login screen, which is in English (spec §1), so their
 * messages are English; the account's security screen is Spanish.
 */

export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second factor, and how many wrong codes it takes. */
export const SIGN_IN_CHALLENGE_MINUTES = 10;
export const SIGN_IN_CHALLENGE_MAX_FAILURES = 5;
export const PASSKEY_NAME_MAX = 60;

export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** 6 digits from the app, or a recovery code: 10 letters and digits, a hyphen in the middle optional. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** Spaces and hyphens typed or pasted around a code do not count; letters are read lower-case. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s\u00a0]/g, '').toLowerCase();
}

export const SECOND_FACTOR_MESSAGES = {
  en: {
    codeRequired: 'Enter the 6-digit code from your authenticator app or one of your recovery codes.',
    codeFormat: 'The code is the 6 digits your authenticator app shows, or a recovery code such as abcde-23456.',
    codeWrong: 'That code is not valid. Check the time on your phone and try the newest code.',
    challengeGone: 'This sign-in has expired. Enter your email and password again.',
    passkeyFailed: 'That passkey could not be verified. Try again or use another way to sign in.',
  },
  es: {
    codeRequired: 'Escribe el código de 6 cifras de tu app de autenticación.',
    codeFormat: 'El código son las 6 cifras que muestra tu app de autenticación.',
    codeWrong: 'Ese código no es válido. Comprueba la hora del móvil y usa el código más reciente.',
    passkeyFailed: 'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo.',
    setupGone: 'La configuración ha caducado: vuelve a empezar.',
  },
} as const;

const code = (messages: { codeRequired: string; codeFormat: string }, pattern: (value: string) => boolean) =>
  z
    .string({ error: messages.codeRequired })
    .max(40, messages.codeFormat)
    .transform(normaliseCode)
    .refine((value) => value.length > 0, { error: messages.codeRequired, abort: true })
    .refine(pattern, messages.codeFormat);

/** A code on the login screen: from the app or a recovery code. */
export const SignInCode = code(SECOND_FACTOR_MESSAGES.en, (value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value)).meta({
  description: 'Las 6 cifras de la app de autenticación, o un código de recuperación (abcde-23456).',
});

/** A code from the app, on the security screen (confirming the set-up, confirming a deletion). */
export const AppCode = code(SECOND_FACTOR_MESSAGES.es, (value) => TOTP_CODE_PATTERN.test(value)).meta({
  description: 'Las 6 cifras que muestra ahora la app de autenticación.',
});

/** A code on the security screen that may also be a recovery code (deleting the account). */
export const AccountCode = code(
  { codeRequired: 'Escribe el código de tu app de autenticación o uno de recuperación.', codeFormat: 'El código son las 6 cifras de tu app o un código de recuperación (abcde-23456).' },
  (value) => TOTP_CODE_PATTERN.test(value) || RECOVERY_CODE_PATTERN.test(value),
).meta({ description: 'Las 6 cifras de la app de autenticación o un código de recuperación.' });

const challengeToken = (message: string) =>
  z
    .string({ error: message })
    .regex(/^tdc_[A-Za-z0-9_-]{43}$/, message)
    .meta({ description: 'El identificador del paso en curso, tal como llegó.' });

const signInChallenge = challengeToken(SECOND_FACTOR_MESSAGES.en.challengeGone);
const setupChallenge = challengeToken(SECOND_FACTOR_MESSAGES.es.setupGone);

const currentPassword = z
  .string({ error: 'Introduce tu contraseña actual.' })
  .min(1, 'Introduce tu contraseña actual.')
  .max(200, 'La contraseña no puede superar 200 caracteres.')
  .meta({ description: 'La contraseña de la cuenta, para confirmar que eres tú.' });

/**
 * What the browser's WebAuthn call answers, as JSON (`PublicKeyCredential.toJSON()`, what
 * @simplewebauthn/browser returns). Its content is checked by @simplewebauthn/server; here only the shape.
 */
const b64url = z.string().max(20_000).regex(/^[A-Za-z0-9_-]*$/, 'base64url');
const credentialBase = {
  id: b64url.min(1).max(1400),
  rawId: b64url.min(1).max(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const PasskeyAssertion = z
  .object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: b64url,
      authenticatorData: b64url,
      signature: b64url,
      userHandle: b64url.optional(),
    }),
  })
  .meta({ id: 'PasskeyAssertion', description: 'La respuesta de navigator.credentials.get() en JSON (WebAuthn).' });
export const PasskeyAttestation = z
  .object({
    ...credentialBase,
    response: z.object({
      clientDataJSON: b64url,
      attestationObject: b64url,
      authenticatorData: b64url.optional(),
      transports: z.array(z.string().max(20)).max(8).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: b64url.optional(),
    }),
  })
  .meta({ id: 'PasskeyAttestation', description: 'La respuesta de navigator.credentials.create() en JSON (WebAuthn).' });

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** Options for navigator.credentials.get() (PublicKeyCredentialRequestOptionsJSON, as @simplewebauthn/server makes them). */
export const PasskeyRequestOptions = z
  .object({
    challenge: z.string(),
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions', description: 'Opciones para navigator.credentials.get() (JSON de WebAuthn).' });
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;

/** Options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
      })
      .optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
    hints: z.array(z.string()).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions', description: 'Opciones para navigator.credentials.create() (JSON de WebAuthn).' });
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** Either options object, for code that hands them to the browser as they come. */
export const WebAuthnOptions = z.union([PasskeyRequestOptions, PasskeyCreationOptions]);

// ── Sign-in ─────────────────────────────────────────────────────────────────

/** The password was right and the account has a second factor: the sign-in waits for it. */
export const SecondFactorChallenge = z
  .object({
    second_factor_required: z.literal(true),
    challenge: z.string().meta({ description: 'Para el segundo paso (POST /login/second-factor); no es una sesión.' }),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).meta({ description: 'Con qué puede confirmar: app, código de recuperación, llave de acceso.' }),
    passkey_options: PasskeyRequestOptions.nullable().meta({ description: 'Para navigator.credentials.get() con las llaves de la cuenta; null si no tiene.' }),
    expires_at: z.string(),
  })
  .meta({ id: 'SecondFactorChallenge', description: 'Falta el segundo factor: todavía no hay sesión.' });
export type SecondFactorChallenge = z.infer<typeof SecondFactorChallenge>;

/** What a right password answers: the session, or the step that still waits for the second factor. */
export const LoginReply = z.union([AuthReply, SecondFactorChallenge]).meta({ id: 'LoginReply' });
export type LoginReply = z.infer<typeof LoginReply>;

/** The other reading of the login call (spec §7): `{ success, … }` around the same two answers. */
export const LegacyLoginReply = z
  .union([LegacyAuthReply, SecondFactorChallenge.extend({ success: z.literal(true) })])
  .meta({ id: 'LegacyLoginReply' });

export function isSecondFactorChallenge(reply: LoginReply): reply is SecondFactorChallenge {
  return 'second_factor_required' in reply;
}

export const SecondFactorSignInBody = z
  .object({
    challenge: signInChallenge,
    code: SignInCode.optional(),
    passkey: PasskeyAssertion.optional(),
  })
  .catchall(unknownField)
  .superRefine((body, ctx) => {
    if ((body.code === undefined) === (body.passkey === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: SECOND_FACTOR_MESSAGES.en.codeRequired });
    }
  })
  .meta({ id: 'SecondFactorSignInBody', description: 'El paso pendiente y un código (de la app o de recuperación) o una llave de acceso.' });
export type SecondFactorSignInBody = z.input<typeof SecondFactorSignInBody>;

export const PasskeySignInOptions = z
  .object({ challenge: z.string(), options: PasskeyRequestOptions })
  .meta({ id: 'PasskeySignInOptions', description: 'Para entrar con una llave de acceso, sin contraseña.' });
export type PasskeySignInOptions = z.infer<typeof PasskeySignInOptions>;

export const PasskeySignInBody = z
  .object({ challenge: signInChallenge, passkey: PasskeyAssertion })
  .catchall(unknownField)
  .meta({ id: 'PasskeySignInBody' });
export type PasskeySignInBody = z.input<typeof PasskeySignInBody>;

// ── The account's security screen ───────────────────────────────────────────

export const PasskeyInfo = z
  .object({
    id: z.int(),
    name: z.string(),
    backed_up: z.boolean().meta({ description: 'Sincronizada entre dispositivos (un gestor de contraseñas, el llavero de iCloud…).' }),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'PasskeyInfo' });
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;

export const SecurityEvent = z
  .object({
    id: z.int(),
    action: z.string().meta({ description: 'totp-enabled, totp-removed, passkey-added, passkey-removed, recovery-codes-created, recovery-code-used, second-factor-failed, second-factor-reset, passkey-sign-in…' }),
    description: z.string().meta({ description: 'Lo que pasó, en una frase.' }),
    ip_address: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const SecondFactorStatus = z
  .object({
    required: z.boolean().meta({ description: 'Uno de tus roles exige segundo factor (o un permiso que mueve dinero o accesos).' }),
    enabled: z.boolean().meta({ description: 'Tienes al menos una app o una llave de acceso.' }),
    session_verified: z.boolean().meta({ description: 'Esta sesión se abrió (o se confirmó) con el segundo factor.' }),
    totp: z.object({ enabled: z.boolean(), since: z.string().nullable() }),
    recovery_codes: z.object({ remaining: z.int().min(0), created_at: z.string().nullable() }),
    passkeys: z.array(PasskeyInfo),
    events: z.array(SecurityEvent).meta({ description: 'Las últimas 20 altas, bajas y fallos de segundo factor de la cuenta.' }),
  })
  .meta({ id: 'SecondFactorStatus', description: 'El segundo factor de la cuenta.' });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

export const PasswordConfirmBody = z
  .object({ current_password: currentPassword })
  .catchall(unknownField)
  .meta({ id: 'PasswordConfirmBody', description: 'La contraseña actual, para confirmar un cambio de seguridad.' });
export type PasswordConfirmBody = z.input<typeof PasswordConfirmBody>;

export const TotpSetup = z
  .object({
    secret: z.string().meta({ description: 'La clave en Base32, para escribirla a mano si la cámara no lee el QR.' }),
    otpauth_url: z.string().meta({ description: 'otpauth://totp/…, lo que codifica el QR.' }),
    qr_svg: z.string().meta({ description: 'El QR como SVG.' }),
  })
  .meta({ id: 'TotpSetup', description: 'Una app de autenticación por configurar: escanea el QR y confirma con un código.' });
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpConfirmBody = z.object({ code: AppCode }).catchall(unknownField).meta({ id: 'TotpConfirmBody' });
export type TotpConfirmBody = z.input<typeof TotpConfirmBody>;

/** After the first factor, or on request: the codes in clear, this once. */
export const RecoveryCodes = z
  .object({ codes: z.array(z.string()).length(RECOVERY_CODE_COUNT).meta({ description: 'Diez códigos de un solo uso. No se vuelven a mostrar.' }) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const SecondFactorEnrolled = z
  .object({
    recovery_codes: z.array(z.string()).nullable().meta({ description: 'Con el primer factor, los diez códigos de recuperación (solo esta vez); si no, null.' }),
  })
  .meta({ id: 'SecondFactorEnrolled' });
export type SecondFactorEnrolled = z.infer<typeof SecondFactorEnrolled>;

export const PasskeySetupOptions = z
  .object({ challenge: z.string(), options: PasskeyCreationOptions })
  .meta({ id: 'PasskeySetupOptions', description: 'Para navigator.credentials.create().' });
export type PasskeySetupOptions = z.infer<typeof PasskeySetupOptions>;

export const PasskeyName = z
  .string({ error: 'Ponle un nombre a la llave.' })
  .trim()
  .min(1, 'Ponle un nombre a la llave (por ejemplo, «Móvil» o «Portátil»).')
  .max(PASSKEY_NAME_MAX, `El nombre no puede superar ${PASSKEY_NAME_MAX} caracteres.`);

export const PasskeyCreateBody = z
  .object({ challenge: setupChallenge, name: PasskeyName, passkey: PasskeyAttestation })
  .catchall(unknownField)
  .meta({ id: 'PasskeyCreateBody' });
export type PasskeyCreateBody = z.input<typeof PasskeyCreateBody>;

export const PasskeyCreated = z
  .object({ passkey: PasskeyInfo, recovery_codes: z.array(z.string()).nullable() })
  .meta({ id: 'PasskeyCreated' });
export type PasskeyCreated = z.infer<typeof PasskeyCreated>;


/** Removing the last factor while a role requires one. */
export const SECOND_FACTOR_STILL_REQUIRED = 'Tu rol exige un segundo factor: añade otro antes de quitar este.';
/** A back-office call from a session without the second factor the role requires. */
export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Tu rol exige un segundo factor. Configúralo en Mi cuenta → Seguridad, o vuelve a entrar con él.';
