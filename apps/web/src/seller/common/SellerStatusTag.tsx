import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import Tag from 'antd/es/tag';

const COLORS: Partial<Record<InventoryStatus, string>> = {
  Active: 'green',
  Pending: 'gold',
  Requested: 'blue',
  RequestPriceChange: 'purple',
  StoreRequestPriceChange: 'magenta',
  RequestWithdrawal: 'orange',
  WithdrawalDeclined: 'volcano',
  Withdrawn: 'default',
  Declined: 'red',
  InTransit: 'cyan',
  Sold: 'green',
  Paid: 'geekblue',
};

/** An item's status as the seller reads it ("Drop off pending" for Pending). */
export function SellerStatusTag({ status, color }: { status: InventoryStatus; color?: string }) {
  return (
    <Tag color={color ?? COLORS[status]} data-testid="status-tag" data-status={status}>
      {inventoryStatusLabel(status)}
    </Tag>
  );
}
