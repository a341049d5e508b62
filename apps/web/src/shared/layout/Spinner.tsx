import Spin from 'antd/es/spin';
import type { CSSProperties } from 'react';

/**
 * A named loading spinner. antd's Spin renders a plain div, where an aria-label is not allowed
 * (axe: aria-prohibited-attr); the label sits on a status wrapper that screen readers announce.
 */
export function Spinner({
  label,
  size,
  style,
}: {
  label: string;
  size?: 'small' | 'default' | 'large';
  style?: CSSProperties;
}) {
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-block', ...style }}>
      <Spin size={size} />
    </span>
  );
}
