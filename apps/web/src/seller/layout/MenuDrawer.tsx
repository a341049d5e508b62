import { StoreLogo } from '@web/shared/layout/StoreLogo';
import Drawer from 'antd/es/drawer';
import { SellerMenu } from './SellerMenu';

/** The phone menu: the seller menu in a drawer from the left. Loaded the first time it is opened. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={280}
      title={<StoreLogo height={28} />}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <SellerMenu mode="inline" />
    </Drawer>
  );
}
