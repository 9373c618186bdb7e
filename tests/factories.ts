import { randomBytes } from 'node:crypto';
import type { RoleName } from '../common/roles';
import { hashPassword } from '../server/api/auth/passwords';
import { issueToken } from '../server/api/auth/tokens';
import { createUser as insertUser } from '../server/api/auth/users';
import type { Db } from '../server/db/client';

let passwordHashCache: Promise<string> | null = null;
export const FACTORY_PASSWORD = 'contraseña-segura-1';

/** A user with unique values per call; signed in (a live token) unless `signedIn: false`. */
export async function createUser(
  db: Db,
  overrides: { name?: string; email?: string; roles?: RoleName[]; phone?: string | null; now?: Date } = {},
) {
  passwordHashCache ??= hashPassword(FACTORY_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const user = await insertUser(
    db,
    {
      name: overrides.name ?? `Cliente ${suffix}`,
      email: overrides.email ?? `cliente-${suffix}@example.com`,
      phone: overrides.phone ?? null,
      passwordHash: await passwordHashCache,
    },
    overrides.roles ?? ['user'],
  );
  const token = await issueToken(db, user.id, {
    ttlDays: 30,
    now: overrides.now ?? new Date(),
    device: 'vitest',
    ipAddress: '127.0.0.1',
  });
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}
