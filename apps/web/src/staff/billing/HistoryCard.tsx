import { LoadError } from '@web/shared/layout/LoadError';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { useBillingHistory } from './api/get-billing';
import type { BillingHistoryEntry } from './api/types';
import { ACTION_WORDS, dayAndTime } from './billing-words';

function detailOf(entry: BillingHistoryEntry): string {
  const d = entry.details;
  if (entry.action === 'changePlan') return `${d.from} → ${d.to}`;
  if (typeof d.number === 'string') return d.error ? `${d.number}: ${d.error}` : d.number;
  if (typeof d.label === 'string') return d.label;
  if (typeof d.plan === 'string') return d.plan;
  return '';
}

/** Who changed the subscription and when (the audit history). */
export function HistoryCard() {
  const history = useBillingHistory();
  const columns: ColumnsType<BillingHistoryEntry> = [
    { title: 'When', key: 'when', render: (_, e) => dayAndTime(e.createdAt) },
    { title: 'Who', dataIndex: 'actorName', key: 'who' },
    { title: 'What', key: 'what', render: (_, e) => ACTION_WORDS[e.action] ?? e.action },
    { title: 'Details', key: 'details', responsive: ['md'], render: (_, e) => detailOf(e) },
  ];
  return (
    <Card title="History">
      {history.isError ? (
        <LoadError what="billing history" error={history.error} onRetry={() => history.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={history.isPending}
          columns={columns}
          dataSource={history.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: 'No changes yet.' }}
          data-testid="billing-history"
        />
      )}
    </Card>
  );
}
