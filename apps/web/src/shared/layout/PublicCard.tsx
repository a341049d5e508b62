import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { StoreLogo } from './StoreLogo';

interface PublicCardProps {
  title: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The frame of the signed-out screens: the store's logo, a title, and a card that fits a 375 px screen. */
export function PublicCard({ title, children, width = 420 }: PublicCardProps) {
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '32px 12px', background: '#f5f6f8' }}>
      <div style={{ marginBottom: 24 }}>
        <StoreLogo height={48} />
      </div>
      <Card style={{ width: '100%', maxWidth: width }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
