import { useStore } from '@web/shared/store/store-context';
import type { CSSProperties } from 'react';

interface StoreLogoProps {
  height?: number;
  /**
   * A name without a logo wraps rather than being cut (issue 33): on every line it needs (`lines` unset: the
   * sidebar, the drawer), or on up to `lines` lines in a tight header, smaller, with the full name in its title.
   */
  lines?: number;
}

/** The store's logo, or its name when it has none. */
export function StoreLogo({ height = 32, lines }: StoreLogoProps) {
  const store = useStore();
  if (!store.logo) {
    const clamp: CSSProperties = lines
      ? {
          fontSize: 14,
          lineHeight: '17px',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
        }
      : { fontSize: 18, lineHeight: 1.3, display: 'block' };
    return (
      <span
        style={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0, ...clamp }}
        title={store.name}
        data-testid="store-name"
      >
        {store.name}
      </span>
    );
  }
  return (
    <img
      src={store.logo}
      alt={store.name}
      title={store.name}
      style={{ height, maxWidth: 160, minWidth: 0, objectFit: 'contain' }}
    />
  );
}
