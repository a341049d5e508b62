import Card from 'antd/es/card';
import type { ReactNode } from 'react';

/** One titled part of the settings form; its id is the target of the section links. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      id={id}
      title={title}
      style={{ marginBottom: 16, scrollMarginTop: 16 }}
      data-testid={`settings-${id}`}
    >
      {children}
    </Card>
  );
}
