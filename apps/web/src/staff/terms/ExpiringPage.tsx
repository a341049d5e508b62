import { hasAccessControl } from '@backroom/domain/access';
import { formatLongDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { CONVERT_CONTROLS } from '@backroom/domain/terms-bulk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import { useModalApi } from '@web/staff/layout/modal-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link } from 'react-router';

interface ExpiringItem {
  id: number;
  code: string;
  title: string;
  consigner: string;
  consignerId: number;
  price: number;
  expiresOn: string;
  graceEndsOn: string;
  expiryAction: 'return' | 'convert' | 'renew';
  phase: 'expiring' | 'inGrace';
}

const ACTION: Record<ExpiringItem['expiryAction'], string> = {
  return: 'Return to consigner',
  convert: 'Convert to store stock',
  renew: 'Renew for the fee',
};
type BulkAction = 'renew' | 'return' | 'convert';
const BULK: Record<BulkAction, { button: string; title: (n: number) => string; content: string }> = {
  renew: {
    button: 'Renew',
    title: (n) => `Renew ${n} item${n === 1 ? '' : 's'}?`,
    content: 'Each gets a new term from today; the renewal fee of its terms is charged to its consigner.',
  },
  return: {
    button: 'Return',
    title: (n) => `Set ${n} item${n === 1 ? '' : 's'} aside to return?`,
    content: 'They come off sale and wait for their consigners to collect them.',
  },
  convert: {
    button: 'Convert to store stock',
    title: (n) => `Convert ${n} item${n === 1 ? '' : 's'} to store stock?`,
    content:
      'The store buys them at the payout percent of their terms; the consigners are owed that amount. Items not yet in their last week, or whose terms set no conversion payout, are skipped.',
  },
};
interface BulkAnswer {
  done: number;
  skipped: number;
  notFound: number;
  message: string;
}
const day = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/** Inventory → Expiring: items whose consignment term ends within a week, or ended and are in grace (issue 16). */
export function ExpiringPage() {
  const { currency } = useStore();
  const list = useQuery({
    queryKey: ['consignmentTerms', 'expiring'],
    queryFn: () => api.get('/api/consignmentTerms/expiring'),
  });
  const modal = useModalApi();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const user = useSignedInUser();
  const canConvert = CONVERT_CONTROLS.every((control) => hasAccessControl(user, control));
  const [outcome, setOutcome] = useState<BulkAnswer | null>(null);
  const bulk = useMutation({
    mutationFn: (body: { action: BulkAction; ids: number[] }) =>
      api.post('/api/consignmentTerms/expiring/actions', body),
    onSuccess: (result) => {
      setOutcome(result);
      setSelected([]);
      return queryClient.invalidateQueries({ queryKey: ['consignmentTerms'] });
    },
  });
  const confirm = (action: BulkAction) =>
    modal.confirm({
      title: BULK[action].title(selected.length),
      content: BULK[action].content,
      okText: BULK[action].button,
      onOk: () => bulk.mutateAsync({ action, ids: selected }),
    });
  const columns: ColumnsType<ExpiringItem> = [
    {
      title: 'Item',
      key: 'item',
      render: (_, item) => (
        <Link to={`/inventories/${item.id}`}>
          {item.code} · {item.title}
        </Link>
      ),
    },
    {
      title: 'Consigner',
      key: 'consigner',
      render: (_, item) => <Link to={`/consigners/${item.consignerId}`}>{item.consigner}</Link>,
    },
    { title: 'Price', key: 'price', render: (_, item) => formatAmount(item.price, currency) },
    {
      title: 'Term',
      key: 'phase',
      render: (_, item) =>
        item.phase === 'expiring' ? (
          <Tag color="orange">Ends {day(item.expiresOn)}</Tag>
        ) : (
          <Tag color="red">Ended {day(item.expiresOn)}</Tag>
        ),
    },
    {
      title: 'Then',
      key: 'action',
      render: (_, item) => `${ACTION[item.expiryAction]} on ${day(item.graceEndsOn)}`,
    },
  ];
  return (
    <>
      <PageHeader title="Expiring" />
      <Typography.Paragraph type="secondary">
        Consigned items whose term ends in the next 7 days, or has ended and is in its grace period. The daily
        job applies the action on the day shown.
      </Typography.Paragraph>
      {list.isError && <LoadError what="expiring items" error={list.error} onRetry={() => list.refetch()} />}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Typography.Text>
          {selected.length > 0 ? `${selected.length} selected` : 'Select items to act on them'}
        </Typography.Text>
        {(Object.keys(BULK) as BulkAction[])
          .filter((action) => action !== 'convert' || canConvert)
          .map((action) => (
            <Button
              key={action}
              disabled={selected.length === 0}
              loading={bulk.isPending && bulk.variables?.action === action}
              onClick={() => confirm(action)}
              data-testid={`bulk-${action}`}
            >
              {BULK[action].button}
            </Button>
          ))}
      </Flex>
      {outcome && (
        <Alert
          type={outcome.skipped + outcome.notFound > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ onClose: () => setOutcome(null) }}
          title={outcome.message}
          style={{ marginBottom: 12 }}
          data-testid="bulk-outcome"
        />
      )}
      <Table<ExpiringItem>
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No items expiring this week" /> }}
        data-testid="expiring-table"
      />
    </>
  );
}
