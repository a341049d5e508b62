import Modal from 'antd/es/modal';
import Steps from 'antd/es/steps';

/** Enable Marketplace's "How it works" (spec 1 §2.3): three steps, tracking within 1 day. */
export function MarketplaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="How it works"
      onCancel={onClose}
      onOk={onClose}
      okText="Got it"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Steps
        orientation="vertical"
        current={-1}
        data-testid="marketplace-steps"
        items={[
          { title: 'Add items and assign them to the online marketplace.' },
          { title: 'After a sale the store e-mails you to confirm you are ready to ship.' },
          { title: 'Ship or drop off the item, adding a tracking code within 1 day.' },
        ]}
      />
    </Modal>
  );
}
