import { type ComponentType, lazy } from 'react';

/** A route's screen loaded on first visit (one chunk per screen): `lazyPage(() => import('./X').then((m) => m.X))`. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
