import { TermsDialog } from '@web/seller/terms/TermsDialog';
import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';

interface TermsStepProps {
  loading: boolean;
  onBack: () => void;
  onAccept: () => void;
}

/** TERMS: the store's terms in the dialog; "Accept and continue" creates the account. */
export function TermsStep({ loading, onBack, onAccept }: TermsStepProps) {
  const store = useStore();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Typography.Paragraph>
        Read and accept the terms of {store.name} to finish your sign-up.
      </Typography.Paragraph>
      <Flex gap={8} justify="space-between">
        <Button onClick={onBack}>{messages.back}</Button>
        <Button type="primary" onClick={() => setOpen(true)}>
          {messages.reviewTerms}
        </Button>
      </Flex>
      <TermsDialog open={open} loading={loading} onAccept={onAccept} onClose={() => setOpen(false)} />
    </>
  );
}
