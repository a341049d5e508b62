import type { Env } from '../config/env';
import { LocalDiskStorage } from './local';
import type { FileStorage } from './port';

export * from './port';

export function createStorage(env: Pick<Env, 'dataDir'>): FileStorage {
  return new LocalDiskStorage(env.dataDir);
}
