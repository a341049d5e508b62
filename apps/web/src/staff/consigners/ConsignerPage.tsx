import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { checkAccess } from '@backroom/domain/access';
import { messages } from '@backroom/domain/messages';
import { formatAmount } from '@backroom/domain/money-format';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/shared/api/query-keys';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import { useStore } from '@web/shared/store/store-context';
import { staffAccess } from '@web/staff/access/staff-access';
import { ConsignerInventory } from '@web/staff/inventory/public';
import { ConsignerReportCard } from '@web/staff/reports/ConsignerReportCard';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConsignerAgreementCard } from '../terms/ConsignerAgreementCard';
import { ConsignerTermsCard } from '../terms/ConsignerTermsCard';
import { AccountTypeModal } from './AccountTypeModal';
import { type Consigner, consignerName } from './api/consigner';
import { useDeleteConsigner } from './api/delete-consigner';
import { useConsigner } from './api/get-consigner';
import { useResetConsignerPassword } from './api/reset-consigner-password';
import { useUpdateConsigner } from './api/update-consigner';
import { BankDetailsModal } from './BankDetailsModal';
import { ConsignerSwitches } from './ConsignerSwitches';
import { payoutSummary } from './payout-summary';
import { useSellerWord } from './use-seller-word';

/** /consigners/{id} (spec 3 §2.5, §4). */
export function ConsignerPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <ConsignerLoader key={id} id={id} />;
}

