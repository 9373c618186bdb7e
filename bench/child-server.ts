/** A bench server in its own process (the script-free twin): started, awaited, stopped. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../e2e/built-app';

export interface ChildServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `node --import tsx bench/<script> ...args`, which prints `listening <port>` once ready. */
export async function startChildServer(script: string, args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', script), ...args], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
