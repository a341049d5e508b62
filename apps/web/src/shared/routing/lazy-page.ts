import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * A route's screen loaded on first visit (one chunk per screen): `lazyPage(() => import('./X').then((m) => m.X))`.
 * `preload()` starts the same load ahead of the render (preloadRoute).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await start() })),
    { preload: start },
  );
}

/** Starts the loads of every lazy screen in `node` and the elements it wraps (a guard's children). */
function preloadElement(node: ReactNode): void {
  if (!isValidElement(node)) return;
  (node.type as Preloadable).preload?.().catch(() => undefined);
  const children = (node.props as { children?: ReactNode }).children;
  if (Array.isArray(children)) for (const child of children) preloadElement(child);
  else preloadElement(children);
}

/**
 * A full page load of a deep link starts the chunks of the frame and the screen the path leads to at once, beside
 * the session's restore, instead of one after the other once the session is known: two round trips fewer before
 * the screen's first paint on a phone's network (issue 32). Before the session is known the path's screen may
 * still turn out to be the sign-in page: then the chunks wait in the cache for after sign-in.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}
