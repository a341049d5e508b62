import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import './plain-text.css';

/** A screen's title with its actions on the right (wrapping under it on narrow screens). */
export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <h1 className="plain-h1">{title}</h1>
      {extra}
    </Flex>
  );
}
