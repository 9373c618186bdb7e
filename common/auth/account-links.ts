// The links the store e-mails about an account (issue 33): a password reset, the confirmation of a
// new e-mail address and the undo of an e-mail change. Pure rules, without zod: the pages that
// open these links load no schema.

/** A reset link works this long after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The link sent to a new address works this long. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The old address may undo an e-mail change this long after it took effect. */
export const EMAIL_UNDO_TTL_DAYS = 7;

/** What the tokens of these links look like: 32 random bytes as base64url. */
export const ACCOUNT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The pages the links open (a form POST there changes the account; opening the link changes nothing). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const EMAIL_CONFIRM_PATH = '/email/confirmar';
export const EMAIL_UNDO_PATH = '/email/deshacer';

/** An address of one of those pages with its token. */
export function accountLinkPath(page: string, token: string): string {
  return `${page}?token=${encodeURIComponent(token)}`;
}

/** A password someone chooses: ASVS 5 level 2, at least 12 characters; 128 at most (argon2 hashes any length, this bounds the work). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
