import { randomBytes } from 'node:crypto';
import { hashPassword } from '../api/auth/passwords';
import { createUser, findUserByEmail } from '../api/auth/users';
import type { Db } from '../db/client';

export const DEFAULT_ADMIN_EMAIL = 'admin@tiendadiverso.es';

export interface AdminSeedOptions {
  email?: string;
  password?: string;
  /** Shows the generated password to whoever runs the first start. */
  announce: (message: string) => void;
}

/** The first super-admin: from ADMIN_EMAIL / ADMIN_PASSWORD, else a random password shown once. */
export async function seedFirstAdmin(db: Db, options: AdminSeedOptions): Promise<void> {
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  if (await findUserByEmail(db, email)) return;
  const password = options.password ?? randomBytes(12).toString('base64url');
  await createUser(
    db,
    { name: 'Administración Tienda Diverso', email, phone: null, passwordHash: await hashPassword(password) },
    ['super-admin'],
  );
  if (!options.password) {
    options.announce(
      [
        '',
        '  First administrator created (this password is shown only once):',
        `    email:    ${email}`,
        `    password: ${password}`,
        '  Change it in /admin/profile/settings, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.',
        '',
      ].join('\n'),
    );
  }
}
