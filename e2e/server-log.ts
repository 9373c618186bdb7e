import fs from 'node:fs';
import type { RunningApp } from './built-app';

/** Where a test file reads the app's log: a mark before each test, the lines written since after. */
export interface ServerLog {
  mark(): number;
  since(mark: number): string[];
}

/** The lines of a log file (a shared instance's, see global-setup.ts) written since a mark. */
export function logFileReader(file: string): ServerLog {
  return {
    mark: () => fs.statSync(file).size,
    since(mark: number) {
      const fd = fs.openSync(file, 'r');
      try {
        const length = fs.fstatSync(fd).size - mark;
        if (length <= 0) return [];
        const buffer = Buffer.alloc(length);
        fs.readSync(fd, buffer, 0, length, mark);
        return buffer.toString('utf8').split('\n').filter((line) => line.trim());
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}

/** The lines an app of the file's own printed, kept in memory. */
export function memoryLogReader(app: RunningApp): ServerLog {
  return { mark: () => app.logLines.length, since: (mark: number) => app.logLines.slice(mark) };
}

/** pino lines at level error or above. */
export function errorLines(lines: string[]) {
  return lines.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });
}
