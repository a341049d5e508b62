import PlusOutlined from '@ant-design/icons/PlusOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { currencySymbol, formatAmount } from '@backroom/domain/money-format';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import { useConsignerTypes } from '@web/staff/common/api/get-consigner-types';
import { useModalApi } from '@web/staff/layout/modal-api';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { AgreementCard } from './AgreementCard';
import {
  type ConsignmentTerms,
  useAssignTypeTerms,
  useConsignmentTerms,
  useCreateTerms,
  useDeleteTerms,
  useUpdateTerms,
} from './api/terms-api';
import { StockTermsCard } from './StockTermsCard';
import { TermsDialog, type TermsFormValues } from './TermsDialog';

const EXPIRY: Record<string, string> = {
  return: 'Return to consigner',
  convert: 'Convert to store stock',
  renew: 'Renew for the fee',
};

const NEW_TERMS: Partial<TermsFormValues> = {
  termDays: 60,
  expiryAction: 'return',
  graceDays: 7,
  renewalFee: 0,
  convertPayoutPercent: 0,
  minDaysBeforeChange: 0,
  floorPercent: 0,
  noMarkdownFrom: null,
  markdowns: [],
  ageSplits: [],
  isDefault: false,
};

/** Settings → Terms: the store's consignment terms and which consigner type gets which (issue 16). */
export function TermsPage() {
  const store = useStore();
  const modal = useModalApi();
  const terms = useConsignmentTerms();
  const types = useConsignerTypes();
  const create = useCreateTerms();
  const update = useUpdateTerms();
  const remove = useDeleteTerms();
  const assign = useAssignTypeTerms();
  const [editing, setEditing] = useState<ConsignmentTerms | 'new' | null>(null);

  const close = () => setEditing(null);
  const save = (values: TermsFormValues) => {
    const { applyTo = 'new', ...form } = values;
    if (editing === 'new') return create.mutate(form, { onSuccess: close });
    if (!editing) return;
    const run = () => update.mutate({ id: editing.id, values: form, applyTo }, { onSuccess: close });
    if (applyTo !== 'all') return run();
    modal.confirm({
      title: 'Change the terms of items already accepted?',
      content:
        'Every live item on these terms takes the new version: its expiry is counted again from the day it was accepted. Items in stock without any terms are not changed here: use "Apply terms to stock on hand" below.',
      okText: 'Apply to all items',
      onOk: run,
    });
  };

  const columns: ColumnsType<ConsignmentTerms> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, t) => (
        <Flex gap={6} align="center" wrap>
          {t.name}
          {t.isDefault && (
            <Tag color="gold" icon={<StarFilled />}>
              Default
            </Tag>
          )}
        </Flex>
      ),
    },
    { title: 'Term', key: 'term', render: (_, t) => `${t.termDays} days + ${t.graceDays} grace` },
    { title: 'At expiry', key: 'expiry', render: (_, t) => EXPIRY[t.expiryAction] },
    {
      title: 'Renewal fee',
      key: 'renewalFee',
      render: (_, t) => formatAmount(t.renewalFee ?? 0, store.currency),
    },
    {
      title: 'Markdowns',
      key: 'markdowns',
      render: (_, t) =>
        t.markdowns.length === 0
          ? '—'
          : t.markdowns.map((m) => `day ${m.afterDays}: ${m.percentOff}% off`).join(', '),
    },
    { title: 'Version', dataIndex: 'version', key: 'version' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, t) => (
        <Flex gap={8}>
          <Button size="small" onClick={() => setEditing(t)} data-testid={`edit-terms-${t.id}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete "${t.name}"?`}
            description="Items already accepted keep their terms; consigner types on these terms get the default."
            okText="Delete"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutate(t.id)}
          >
            <Button size="small" danger data-testid={`delete-terms-${t.id}`}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  const options = [
    { value: 0, label: 'Store default' },
    ...(terms.data ?? []).map((t) => ({ value: t.id, label: t.name })),
  ];

  return (
    <>
      <PageHeader
        title="Consignment terms"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="add-terms"
          >
            Add terms
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">
        How long items are consigned, what happens when the term ends, and the automatic markdowns. Items keep
        the terms in force on the day they were accepted.
      </Typography.Paragraph>
      {terms.isError && <LoadError what="terms" error={terms.error} onRetry={() => terms.refetch()} />}
      <Table<ConsignmentTerms>
        rowKey="id"
        columns={columns}
        dataSource={terms.data ?? []}
        loading={terms.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No terms yet: items are consigned without a term" /> }}
        data-testid="terms-table"
      />
      <Card title="Terms per consigner type" style={{ marginTop: 16 }} loading={types.isPending}>
        {(types.data ?? []).map((type) => (
          <Flex key={type.id} gap={12} align="center" style={{ marginBottom: 8 }} wrap>
            <Typography.Text style={{ minWidth: 160 }}>{type.accountType}</Typography.Text>
            <Select
              style={{ minWidth: 220 }}
              value={type.consignmentTermsId ?? 0}
              options={options}
              aria-label={`Terms of ${type.accountType}`}
              data-testid={`type-terms-${type.id}`}
              onChange={(value: number) =>
                assign.mutate(
                  { typeId: type.id, termsId: value === 0 ? null : value },
                  { onSuccess: () => types.refetch() },
                )
              }
            />
          </Flex>
        ))}
      </Card>
      {(terms.data?.length ?? 0) > 0 && <StockTermsCard />}
      <AgreementCard />
      <TermsDialog
        open={editing !== null}
        editing={editing !== null && editing !== 'new'}
        initial={editing && editing !== 'new' ? { ...editing, applyTo: 'new' } : NEW_TERMS}
        saving={create.isPending || update.isPending}
        currencySymbol={currencySymbol(store.currency)}
        onCancel={close}
        onSave={save}
      />
    </>
  );
}
