import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { memo } from 'react';

/** Statuses the counter accepts at Save (the rest were added as new items, already Active). */
export const INTAKE = new Set(['Requested', 'Pending']);

/**
 * One scanned item of the intake list. Memoised (with a stable onRemove): a scan re-renders only the row it
 * adds, so the time from scan to row does not grow with the list (up to 500 items).
 */
export const IntakeItemRow = memo(function IntakeItemRow({
  item,
  onRemove,
}: {
  item: InventoryItem;
  onRemove: (id: number) => void;
}) {
  const toAccept = INTAKE.has(item.status);
  return (
    <List.Item
      data-testid="intake-item"
      actions={[
        <Button key="remove" size="small" danger disabled={!toAccept} onClick={() => onRemove(item.id)}>
          Remove
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={
          <span>
            {item.product?.title} <Typography.Text type="secondary">{item.code}</Typography.Text>
          </span>
        }
        description={
          <span>
            <Tag color={toAccept ? 'blue' : 'green'}>{toAccept ? 'To accept' : 'Added'}</Tag>
            {[item.option1Value && `Size ${item.option1Value}`, item.option2Value, item.product?.sku]
              .filter(Boolean)
              .join(' · ')}
          </span>
        }
      />
    </List.Item>
  );
});
