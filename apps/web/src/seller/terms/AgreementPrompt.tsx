import { useConsignerAgreement, useSignAgreement } from '@web/shared/agreement/agreement-api';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';

// The dialog (antd's Modal, the agreement's text, the signature pad, Typography, Segmented) loads only when a
// consigner opens it: the seller's frame loads on every visit, this dialog on few (issue 32).
const AgreementDialog = lazy(() => import('./AgreementDialog').then((m) => ({ default: m.AgreementDialog })));

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
      {open && (
        <Suspense fallback={null}>
          <AgreementDialog
            title={
              changed
                ? `${store.name} has updated its consignment agreement`
                : `${store.name} consignment agreement`
            }
            version={current.version}
            html={current.html}
            signing={sign.isPending}
            onSign={(input) => sign.mutate(input)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
