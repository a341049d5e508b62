import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-lock-'));

describe('the embedded database directory lock', () => {
  it('refuses a second holder with a message naming the directory and the holder', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'backroom.lock'), String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another Backroom process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    const file = path.join(dir, 'backroom.lock');
    fs.writeFileSync(file, '2147483646'); // no such pid
    const release = lockDataDir(dir);
    expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
