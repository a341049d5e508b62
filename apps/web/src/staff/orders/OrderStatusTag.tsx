import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import type { Order } from './api/types';

const COLORS: Record<Order['status'], string> = { placed: 'gold', paid: 'green', cancelled: 'default' };
const LABELS: Record<Order['status'], string> = { placed: 'Placed', paid: 'Paid', cancelled: 'Cancelled' };

/** The order's status, and a red flag when one of its items was already sold elsewhere. */
export function OrderStatusTag({ order }: { order: Pick<Order, 'status' | 'flagged'> }) {
  return (
    <Flex gap={4} wrap>
      <Tag color={COLORS[order.status]}>{LABELS[order.status]}</Tag>
      {order.flagged && <Tag color="red">Flagged</Tag>}
    </Flex>
  );
}
