import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHtmlFiles, describeNuMessages, parseNuOutput, vnuJarPath } from '../e2e/nu-html-checker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-checker-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, body: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `<!DOCTYPE html><html lang="es"><head><title>Prueba</title></head><body>${body}</body></html>`);
  return file;
}

describe('the Nu Html Checker runner', () => {
  it('finds the jar the vnu-jar package ships', () => {
    expect(vnuJarPath()).toMatch(/vnu\.jar$/);
    expect(fs.existsSync(vnuJarPath())).toBe(true);
  });

  it('checks several files in one run and answers each error with its file, line and message', { timeout: 60_000 }, async () => {
    const valid = write('valid.html', '<main><h1>Hola</h1><p lang="en">Hello</p></main>');
    const invalid = write('invalid.html', '<ol>\n<span>uno</span></ol>');
    const messages = await checkHtmlFiles([valid, invalid]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'error', lastLine: 2 });
    expect(messages[0]!.message).toMatch(/“span” not allowed as child of element “ol”/);
    const text = describeNuMessages(messages, (file) => (file === invalid ? '/about' : String(file)));
    expect(text).toMatch(/^\/about:2:\d+ error: Element “span” not allowed/);
  });

  it('refuses to run over a file that is not there (the checker would skip it silently)', async () => {
    await expect(checkHtmlFiles([path.join(dir, 'missing.html')])).rejects.toThrow(/No such files/);
  });

  it('treats an answer that is not the JSON report as a failure, not as "no errors"', () => {
    expect(() => parseNuOutput('Exception in thread "main"')).toThrow(/did not answer JSON/);
    expect(() => parseNuOutput('{"version":"1"}')).toThrow(/has no messages/);
    expect(parseNuOutput('{"messages":[]}')).toEqual([]);
  });
});
