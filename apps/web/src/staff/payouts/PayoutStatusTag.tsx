import { type PayoutStatus, payoutStatusLabel } from '@backroom/domain/statuses';
import Tag from 'antd/es/tag';

const COLORS: Record<PayoutStatus, string> = {
  Pending: 'gold',
  Failed: 'red',
  Buying: 'purple',
  Paid: 'green',
};

export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="payout-status">
      {payoutStatusLabel(status)}
    </Tag>
  );
}
