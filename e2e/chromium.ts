import fs from 'node:fs';
import path from 'node:path';

/** Flags that keep Chromium quiet and self-contained on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const CHROMIUM_INSTALL_HINT = [
  'The browser tests need Chromium.',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  elsewhere:      install Chromium or Chrome and set CHROME_PATH=/path/to/the/browser',
  'To run every other test without a browser: SKIP_BROWSER_TESTS=1 npm test',
].join('\n');

export type ChromiumLookup = { found: true; path: string } | { found: false; reason: string };

function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROME_PATH when set, else /usr/bin/chromium, else the first Chromium or Chrome on PATH. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { found: true, path: env.CHROME_PATH }
      : { found: false, reason: `CHROME_PATH=${env.CHROME_PATH} is not an executable file.` };
  }
  if (isExecutable('/usr/bin/chromium')) return { found: true, path: '/usr/bin/chromium' };
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of NAMES_ON_PATH) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return { found: true, path: candidate };
    }
  }
  return { found: false, reason: 'No Chromium found (CHROME_PATH, /usr/bin/chromium, PATH).' };
}
