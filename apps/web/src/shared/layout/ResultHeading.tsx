import type { ReactNode } from 'react';

/** A full-screen Result's title as the page's one h1, drawn as antd draws the title. */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
