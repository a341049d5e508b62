import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import { useStore } from '@web/shared/store/store-context';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';

/** Several of the consigner's items match the scanned GTIN: staff pick the one in hand. */
export function ChooseItemDialog({
  items,
  onChoose,
  onClose,
}: {
  items: InventoryItem[] | null;
  onChoose: (item: InventoryItem) => void;
  onClose: () => void;
}) {
  const store = useStore();
  return (
    <Modal open={items !== null} title="Which item is it?" footer={null} onCancel={onClose} destroyOnHidden>
      <List
        data-testid="choose-item-list"
        dataSource={items ?? []}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="add" type="primary" size="small" onClick={() => onChoose(item)}>
                Add
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={item.code}
              description={[
                item.option1Value && `Size ${item.option1Value}`,
                item.option2Value,
                item.status,
                formatMoney(toMinor(Number(item.price ?? 0), store.currency), store.currency),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
