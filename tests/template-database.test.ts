import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { MIGRATIONS_FOLDER } from '../server/db/migrate';
import { templateKey } from './template-database';

test('the template database is rebuilt when a migration changes, and only then (issue 20)', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'td-migrations-'));
  try {
    fs.cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    expect(templateKey(copy)).toBe(templateKey(MIGRATIONS_FOLDER));
    fs.appendFileSync(path.join(copy, '0000_init.sql'), '\n-- a change\n');
    expect(templateKey(copy)).not.toBe(templateKey(MIGRATIONS_FOLDER));
    fs.writeFileSync(path.join(copy, '9999_new.sql'), 'select 1;');
    expect(templateKey(copy)).toMatch(/^[0-9a-f]{16}$/);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
