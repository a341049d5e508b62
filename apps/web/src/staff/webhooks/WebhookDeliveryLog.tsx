import RedoOutlined from '@ant-design/icons/RedoOutlined';
import { LoadError } from '@web/shared/layout/LoadError';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useRedeliver, useWebhookDeliveries, type WebhookDelivery } from './api/webhooks';

const STATUS: Record<WebhookDelivery['status'], { color: string; label: string }> = {
  pending: { color: 'gold', label: 'Waiting' },
  sending: { color: 'blue', label: 'Sending' },
  succeeded: { color: 'green', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
  skipped: { color: 'default', label: 'Skipped' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' });

function Outcome({ d }: { d: WebhookDelivery }) {
  const retry = d.status === 'pending' && d.attempts > 0 && d.nextAttemptAt;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {d.error ?? d.responseExcerpt ?? ''}
      {retry ? ` Next try ${when(d.nextAttemptAt!)}.` : ''}
    </Typography.Text>
  );
}

/** An endpoint's deliveries, newest first: what was sent, what came back, and "Redeliver". */
export function WebhookDeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (log.isError)
    return <LoadError what="the delivery log" error={log.error} onRetry={() => log.refetch()} />;
  return (
    <Table<WebhookDelivery>
      size="small"
      rowKey="id"
      loading={log.isPending}
      dataSource={log.data?.deliveries ?? []}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{
        emptyText: <Empty description="No deliveries yet. Send a test event to try the endpoint." />,
      }}
      data-testid={`webhook-log-${endpointId}`}
      expandable={{
        expandedRowRender: (d) => (
          <Typography.Paragraph code copyable style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {d.payload}
          </Typography.Paragraph>
        ),
      }}
      columns={[
        { title: 'Event', dataIndex: 'eventType', width: 170 },
        {
          title: 'Status',
          dataIndex: 'status',
          width: 100,
          render: (status: WebhookDelivery['status']) => (
            <Tag color={STATUS[status].color} data-testid="webhook-delivery-status">
              {STATUS[status].label}
            </Tag>
          ),
        },
        { title: 'HTTP', dataIndex: 'responseStatus', width: 64, render: (s: number | null) => s ?? '—' },
        {
          title: 'Time',
          dataIndex: 'responseMs',
          width: 80,
          render: (ms: number | null) => (ms === null ? '—' : `${ms} ms`),
        },
        { title: 'Tries', dataIndex: 'attempts', width: 56 },
        { title: 'Sent', dataIndex: 'createdAt', width: 170, render: when },
        { title: 'Answer', key: 'answer', render: (_, d) => <Outcome d={d} /> },
        {
          title: '',
          key: 'redeliver',
          width: 120,
          render: (_, d) =>
            d.status === 'pending' || d.status === 'sending' ? null : (
              <Button
                size="small"
                icon={<RedoOutlined />}
                loading={redeliver.isPending && redeliver.variables === d.id}
                onClick={() => redeliver.mutate(d.id)}
                data-testid={`webhook-redeliver-${d.id}`}
              >
                Redeliver
              </Button>
            ),
        },
      ]}
    />
  );
}
