import { spawn } from 'node:child_process';

// pg_dump and pg_restore from the PostgreSQL client (Debian: postgresql-client; the README's
// set-up installs it). Their major version must be at least the server's. The password never
// goes on the command line (where `ps` shows it) nor into a backup: it travels in PGPASSWORD.

// The query parameters libpq understands; node-postgres's own (ssl=true…) are translated or left out.
const LIBPQ_PARAMS = new Set(['sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'connect_timeout', 'application_name', 'options', 'target_session_attrs']);

/** The address for libpq without its password, and the environment that carries the password. */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const ssl = parsed.searchParams.get('ssl');
  for (const key of [...parsed.searchParams.keys()]) {
    if (!LIBPQ_PARAMS.has(key)) parsed.searchParams.delete(key);
  }
  if ((ssl === 'true' || ssl === '1') && !parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'require');
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export class PostgresToolError extends Error {}

/** Runs pg_dump or pg_restore (of the archive `input`) on the database of `url`; rejects with its error output. */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string, input?: string): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`, ...(input ? [input] : [])], {
      // Only what the tool needs: the store's other secrets stay out of its environment.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (errors.length < 8_000) errors += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new PostgresToolError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install the PostgreSQL client (Debian: apt-get install postgresql-client), of the server's major version or newer.`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new PostgresToolError(`${tool} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}