function ConsignerLoader({ id }: { id: number }) {
  const consigner = useConsigner(id);
  if (consigner.isPending) {
    return (
      <Card role="status" aria-label="Loading consigner">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (consigner.isError) {
    return (
      <Result
        status={consigner.error.status === 404 ? '404' : 'error'}
        title={consigner.error.status === 404 ? 'Consigner not found' : consigner.error.message}
        extra={<Button onClick={() => consigner.refetch()}>Retry</Button>}
      />
    );
  }
  return <ConsignerDetail consigner={consigner.data} />;
}

function ConsignerDetail({ consigner }: { consigner: Consigner }) {
  const navigate = useNavigate();
  const word = useSellerWord();
  const store = useStore();
  const user = useSignedInUser();
  const seesInventory = checkAccess(user, staffAccess.inventory) === null;
  const simplified = store.simplifiedBankForm;
  const [typeOpen, setTypeOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [typeJob, setTypeJob] = useState<number | null>(null);
  const [typeChanged, setTypeChanged] = useState(false);

  const changeType = useUpdateConsigner({
    // The notice below says it; no toast on top.
    meta: {},
    onSuccess: ({ jobId }) => {
      setTypeOpen(false);
      setTypeChanged(true);
      setTypeJob(jobId);
    },
  });
  const saveDetails = useUpdateConsigner({
    meta: { successMessage: 'Payout details saved' },
    onSuccess: () => setDetailsOpen(false),
  });
  const reset = useResetConsignerPassword();
  const remove = useDeleteConsigner({ onSuccess: () => navigate('/consigners', { replace: true }) });
  const queryClient = useQueryClient();
  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.consigners.detail(consigner.id) });

  const name = consignerName(consigner);
  return (
    <>
      <PageHeader
        title={
          <Button
            type="text"
            size="large"
            onClick={() => setTypeOpen(true)}
            aria-label={`${name}, account type ${consigner.accountType ?? 'none'}: change the account type`}
            style={{
              fontSize: 24,
              fontWeight: 600,
              height: 'auto',
              padding: '0 4px',
              whiteSpace: 'normal',
              textAlign: 'start',
            }}
            data-testid="consigner-account-type"
          >
            {name} ({consigner.accountType || 'No type'}) <EditOutlined style={{ fontSize: 16 }} />
          </Button>
        }
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<EditOutlined />}
              onClick={() => setDetailsOpen(true)}
              data-testid="consigner-details"
            >
              Details
            </Button>
            <Tooltip
              title={
                consigner.fbUserId ? undefined : 'No login yet: the invite e-mail lets them set a password.'
              }
            >
              <Button
                icon={<KeyOutlined />}
                onClick={() => reset.mutate(consigner.id)}
                loading={reset.isPending}
                disabled={!consigner.fbUserId}
                data-testid="consigner-reset-password"
              >
                Reset Password
              </Button>
            </Tooltip>
            {!consigner.isStoreAccount && (
              <Popconfirm
                title={`Delete ${name}?`}
                description={messages.actionCannotBeUndone}
                okText="Delete"
                okButtonProps={{
                  danger: true,
                  loading: remove.isPending,
                  'data-testid': 'confirm-delete-consigner',
                }}
                onConfirm={() => remove.mutateAsync(consigner.id).catch(() => undefined)}
              >
                <Button danger icon={<DeleteOutlined />} data-testid="consigner-delete">
                  Delete
                </Button>
              </Popconfirm>
            )}
          </Flex>
        }
      />
      {typeChanged && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Alert
            type="info"
            showIcon
            title={messages.accountTypeChangeConfirmed}
            data-testid="account-type-notice"
          />
          {typeJob !== null && (
            <JobProgress
              jobId={typeJob}
              title="Recalculating inventory payouts…"
              doneText="Account type change finished: every item has its new fees."
              onFinished={() => void refetch()}
              testId="account-type-progress"
            />
          )}
        </Flex>
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={`${word} details`}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'email',
                  label: 'Email',
                  children: <span data-testid="consigner-email">{consigner.email}</span>,
                },
                { key: 'phone', label: 'Phone', children: consigner.phone || '—' },
                { key: 'address', label: 'Address', children: consigner.address || '—' },
                { key: 'type', label: 'Account type', children: consigner.accountType || '—' },
                {
                  key: 'balance',
                  label: 'Balance owed',
                  children: (
                    <span data-testid="consigner-balance">
                      {formatAmount(consigner.balanceOwed ?? 0, store.currency)}
                    </span>
                  ),
                },
                {
                  key: 'payout',
                  label: 'Payout',
                  children: <span data-testid="consigner-payout">{payoutSummary(consigner)}</span>,
                },
                {
                  key: 'status',
                  label: 'Status',
                  children: (
                    <Flex gap={4} wrap>
                      {consigner.isStoreAccount && <Tag color="blue">Store account</Tag>}
                      {consigner.isActive ? <Tag color="green">Active</Tag> : <Tag color="red">Disabled</Tag>}
                      {!consigner.isStoreAccount && <LoginTags consigner={consigner} />}
                    </Flex>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <ConsignerSwitches consigner={consigner} />
          <ConsignerTermsCard consignerId={consigner.id} termsId={consigner.consignmentTermsId ?? null} />
          {!consigner.isStoreAccount && <ConsignerAgreementCard consignerId={consigner.id} />}
        </Col>
        <Col xs={24}>
          <ConsignerReportCard consignerId={consigner.id} />
        </Col>
        <Col xs={24}>
          <Card title="Inventory" data-testid="consigner-inventory">
            {seesInventory ? (
              <ConsignerInventory consignerId={consigner.id} />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Listing a consigner's items needs the Inventory access control."
              />
            )}
          </Card>
        </Col>
      </Row>
      <AccountTypeModal
        open={typeOpen}
        currentTypeId={consigner.consignerTypeId}
        currentType={consigner.accountType}
        saving={changeType.isPending}
        onCancel={() => setTypeOpen(false)}
        onConfirm={(type) =>
          changeType.mutate({
            id: consigner.id,
            changes: {
              consignerTypeId: type.id,
              accountType: type.accountType,
              isRecalculateInventoryPayout: true,
            },
          })
        }
      />
      <BankDetailsModal
        open={detailsOpen}
        consigner={consigner}
        simplified={simplified}
        saving={saveDetails.isPending}
        onCancel={() => setDetailsOpen(false)}
        onSave={(changes) => saveDetails.mutate({ id: consigner.id, changes })}
      />
    </>
  );
}

/** Whether a consigner accepted the terms and has a login (the store's own account has neither). */
function LoginTags({ consigner }: { consigner: Consigner }) {
  return (
    <>
      {consigner.acceptedTOS ? <Tag>Accepted terms</Tag> : <Tag color="gold">Terms not accepted</Tag>}
      {consigner.fbUserId ? <Tag>Has a login</Tag> : <Tag color="gold">Invite pending</Tag>}
    </>
  );
}
