// npm run admin:create -- --email ana@tienda.example --password '…' [--name 'Ana'] [--role admin|super-admin]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { passwordProblem } from '../server/api/auth/password-policy';
import { hashPassword } from '../server/api/auth/passwords';
import { createUser, findUserByEmail } from '../server/api/auth/users';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { runSeeds } from '../server/seed/run-seeds';

const Args = z.object({
  email: z.email('--email must be an email address'),
  password: z
    .string('--password is required')
    .min(12, '--password must be at least 12 characters')
    .max(128, '--password may not be longer than 128 characters'),
  name: z.string().min(1).max(120).default('Administración'),
  role: z.enum(['admin', 'super-admin'], '--role must be admin or super-admin').default('admin'),
});

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const parsed = Args.superRefine((args, ctx) => {
  // The same refusals as every other new password (common, repeated, the e-mail, the store name).
  const problem = passwordProblem(args.password, { email: args.email, locale: 'en' });
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: `--password: ${problem}` });
}).safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(issue.message);
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME] [--role admin|super-admin]");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  await runSeeds(database, { includeDemo: false, context: { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD } });
  const email = parsed.data.email.trim().toLowerCase();
  if (await findUserByEmail(database.db, email)) {
    console.error(`An account with ${email} already exists.`);
    process.exitCode = 1;
  } else {
    await createUser(
      database.db,
      { name: parsed.data.name, email, phone: null, passwordHash: await hashPassword(parsed.data.password) },
      [parsed.data.role],
    );
    console.log(`Administrator ${email} created with the role ${parsed.data.role}.`);
  }
} finally {
  await database.close();
}
