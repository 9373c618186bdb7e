import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: PUBLIC_URL, else the instance's own address, is the base of every absolute address the
 * store writes (server/http/public-origin.ts). The demo store's domain may appear only in the demo
 * data a merchant replaces — never in an address the code builds.
 */

const DEMO_DOMAIN = /tiendadiverso\.es(?![\w-])/i;

/** The folders of the source tree that are read (each whole, but for the skipped names below). */
const SOURCE_DIRS = ['server', 'common', 'app', 'scripts', 'e2e', 'public'];

/** Never read: installed packages, builds, generated route types. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage']);

/** Tests and their fixtures may name the demo domain: they exercise the demo data. */
const TEST_FILE = /\.(test|fixture)\.[cm]?[jt]sx?$/;

/** The demo data, each with why it may name the demo domain (a folder ends with '/'). */
const DEMO_DATA: Record<string, string> = {
  'server/seed/': "the seed: demo catalogue, banners and the default first admin's e-mail admin@tiendadiverso.es (README)",
  'common/settings/defaults.ts': "the default settings' store e-mail addresses, replaced by the merchant in /admin/settings",
  'app/components/admin/users/test-users.tsx': "the staff screens' test fixtures (a staff member's e-mail)",
  'app/components/admin/test-support.tsx': "the admin screens' test fixtures (the signed-in staff member's e-mail)",
  'e2e/built-app.ts': 'the end-to-end run signs in as the default first admin (admin@tiendadiverso.es)',
};

const allowed = (file: string, allowList: Record<string, string>) =>
  Object.keys(allowList).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** Every 'file:line: text' under `dirs` of `root` naming the demo domain, but for tests and `allowList`. */
function demoDomainMentions(root: string, dirs: string[], allowList: Record<string, string>): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.') && !entry.name.startsWith('+') && !allowed(`${file}/`, allowList)) walk(file);
        continue;
      }
      if (!entry.isFile() || TEST_FILE.test(entry.name) || allowed(file, allowList)) continue;
      const bytes = fs.readFileSync(path.join(root, file));
      if (bytes.subarray(0, 8000).includes(0)) continue; // a picture, a font
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, i) => {
          if (DEMO_DOMAIN.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
        });
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

describe('the demo domain', () => {
  it('is written nowhere in the source outside the demo data', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const mentions = demoDomainMentions(root, SOURCE_DIRS, DEMO_DATA);
    expect(mentions, 'build the address with absoluteUrl()/storeOrigin() (server/http/public-origin.ts), or list the demo data in DEMO_DATA with the reason').toEqual([]);
  });

  it('is found, with its file and line, where it does not belong', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'td-demo-domain-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('server/mail/render.ts', "// links\nexport const SITE = 'https://TiendaDiverso.es';\n");
      write('server/seed/admin.ts', "export const DEFAULT_ADMIN_EMAIL = 'admin@tiendadiverso.es';\n");
      write('server/mail/render.test.ts', "expect(text).toContain('https://tiendadiverso.es/');\n");
      write('app/routes/home.tsx', 'const ok = "tiendadiverso.example";\n');
      write('server/node_modules/x/index.js', "'https://tiendadiverso.es'\n");
      write('public/robots.txt', 'Sitemap: https://www.tiendadiverso.es/sitemap.xml\n');
      expect(demoDomainMentions(root, SOURCE_DIRS, { 'server/seed/': 'demo data' })).toEqual([
        "public/robots.txt:1: Sitemap: https://www.tiendadiverso.es/sitemap.xml",
        "server/mail/render.ts:2: export const SITE = 'https://TiendaDiverso.es';",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is allowed only in files that exist, so a moved demo file is noticed', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(Object.keys(DEMO_DATA).filter((entry) => !fs.existsSync(path.join(root, entry)))).toEqual([]);
  });
});
