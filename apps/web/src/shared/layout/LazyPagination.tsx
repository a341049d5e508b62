import type { PaginationProps } from 'antd/es/pagination';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Pagination = lazy(() => import('antd/es/pagination'));

/** True once the element is within a screen's height of the viewport (and from then on). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * antd's Pagination, loaded when the list's end comes near the screen: its page-size changer is antd's Select
 * (~29 KB brotli with the pager), which a phone showing the first products does not need. Keeps the pager's
 * height meanwhile.
 */
export function LazyPagination(props: PaginationProps) {
  const { ref, near } = useNearViewport();
  const space = <div ref={ref} style={{ minHeight: 32 }} />;
  if (!near) return space;
  return (
    <Suspense fallback={space}>
      <Pagination {...props} />
    </Suspense>
  );
}
