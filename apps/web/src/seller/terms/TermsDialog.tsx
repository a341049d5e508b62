import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

interface TermsDialogProps {
  open: boolean;
  loading?: boolean;
  onAccept: () => void;
  /** Where the dialog can be left (Back in the sign-up, Logout in the gate). */
  secondary?: ReactNode;
  onClose?: () => void;
}

/** "Accept {store name} Terms": the store's terms text and "Accept and continue" (spec 1 §2.2). */
export function TermsDialog({ open, loading, onAccept, secondary, onClose }: TermsDialogProps) {
  const store = useStore();
  return (
    <Modal
      open={open}
      title={messages.acceptTermsTitle(store.name)}
      closable={Boolean(onClose)}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
      footer={[
        secondary,
        <Button key="accept" type="primary" loading={loading} onClick={onAccept} data-testid="accept-terms">
          {messages.acceptAndContinue}
        </Button>,
      ]}
    >
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', maxHeight: '55vh', overflowY: 'auto' }}
        data-testid="terms-text"
      >
        {store.termsOfService || `${store.name} has not published terms of service yet.`}
      </Typography.Paragraph>
    </Modal>
  );
}
