import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import Tag from 'antd/es/tag';

const COLORS: Partial<Record<InventoryStatus, string>> = {
  Active: 'green',
  Pending: 'gold',
  Requested: 'blue',
  RequestPriceChange: 'purple',
  StoreRequestPriceChange: 'purple',
  RequestWithdrawal: 'orange',
  WithdrawalDeclined: 'volcano',
  Withdrawn: 'default',
  Declined: 'red',
  InTransit: 'cyan',
  PendingSale: 'lime',
  Sold: 'green',
  Paid: 'geekblue',
  Consignment: 'blue',
  Buying: 'magenta',
};

/** An item's status as it reads on screen ("Drop off pending", "Instant Sell"). */
export function StatusTag({ status }: { status: InventoryStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="status-tag" data-status={status}>
      {inventoryStatusLabel(status)}
    </Tag>
  );
}
