import fs from 'node:fs';

// PGlite is PostgreSQL inside one process: a second process opening the same data directory
// would corrupt it. The process that opens it writes its pid beside it (`pglite.pid`) and removes
// it on close, so `npm run backup` and `npm run restore` can refuse while the store runs on it.
// A file left by a process that died names no live process and is ignored.

function markerOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.pid`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process that has the data directory open, or null. */
export function pgliteOwner(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(markerOf(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Marks the data directory as this process's; returns the release (call on close). */
export function claimPglite(dataDir: string): () => void {
  const marker = markerOf(dataDir);
  fs.writeFileSync(marker, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(marker, 'utf8').trim() === String(process.pid)) fs.rmSync(marker, { force: true });
    } catch {
      // already gone
    }
  };
}
