import { useAppKind } from '@web/shared/routing/app-kind';
import { skeletonMarkup } from './app-skeleton';

/**
 * The whole app's outline (menu, header, a screen of grey blocks) while the store, the session or the first screen
 * load: the same markup the page's HTML starts with (build/skeleton-html.ts), so nothing jumps.
 */
export function AppSkeleton() {
  const app = useAppKind();
  // Static markup from app-skeleton.ts, no user data in it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant written by this app, the same as the page's HTML.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: skeletonMarkup(app) }} />;
}
