/**
 * The Nu Html Checker (the W3C validator, `vnu-jar`) over HTML documents written to files: one
 * Java process for all of them. Used by e2e/site-checks.e2e.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of `vnu --format json` (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error' | string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** The jar the vnu-jar package ships (its default export is the path). */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** `java` of JAVA_HOME when set, else the one on PATH. */
function javaCommand() {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

/** The messages of a `vnu --format json` answer; anything else is a failure to run the checker. */
export function parseNuOutput(output: string): NuMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    throw new Error(`The Nu Html Checker did not answer JSON:\n${output.slice(0, 2000)}`);
  }
  const messages = (parsed as { messages?: unknown }).messages;
  if (!Array.isArray(messages)) throw new Error(`The Nu Html Checker's answer has no messages:\n${output.slice(0, 2000)}`);
  return messages as NuMessage[];
}

/** The local path of a message's `file:` URL, or null for messages about no file. */
export function messageFile(message: NuMessage): string | null {
  if (!message.url?.startsWith('file:')) return null;
  return fileURLToPath(message.url);
}

/**
 * Runs the checker once over `files` (errors only) and answers its messages. The checker skips
 * a file it cannot read without a word, so every file must exist first.
 */
export async function checkHtmlFiles(files: readonly string[]): Promise<NuMessage[]> {
  if (files.length === 0) return [];
  const missing = files.filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`No such files to check: ${missing.join(', ')}`);
  const args = ['-jar', vnuJarPath(), '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files];
  const child = spawn(javaCommand(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (err) => reject(new Error(`Could not start Java for the Nu Html Checker: ${err.message}`)));
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`The Nu Html Checker exited with ${code}:\n${stderr}${stdout}`);
  return parseNuOutput(stdout);
}

/**
 * One line a message: which document (through `labelFor`, e.g. the route a file holds), line,
 * column and the checker's words, then the offending markup.
 */
export function describeNuMessages(messages: readonly NuMessage[], labelFor: (file: string | null) => string): string {
  return messages
    .map((message) => {
      const where = message.lastLine !== undefined ? `:${message.lastLine}${message.firstColumn !== undefined ? `:${message.firstColumn}` : ''}` : '';
      const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
      return `${labelFor(messageFile(message))}${where} ${message.type}: ${message.message}${extract}`;
    })
    .join('\n');
}
