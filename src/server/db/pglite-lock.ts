import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'hyetaek.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already used by another process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR. ' +
        `If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Directories this process holds, so a lock with our own pid can be told from a stale one. */
const heldByThisProcess = new Set<string>();

function isHeld(holder: number, lockPath: string): boolean {
  // After a restart in a container the new process often gets the old pid (e.g. pid 1).
  if (holder === process.pid) return heldByThisProcess.has(lockPath);
  try {
    process.kill(holder, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory would corrupt it. We take
 * an exclusive lock file holding our pid; a lock left by a process that no longer runs is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makePrivate(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      return () => {
        if (!heldByThisProcess.delete(lockPath)) return;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && isHeld(holder, lockPath)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * The embedded database's files hold every account: only the service's user may read them
 * (issue 16 found 900 files of mode 0666). Directories become 0700 and files 0600, also those an
 * older version left open; PGlite's new files land inside the closed directory.
 */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) fs.chmodSync(entryPath, 0o700);
    else if (entry.isFile()) fs.chmodSync(entryPath, 0o600);
  }
}
