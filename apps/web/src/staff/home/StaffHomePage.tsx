import { useSignedInUser } from '@web/shared/auth/auth-context';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

/** "/" for staff without the Products control: a welcome instead of a redirect loop. */
export function StaffHomePage({ banner }: { banner?: ReactNode } = {}) {
  const user = useSignedInUser();
  const store = useStore();
  const controls = user.accessControls.filter((control) => control !== 'InStoreApp');
  return (
    <>
      <Card style={{ maxWidth: 640, marginBottom: 16 }} data-testid="staff-home">
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          Welcome to {store.name}
        </Typography.Title>
        <Typography.Paragraph>
          {controls.length > 0
            ? `Your access: ${controls.join(', ')}. Choose a screen from the menu.`
            : 'You have no access controls yet. Ask the store owner to grant you access to the screens you need.'}
        </Typography.Paragraph>
      </Card>
      {banner}
    </>
  );
}
