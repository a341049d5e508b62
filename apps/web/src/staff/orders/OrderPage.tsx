import ExportOutlined from '@ant-design/icons/ExportOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { formatLongDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { statusLabelOf } from '@backroom/domain/statuses';
import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Link, useParams } from 'react-router';
import { useOrder } from './api/get-order';
import { useResyncOrder } from './api/resync-order';
import type { Order, OrderLine } from './api/types';
import { OrderSourceTag } from './OrderSourceTag';
import { OrderStatusTag } from './OrderStatusTag';

function LineItem({ line, currency }: { line: OrderLine; currency: string }) {
  const money = (v: number | null) => formatAmount(v, currency);
  const size = [line.option1Value, line.option2Value].filter(Boolean).join(' · ');
  return (
    <List.Item data-testid={`order-line-${line.id}`}>
      <Flex gap={12} align="start" style={{ width: '100%' }} wrap>
        <FallbackImage src={line.image} alt={line.title} width={64} height={64} />
        <div style={{ flex: 1, minWidth: 200 }}>
          {line.inventoryId ? (
            <Link to={`/inventories/${line.inventoryId}`} data-testid={`order-line-link-${line.inventoryId}`}>
              {line.title}
            </Link>
          ) : (
            <Typography.Text>{line.title}</Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary">
              {[line.code, line.sku, size].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
          {line.consigner && (
            <div>
              Consigner:{' '}
              {line.consigner.isStoreAccount ? (
                'Store'
              ) : (
                <Link to={`/consigners/${line.consigner.id}`}>{line.consigner.name}</Link>
              )}
            </div>
          )}
          {line.conflict && <Alert type="error" showIcon title={line.conflict} style={{ marginTop: 8 }} />}
          {line.unmatched && (
            <Alert
              type="warning"
              showIcon
              title={line.unmatched}
              description="No item was sold for this line: find the pair and sell it by hand if it was ours."
              style={{ marginTop: 8 }}
              data-testid={`order-line-unmatched-${line.id}`}
            />
          )}
        </div>
        <div style={{ textAlign: 'right' }}>
          <div>Price {money(line.price)}</div>
          {Number(line.discount) > 0 && <div>Discount −{money(line.discount)}</div>}
          {line.payoutAmount !== null && <div>Payout {money(line.payoutAmount)}</div>}
          {line.status && <Tag>{statusLabelOf(line.status)}</Tag>}
        </div>
      </Flex>
    </List.Item>
  );
}

/** A cancelled order put its items back on sale, except those already in a payout or paid out (flagged lines). */
function CancelledNotice({ order }: { order: Order }) {
  const flagged = order.lineItems.some((l) => l.conflict !== null);
  return (
    <Alert
      type={flagged ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="order-cancelled-notice"
      title="This order was cancelled."
      description={
        flagged ? 'Its items went back on sale, except those marked below.' : 'Its items went back on sale.'
      }
    />
  );
}

/** /orders/{id} (spec 3 §2.8): "Order {name}", View in Shopify, Resync Line Items, lines linking to the items. */
export function OrderPage() {
  const id = Number(useParams().id);
  const { currency } = useStore();
  const order = useOrder(id);
  const resync = useResyncOrder();
  if (order.isPending) return <ContentSkeleton />;
  if (order.isError)
    return <LoadError what="this order" error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  return (
    <>
      <PageHeader
        title={`Order ${o.name}`}
        extra={
          <Flex gap={8} wrap>
            {o.adminUrl && (
              <Button icon={<ExportOutlined />} href={o.adminUrl} target="_blank" rel="noreferrer">
                View in Shopify
              </Button>
            )}
            <Button
              icon={<SyncOutlined />}
              loading={resync.isPending}
              onClick={() => resync.mutate(o.id)}
              data-testid="resync-line-items"
            >
              Resync Line Items
            </Button>
          </Flex>
        }
      />
      {o.status === 'cancelled' && <CancelledNotice order={o} />}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'status', label: 'Status', children: <OrderStatusTag order={o} /> },
            { key: 'date', label: 'Date', children: formatLongDate(o.orderDate) },
            { key: 'total', label: 'Total', children: formatAmount(o.total, currency) },
            { key: 'customer', label: 'Customer', children: o.customer.first_name ?? '—' },
            { key: 'email', label: 'E-mail', children: o.customer.email ?? '—' },
            {
              key: 'channel',
              label: 'Sold through',
              children: <OrderSourceTag order={o} />,
            },
          ]}
        />
      </Card>
      <Card size="small" title={`Line items (${o.lineItems.length})`}>
        <List dataSource={o.lineItems} renderItem={(line) => <LineItem line={line} currency={currency} />} />
      </Card>
    </>
  );
}
