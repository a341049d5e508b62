import type { AgreementSignatureView } from '@backroom/domain/contract/agreements';
import { useConsignerAgreement, useSignAgreement } from '@web/shared/agreement/agreement-api';
import { SignAgreementForm } from '@web/shared/agreement/SignAgreementForm';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { signatureColumns } from './AgreementCard';

/**
 * A consigner's agreement on their page: whether they signed the current version, their signatures, and
 * "Sign in store" (tablet mode: the consigner signs on this screen, recorded with the employee's name).
 */
export function ConsignerAgreementCard({ consignerId }: { consignerId: number }) {
  const agreement = useConsignerAgreement(consignerId);
  const sign = useSignAgreement(consignerId);
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const data = agreement.data;
  const current = data?.current ?? null;
  return (
    <Card title="Consignment agreement" size="small" style={{ marginTop: 16 }} loading={agreement.isPending}>
      {!current ? (
        <Typography.Text type="secondary">The store has not published an agreement.</Typography.Text>
      ) : data?.signedCurrent ? (
        <Tag color="green" data-testid="agreement-status">
          Signed version {current.version}
        </Tag>
      ) : (
        <>
          <Tag color={data?.required ? 'red' : 'orange'} data-testid="agreement-status">
            Version {current.version} not signed
          </Tag>
          <Button size="small" onClick={() => setOpen(true)} data-testid="sign-in-store">
            Sign in store
          </Button>
        </>
      )}
      {(data?.signatures.length ?? 0) > 0 && (
        <Table<AgreementSignatureView>
          rowKey="id"
          size="small"
          style={{ marginTop: 8 }}
          columns={signatureColumns.filter((c) => c.title !== 'Consigner')}
          dataSource={data?.signatures ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {current && (
        <Modal
          open={open}
          title="Hand the screen to the consigner to sign"
          onCancel={() => setOpen(false)}
          footer={null}
          width={640}
          destroyOnHidden
        >
          <SignAgreementForm
            version={current.version}
            html={current.html}
            signing={sign.isPending}
            note={`Signed in store with ${user.name}.`}
            onSign={(input) => sign.mutate(input, { onSuccess: () => setOpen(false) })}
          />
        </Modal>
      )}
    </Card>
  );
}
