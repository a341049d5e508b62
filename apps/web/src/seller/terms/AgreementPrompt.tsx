import { useConsignerAgreement, useSignAgreement } from '@web/shared/agreement/agreement-api';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useState } from 'react';

// The form (the agreement's text, the signature pad, Typography, Segmented) loads only for a consigner who has an
// agreement to sign: the seller's frame loads on every visit, this form on few (issue 32).
const SignAgreementForm = lazy(() =>
  import('@web/shared/agreement/SignAgreementForm').then((m) => ({ default: m.SignAgreementForm })),
);

/**
 * The store's consignment agreement, when its current version is one this consigner has not signed (after sign-up,
 * and again whenever the store publishes a new version): one banner above every screen, whose "Read and sign"
 * opens the agreement to sign. It never opens by itself: a modal on every page until signed blocked the portal
 * (issue 33).
 */
export function AgreementPrompt() {
  const store = useStore();
  const agreement = useConsignerAgreement(null);
  const sign = useSignAgreement(null);
  const [open, setOpen] = useState(false);
  const data = agreement.data;
  if (!data?.current || data.signedCurrent) return null;
  const { current } = data;
  const changed = data.signatures.length > 0;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        banner
        title={
          data.required
            ? `Sign the ${store.name} consignment agreement (version ${current.version}) so the store can accept your items.`
            : `Please sign the ${store.name} consignment agreement (version ${current.version}).`
        }
        action={
          <Button size="small" onClick={() => setOpen(true)} data-testid="open-agreement">
            Read and sign
          </Button>
        }
        data-testid="agreement-banner"
      />
      <Modal
        open={open}
        title={
          changed
            ? `${store.name} has updated its consignment agreement`
            : `${store.name} consignment agreement`
        }
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="later" onClick={() => setOpen(false)}>
            Later
          </Button>,
        ]}
        width={640}
        destroyOnHidden
      >
        <Suspense fallback={<Skeleton active />}>
          <SignAgreementForm
            version={current.version}
            html={current.html}
            signing={sign.isPending}
            onSign={(input) => sign.mutate(input)}
          />
        </Suspense>
      </Modal>
    </>
  );
}
