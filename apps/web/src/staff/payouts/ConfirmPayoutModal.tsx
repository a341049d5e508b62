import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { ReadyGroupSummary } from './api/types';

interface Props {
  open: boolean;
  groups: ReadyGroupSummary[];
  selected: ReadonlySet<number>;
  currency: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Automated-payout stores confirm first (spec 3 §4): each consigner and what they will be sent. The totals are a
 * preview of the chosen items after negative balances; the server computes the real ones.
 */
export function ConfirmPayoutModal({
  open,
  groups,
  selected,
  currency,
  loading,
  onCancel,
  onConfirm,
}: Props) {
  const lines = groups
    .map((g) => {
      let count = 0;
      let gross = 0;
      g.itemIds.forEach((id, n) => {
        if (!selected.has(id)) return;
        count++;
        gross += toMinor(g.itemPayouts[n] ?? 0, currency);
      });
      const total = gross - Math.min(toMinor(g.negativeBalance, currency), gross);
      return { id: g.consigner.id, name: g.consigner.name, count, total };
    })
    .filter((l) => l.count > 0);
  const grand = lines.reduce((sum, l) => sum + l.total, 0);
  return (
    <Modal
      open={open}
      title="Send automatic payout"
      okText="Create Payout"
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'confirm-payout' } as never}
    >
      <List
        size="small"
        dataSource={lines}
        renderItem={(l) => (
          <List.Item extra={formatMoney(l.total, currency)}>
            {l.name} ({l.count} {l.count === 1 ? 'item' : 'items'})
          </List.Item>
        )}
      />
      <Typography.Paragraph strong style={{ marginTop: 12 }}>
        Total: {formatMoney(grand, currency)}
      </Typography.Paragraph>
    </Modal>
  );
}
