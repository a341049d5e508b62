import { messages } from '@backroom/domain/messages';
import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { memo } from 'react';

/** Statuses the counter accepts at Save. */
export const INTAKE = new Set(['Requested', 'Pending']);

/**
 * What Save does with a row: accept it, nothing because it was added (already Active) in this wizard, or
 * nothing because it was already in stock (or otherwise not waiting to come in) when it was scanned.
 */
export type IntakeRole = 'accept' | 'added' | 'inStock';

export function intakeRole(item: InventoryItem, addedHere: ReadonlySet<number>): IntakeRole {
  if (INTAKE.has(item.status)) return 'accept';
  return addedHere.has(item.id) ? 'added' : 'inStock';
}

/** Why Save leaves a scanned item alone, in words. */
export const notToAcceptNote = (status: InventoryStatus): string =>
  status === 'Active'
    ? messages.alreadyInStock
    : `This item is ${inventoryStatusLabel(status)}: nothing to accept, Save leaves it as it is.`;

const TAGS: Record<IntakeRole, { color: string; text: (status: InventoryStatus) => string }> = {
  accept: { color: 'blue', text: () => 'To accept' },
  added: { color: 'green', text: () => 'Added' },
  inStock: {
    color: 'orange',
    text: (status) => (status === 'Active' ? 'Already active' : `Already ${inventoryStatusLabel(status)}`),
  },
};

/**
 * One scanned item of the intake list. Memoised (with a stable onRemove): a scan re-renders only the row it
 * adds, so the time from scan to row does not grow with the list (up to 500 items).
 */
export const IntakeItemRow = memo(function IntakeItemRow({
  item,
  role,
  onRemove,
}: {
  item: InventoryItem;
  role: IntakeRole;
  onRemove: (id: number) => void;
}) {
  const tag = TAGS[role];
  return (
    <List.Item
      data-testid="intake-item"
      data-role={role}
      actions={[
        // An item added here already exists: removing the row would not undo it.
        <Button
          key="remove"
          size="small"
          danger
          disabled={role === 'added'}
          onClick={() => onRemove(item.id)}
        >
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
          <Typography.Text type="secondary">
            <Tag color={tag.color}>{tag.text(item.status)}</Tag>
            {[item.option1Value && `Size ${item.option1Value}`, item.option2Value, item.product?.sku]
              .filter(Boolean)
              .join(' · ')}
            {role === 'inStock' && (
              <div data-testid="intake-item-note" style={{ marginTop: 4 }}>
                {notToAcceptNote(item.status)}
              </div>
            )}
          </Typography.Text>
        }
      />
    </List.Item>
  );
});
