import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { formatLongDate, formatShortDate } from '@backroom/domain/dates';
import { formatAmount } from '@backroom/domain/money-format';
import { countText } from '@web/shared/count-text';
import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Row from 'antd/es/row';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { Link, useParams } from 'react-router';
import { useExportPayout } from './api/export-payout';
import { usePayout } from './api/get-payout';
import type { PayoutItem, PayoutShare } from './api/types';
import { chequeTag } from './cheque-tag';
import { PayoutActionButton } from './PayoutActionButton';
import { PayoutStatusTag } from './PayoutStatusTag';
import { ShareStatement } from './ShareStatement';

const AUTO_IN_PROGRESS = 'Auto payout in progress, check back later for status update.';
const SHARE_COLORS = { pending: 'gold', paid: 'green', failed: 'red' } as const;
const SHARE_LABELS = { pending: 'Pending', paid: 'Paid', failed: 'Failed' } as const;
const AUDIT_LABELS: Record<string, string> = {
  create: 'Payout created',
  markPaid: 'Marked as paid',
  pay: 'Paid',
  autoPayoutPaid: 'Auto payout completed',
  autoPayoutFailed: 'Auto payout failed',
  retryAutoPayout: 'Auto payout retried',
};

/** One paid-out item: title and its code, size and sale date on the left, the amount right-aligned. */
function ItemLine({ item, amount }: { item: PayoutItem; amount: string }) {
  const details = [item.code, item.option1Value, item.soldOn ? formatShortDate(item.soldOn) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <List.Item data-testid={`payout-item-${item.id}`} style={{ paddingInline: 0 }}>
      <Flex justify="space-between" align="start" gap={12} style={{ width: '100%' }}>
        <div style={{ minWidth: 0 }}>
          <Link to={`/inventories/${item.id}`}>{item.title}</Link>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
              {details}
            </Typography.Text>
            {!item.live && <Tag style={{ marginLeft: 4 }}>released</Tag>}
          </div>
        </div>
        <Typography.Text
          strong
          data-testid={`payout-item-amount-${item.id}`}
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {amount}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

function ShareCard({
  payoutId,
  share,
  items,
  currency,
}: {
  payoutId: number;
  share: PayoutShare;
  items: PayoutItem[];
  currency: string;
}) {
  const money = (v: number | null) => formatAmount(v, currency);
  return (
    <Card
      size="small"
      data-testid={`payout-share-${share.consignerId}`}
      title={<Link to={`/consigners/${share.consignerId}`}>{share.name}</Link>}
      extra={
        <Flex gap={4} wrap>
          <Tag color={SHARE_COLORS[share.status]}>{SHARE_LABELS[share.status]}</Tag>
          {share.moved && <Tag color="blue">Settled in a later payout</Tag>}
          {chequeTag(share.cheques)}
          {share.chequeError && <Tag color="red">Cheque error</Tag>}
        </Flex>
      }
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        {money(share.total)}
      </Typography.Title>
      {share.negativeBalance > 0 && (
        <Flex vertical data-testid={`payout-share-${share.consignerId}-statement`}>
          <Typography.Text type="secondary">
            {share.itemCount === 1 ? '1 item' : `${share.itemCount} items`}: {money(share.gross)}
          </Typography.Text>
          {(share.deductions ?? []).map((d) => (
            <Typography.Text type="secondary" key={`${d.kind}-${d.itemCode ?? ''}`}>
              {d.label}: −{money(d.amount)}
            </Typography.Text>
          ))}
        </Flex>
      )}
      {share.error && <Alert type="error" showIcon title={share.error} style={{ marginTop: 8 }} />}
      <ShareStatement consignerId={share.consignerId} payoutId={payoutId} />
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => <ItemLine item={item} amount={money(item.payoutAmount)} />}
      />
    </Card>
  );
}

/** /payouts/{id} (spec 3 §2.9, §4): per-consigner cards, cheque tags, the primary action by status, export. */
export function PayoutPage() {
  const id = Number(useParams().id);
  const { currency } = useStore();
  const payout = usePayout(id);
  const exporter = useExportPayout();
  if (payout.isPending) return <ContentSkeleton />;
  if (payout.isError)
    return <LoadError what="this payout" error={payout.error} onRetry={() => payout.refetch()} />;
  const { payout: p, inventories } = payout.data;
  return (
    <>
      <PageHeader
        title={
          <Flex gap={8} align="center">
            {p.name} <PayoutStatusTag status={p.status} />
          </Flex>
        }
        extra={
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate({ payoutId: p.id })}
            >
              Export
            </Button>
            <PayoutActionButton payout={p} />
          </Flex>
        }
      />
      <Typography.Paragraph type="secondary">
        {formatAmount(p.total, currency)} · {countText(p.itemCount, 'item')} · created{' '}
        {formatLongDate(p.createdAt)}
        {p.paidAt ? ` · paid ${formatLongDate(p.paidAt)}` : ''} ·{' '}
        {p.automated ? `automatic (${p.provider})` : 'paid by hand'}
      </Typography.Paragraph>
      {p.autoPayoutInProgress && (
        <Alert
          type="info"
          showIcon
          title={AUTO_IN_PROGRESS}
          style={{ marginBottom: 16 }}
          data-testid="auto-in-progress"
        />
      )}
      {p.settled ? (
        <Alert
          type="success"
          showIcon
          title="Settled: every share that failed here has been paid since or moved to a later payout. Nothing is left to retry."
          style={{ marginBottom: 16 }}
          data-testid="payout-settled"
        />
      ) : (
        p.status === 'Failed' &&
        p.lastError && <Alert type="error" showIcon title={p.lastError} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        {p.consigners.map((share) => (
          <Col key={share.consignerId} xs={24} md={12} xl={8}>
            <ShareCard
              payoutId={p.id}
              share={share}
              currency={currency}
              items={inventories.filter((i) => i.consignerId === share.consignerId)}
            />
          </Col>
        ))}
      </Row>
      <Card size="small" title="History" style={{ marginTop: 16 }}>
        <Timeline
          items={p.audit.map((a) => ({
            key: a.id,
            content: `${formatLongDate(a.createdAt)}: ${AUDIT_LABELS[a.action] ?? a.action} by ${a.actorName} (${formatAmount(a.amount, currency)})`,
          }))}
        />
      </Card>
    </>
  );
}
