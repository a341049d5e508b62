import type { SignAgreementInput } from '@backroom/domain/schemas/agreement';
import { SignAgreementForm } from '@web/shared/agreement/SignAgreementForm';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';

interface AgreementDialogProps {
  title: string;
  version: number;
  html: string;
  signing: boolean;
  onSign: (input: SignAgreementInput) => void;
  onClose: () => void;
}

/** The store's consignment agreement to read and sign, opened from the banner (AgreementPrompt). */
export function AgreementDialog({ title, version, html, signing, onSign, onClose }: AgreementDialogProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="later" onClick={onClose}>
          Later
        </Button>,
      ]}
      width={640}
      destroyOnHidden
    >
      <SignAgreementForm version={version} html={html} signing={signing} onSign={onSign} />
    </Modal>
  );
}
