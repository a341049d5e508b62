import type { AgreementSignatureView } from '@backroom/domain/contract/agreements';
import { AgreementText } from '@web/shared/agreement/AgreementText';
import { LoadError } from '@web/shared/layout/LoadError';
import { useModalApi } from '@web/staff/layout/modal-api';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Switch from 'antd/es/switch';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  useAgreement,
  useAgreementSignatures,
  usePublishAgreement,
  useRequireAgreement,
} from './api/agreement-api';

const when = (iso: string) => new Date(iso).toLocaleString();

export const signatureColumns: ColumnsType<AgreementSignatureView> = [
  {
    title: 'Consigner',
    dataIndex: 'consignerName',
    render: (name: string, s) => <Link to={`/consigners/${s.consignerId}`}>{name}</Link>,
  },
  {
    title: 'Version',
    dataIndex: 'version',
    render: (v: number, s) => (s.current ? <Tag color="green">{v} (current)</Tag> : <Tag>{v}</Tag>),
  },
  { title: 'Signed', dataIndex: 'signedAt', render: when },
  { title: 'Name typed', dataIndex: 'typedName' },
  {
    title: 'Where',
    key: 'where',
    render: (_, s) => (s.signedInStore ? `In store, with ${s.witnessName ?? 'staff'}` : 'Seller portal'),
  },
  { title: 'Address', dataIndex: 'ipAddress' },
];

/** Settings → Terms: the consignment agreement's text (markdown), its versions, the rule, and who signed. */
export function AgreementCard() {
  const modal = useModalApi();
  const agreement = useAgreement();
  const signatures = useAgreementSignatures();
  const publish = usePublishAgreement();
  const requireIt = useRequireAgreement();
  const current = agreement.data?.current ?? null;
  const [draft, setDraft] = useState('');
  useEffect(() => setDraft(current?.markdown ?? ''), [current?.markdown]);
  const unchanged = draft.trim() === (current?.markdown ?? '');

  const confirmPublish = () =>
    modal.confirm({
      title: `Publish version ${(current?.version ?? 0) + 1} of the agreement?`,
      content: 'Every consigner is asked to sign the new version the next time they open the seller portal.',
      okText: 'Publish',
      onOk: () => publish.mutateAsync(draft),
    });

  return (
    <Card title="Consignment agreement" style={{ marginTop: 16 }} loading={agreement.isPending}>
      {agreement.isError && (
        <LoadError what="agreement" error={agreement.error} onRetry={() => agreement.refetch()} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Paragraph type="secondary">
            Write in markdown: # heading, **bold**, - list. Consigners read it formatted and sign it in the
            portal.
          </Typography.Paragraph>
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoSize={{ minRows: 8, maxRows: 20 }}
            maxLength={50_000}
            aria-label="Agreement text"
            data-testid="agreement-markdown"
          />
          <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
            <Button
              type="primary"
              disabled={unchanged || !draft.trim()}
              loading={publish.isPending}
              onClick={confirmPublish}
              data-testid="publish-agreement"
            >
              Publish new version
            </Button>
            <Switch
              checked={agreement.data?.required ?? false}
              loading={requireIt.isPending}
              disabled={!current}
              onChange={(on) => requireIt.mutate(on)}
              aria-label="Require a signed agreement"
              data-testid="require-agreement"
            />
            <Typography.Text>
              Accept items only from consigners who signed the current version
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          {current ? (
            <>
              <Typography.Text type="secondary">
                Version {current.version}, published {when(current.publishedAt)} by {current.publishedBy}
              </Typography.Text>
              <AgreementText html={current.html} />
            </>
          ) : (
            <Empty description="No agreement published yet" />
          )}
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Signatures
      </Typography.Title>
      {signatures.isError && (
        <LoadError what="signatures" error={signatures.error} onRetry={() => signatures.refetch()} />
      )}
      <Table<AgreementSignatureView>
        rowKey="id"
        size="small"
        columns={signatureColumns}
        dataSource={signatures.data ?? []}
        loading={signatures.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No one has signed yet" /> }}
        data-testid="agreement-signatures"
      />
    </Card>
  );
}
