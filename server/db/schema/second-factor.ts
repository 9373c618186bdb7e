import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account's authenticator app (TOTP, RFC 6238; issue 33). A row without `confirmed_at` is a set-up
 * in progress: its secret was shown as a QR code and waits for the first code. `last_time_step` is
 * the 30-second step of the last code accepted, so a code is never accepted twice.
 */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the app holds it; it never leaves the server after the set-up screen. */
  secret: varchar('secret', { length: 64 }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per account, only their SHA-256 kept; a new set replaces the old one. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** The account's passkeys (WebAuthn credentials): a second factor and a way in without a password. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the authenticator names it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: varchar('transports', { length: 120 }),
    /** Whether the passkey is synced between devices (a password manager, iCloud Keychain…). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A sign-in on its way (issue 33): after the password of an account with a second factor, or
 * before a passkey is asked for. It is not a session: no endpoint but the one that finishes the
 * sign-in accepts it. Only the token's SHA-256 is kept; it works once, for ten minutes, and for
 * five wrong codes. A passkey ceremony keeps its WebAuthn challenge here as well.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    /** 'second-factor' (after the password), 'passkey' (sign-in without one) or 'passkey-setup' (adding one). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    webauthnChallenge: varchar('webauthn_challenge', { length: 200 }),
    failures: integer('failures').notNull().default(0),
    device: varchar('device', { length: 300 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_challenges_user_idx').on(t.userId),
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
    check('sign_in_challenges_purpose_check', sql`${t.purpose} in ('second-factor', 'passkey', 'passkey-setup')`),
  ],
);

export type TotpAuthenticatorRow = typeof totpAuthenticators.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
