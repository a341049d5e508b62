import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no multi-process lock of its own: two servers on one data directory would corrupt it.
 * We take an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'backroom.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Backroom process (pid ${holder}). ` +
            'Stop it first, or point this one at another DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.unlinkSync(file); // stale lock of a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
