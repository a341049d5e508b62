import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { payoutTypeLabel } from '@backroom/domain/constants';
import { formatAmount } from '@backroom/domain/money-format';
import { countText } from '@web/shared/count-text';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePayout } from './api/create-payout';
import { useExportPayout } from './api/export-payout';
import { useReadyToPay } from './api/get-ready-to-pay';
import type { ReadyGroupSummary } from './api/types';
import { ConfirmPayoutModal } from './ConfirmPayoutModal';
import { CreditPayoutButton } from './CreditPayoutButton';
import { chequeTag } from './cheque-tag';
import { ReadyItemsList, ReadyItemsTable } from './ReadyItems';

const SELECT_ONE = 'Please select at least 1 item';
const CREATING = 'Creating your payout, you will be redirected shortly.';

function groupColumns(currency: string): ColumnsType<ReadyGroupSummary> {
  const money = (v: number | null | undefined) => formatAmount(v, currency);
  return [
    {
      title: 'Consigner',
      key: 'name',
      render: (_, g) => (
        <Typography.Text strong>
          {g.consigner.name} ({g.itemCount})
        </Typography.Text>
      ),
    },
    {
      title: 'Payout type',
      key: 'type',
      responsive: ['md'],
      render: (_, g) => payoutTypeLabel(g.consigner.payoutType) || '—',
    },
    {
      title: 'Sold items',
      key: 'gross',
      align: 'right',
      responsive: ['md'],
      render: (_, g) => money(g.gross),
    },
    {
      title: 'Negative balance',
      key: 'neg',
      align: 'right',
      render: (_, g) => (g.negativeBalance > 0 ? `−${money(g.negativeBalance)}` : ''),
    },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      render: (_, g) => (
        <Flex gap={4} justify="end" align="center">
          <Typography.Text strong>{money(g.total)}</Typography.Text>
          {chequeTag(g.cheques)}
        </Flex>
      ),
    },
    {
      title: 'Store credit',
      key: 'credit',
      render: (_, g) => <CreditPayoutButton group={g} currency={currency} />,
    },
  ];
}

/** /pendingPayouts (spec 3 §2.9): sold items per consigner; select, create a payout, export. */
export function ReadyToPayPage() {
  const { currency } = useStore();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const ready = useReadyToPay(search);
  const create = useCreatePayout();
  const exporter = useExportPayout();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const groups = ready.data?.consigners ?? [];
  const allIds = useMemo(() => groups.flatMap((g) => g.itemIds), [groups]);
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const chosen = allIds.filter((id) => selected.has(id));

  const submit = () => {
    create.mutate(
      { inventoriesToPay: chosen, requestKey },
      {
        onSuccess: (answer) => {
          toast.info(CREATING);
          setSelected(new Set());
          setRequestKey(crypto.randomUUID());
          setConfirming(false);
          navigate(`/payouts/${answer.id}`);
        },
      },
    );
  };
  const start = () => {
    if (chosen.length === 0) return toast.error(SELECT_ONE);
    if (ready.data?.automatedPayout) setConfirming(true);
    else submit();
  };
  const toggle = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Ready to Pay"
        extra={
          <Flex gap={8} wrap>
            <Button
              onClick={() => setSelected(new Set(allIds))}
              disabled={allIds.length === 0}
              data-testid="select-all-ready"
            >
              Select All Ready ({allIds.length})
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={chosen.length === 0}
              loading={exporter.isPending}
              onClick={() => exporter.mutate({ inventoriesToExport: chosen })}
            >
              Export CSV
            </Button>
            <Button type="primary" loading={create.isPending} onClick={start} data-testid="create-payout">
              Create Payout{chosen.length ? ` (${chosen.length})` : ''}
            </Button>
          </Flex>
        }
      />
      {create.isPending && <Alert type="info" showIcon title={CREATING} style={{ marginBottom: 16 }} />}
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Consigner, item code or title"
          aria-label="Search ready to pay"
          allowClear
          enterButton="Search"
          onSearch={(v) => setSearch(v.trim())}
          style={{ maxWidth: 360 }}
        />
        {ready.data && (
          <Typography.Text type="secondary" data-testid="ready-summary">
            {countText(ready.data.itemCount, 'item')} of {countText(ready.data.consignerCount, 'consigner')} ·{' '}
            {formatAmount(ready.data.total, currency)} to pay for sold items (after balances owed; items
            already in an unpaid payout are on the Payouts page, not here)
          </Typography.Text>
        )}
      </Flex>
      {ready.isError ? (
        <LoadError what="ready to pay" error={ready.error} onRetry={() => ready.refetch()} />
      ) : mobile ? (
        groups.length === 0 ? (
          <Empty description={ready.isPending ? 'Loading…' : 'Nothing to pay right now'} />
        ) : (
          groups.map((g) => {
            const all = g.itemIds.every((id) => selected.has(id));
            const open = opened.has(g.consigner.id);
            return (
              <Card key={g.consigner.id} size="small" style={{ marginBottom: 8 }}>
                <Checkbox checked={all} onChange={(e) => toggle(g.itemIds, e.target.checked)}>
                  <strong>{g.consigner.name}</strong> · {formatAmount(g.total, currency)}
                </Checkbox>
                <Flex gap={8} align="center" wrap>
                  <Button
                    type="link"
                    size="small"
                    aria-expanded={open}
                    onClick={() =>
                      setOpened((prev) => {
                        const next = new Set(prev);
                        open ? next.delete(g.consigner.id) : next.add(g.consigner.id);
                        return next;
                      })
                    }
                  >
                    {open ? 'Hide items' : `Show ${g.itemCount} ${g.itemCount === 1 ? 'item' : 'items'}`}
                  </Button>
                  <CreditPayoutButton group={g} currency={currency} />
                </Flex>
                {open && (
                  <ReadyItemsList
                    consignerId={g.consigner.id}
                    search={search}
                    currency={currency}
                    selected={selected}
                    toggle={toggle}
                  />
                )}
              </Card>
            );
          })
        )
      ) : (
        <Table<ReadyGroupSummary>
          rowKey={(g) => g.consigner.id}
          columns={groupColumns(currency)}
          dataSource={groups}
          loading={ready.isFetching}
          pagination={tablePagination}
          rowSelection={{
            selectedRowKeys: groups
              .filter((g) => g.itemIds.every((id) => selected.has(id)))
              .map((g) => g.consigner.id),
            onSelect: (g, on) => toggle(g.itemIds, on),
            onSelectAll: (on) => setSelected(on ? new Set(allIds) : new Set()),
            getCheckboxProps: (g) => ({ 'aria-label': `Select ${g.consigner.name}` }) as never,
          }}
          expandable={{
            expandedRowRender: (g) => (
              <ReadyItemsTable
                consignerId={g.consigner.id}
                search={search}
                currency={currency}
                selected={selected}
                toggle={toggle}
              />
            ),
          }}
          locale={{ emptyText: <Empty description="Nothing to pay right now" /> }}
          scroll={{ x: 'max-content' }}
          data-testid="ready-table"
        />
      )}
      <ConfirmPayoutModal
        open={confirming}
        groups={groups}
        selected={selected}
        currency={currency}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      />
    </>
  );
}
