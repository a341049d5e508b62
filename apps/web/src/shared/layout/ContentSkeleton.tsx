import { contentSkeletonMarkup } from './app-skeleton';

/** A screen's outline (title, summary cards, a list) while its code or its data load inside the app's frame. */
export function ContentSkeleton() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant written by this app, the same as the page's HTML.
  return <div dangerouslySetInnerHTML={{ __html: contentSkeletonMarkup() }} />;
}
