import { orderSourceLabel } from '@backroom/domain/schemas/linnworks';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import type { Order } from './api/types';

const COLORS: Record<string, string> = {
  local: 'default',
  shopify: 'green',
  linnworks: 'blue',
  register: 'purple',
};

/** Where the order came from (Shop, Shopify, Linnworks), and how many of its lines found no item. */
export function OrderSourceTag({ order }: { order: Pick<Order, 'channel' | 'unmatchedCount'> }) {
  return (
    <Flex gap={4} wrap>
      <Tag color={COLORS[order.channel]} data-testid="order-source">
        {orderSourceLabel(order.channel)}
      </Tag>
      {order.unmatchedCount > 0 && <Tag color="orange">{order.unmatchedCount} unmatched</Tag>}
    </Flex>
  );
}
