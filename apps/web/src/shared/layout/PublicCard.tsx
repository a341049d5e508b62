import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { StoreLogo } from './StoreLogo';
import './plain-text.css';

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
      {/* A card drawn with CSS: antd's Card (with its tabs) would cost the sign-in page 13 KB of script. */}
      <section className="plain-card" style={{ maxWidth: width }}>
        <h1 className="plain-h1" style={{ marginBottom: '0.5em', fontSize: 24 }}>
          {title}
        </h1>
        {children}
      </section>
    </Flex>
  );
}
