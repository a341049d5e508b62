import { trackingButton } from '@backroom/domain/inventory-buttons';
import { messages } from '@backroom/domain/messages';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useAddTrackingCode } from '../api/seller-actions';
import type { SellerItem } from '../api/seller-item';

/** ADD TRACKING on a Sold online-marketplace item, TRACK (shows the code) once it has one (spec 2 §2.4). */
export function TrackingButton({ item }: { item: SellerItem }) {
  const kind = trackingButton(item);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const add = useAddTrackingCode({
    meta: { successMessage: messages.trackingCodeAdded },
    onSuccess: () => setOpen(false),
  });
  if (!kind) return null;
  if (kind === 'TRACK') {
    return (
      <Button
        size="small"
        onClick={() => Modal.info({ title: 'Tracking code', content: item.trackingCode })}
        data-testid={`track-${item.id}`}
      >
        TRACK
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        type="primary"
        onClick={() => setOpen(true)}
        data-testid={`add-tracking-${item.id}`}
      >
        ADD TRACKING
      </Button>
      <Modal
        open={open}
        title="Add tracking code"
        onCancel={() => setOpen(false)}
        okText="Save"
        confirmLoading={add.isPending}
        onOk={() => {
          if (!code.trim()) return toast.warning(messages.trackingCodeRequired);
          add.mutate({ id: item.id, trackingCode: code.trim() });
        }}
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-label="Tracking code"
          data-testid="tracking-code"
        />
      </Modal>
    </>
  );
}
