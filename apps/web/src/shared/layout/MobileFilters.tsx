import FilterOutlined from '@ant-design/icons/FilterOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import { type ReactNode, useState } from 'react';
import { useIsMobile } from './use-is-mobile';
import { useModalLayout } from './use-modal-layout';

/** Filters inline on desktop; under 768 px a Filters button opens them in a full-screen dialog. */
export function MobileFilters({ children, active = 0 }: { children: ReactNode; active?: number }) {
  const isMobile = useIsMobile();
  const layout = useModalLayout(480);
  const [open, setOpen] = useState(false);
  if (!isMobile) {
    return (
      <Flex wrap gap={8} align="center">
        {children}
      </Flex>
    );
  }
  return (
    <>
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="open-filters">
        Filters{active > 0 ? ` (${active})` : ''}
      </Button>
      <Modal
        open={open}
        title="Filters"
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)} data-testid="close-filters">
            Done
          </Button>
        }
        {...layout}
      >
        <Flex vertical gap={12}>
          {children}
        </Flex>
      </Modal>
    </>
  );
}
