import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { statusDropdownDisabled } from '@backroom/domain/inventory-buttons';
import { messages } from '@backroom/domain/messages';
import { INVENTORY_STATUSES, inventoryStatusLabel } from '@backroom/domain/statuses';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { usePrintLabels } from '@web/staff/labels/api/print-labels';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import { type InventoryItem, itemConsignerId, itemTitle } from '../api/inventory';
import { useUpdateInventory } from '../api/update-inventory';
import { ConsignerSelect } from '../common/ConsignerSelect';
import { ItemImage } from '../common/ItemImage';
import { StatusTag } from '../common/StatusTag';
import { useInventorySettings } from '../common/use-inventory-settings';
import { ItemActions } from './ItemActions';
import { LocalTestShopSale } from './LocalTestShopSale';

/** Title, status and code, SKU, print label, consigner and status dropdowns (spec 2 §2.3). */
export function ItemHeaderCard({ item }: { item: InventoryItem }) {
  const store = useStore();
  const settings = useInventorySettings();
  // The server's refusal ("This item has not been accepted, ...") is the toast.
  const update = useUpdateInventory({ meta: { successMessage: messages.saved } });
  const labels = usePrintLabels();
  const locked = statusDropdownDisabled(item.status, settings.safeInventoryStatusMode);
  const title = itemTitle(item);
  return (
    <Card data-testid="item-header">
      <Flex gap={16} wrap align="start">
        <ItemImage item={item} size={96} />
        <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0 }} data-testid="item-title">
            {title}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            <StatusTag status={item.status} />
            <Typography.Text copyable data-testid="item-code">
              {item.code ?? `#${item.id}`}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" data-testid="item-sku">
            {item.product?.sku ? `SKU ${item.product.sku}` : 'No SKU'}
            {' · '}
            <Link to={`/products/${item.productId}`}>Product page</Link>
          </Typography.Text>
        </Flex>
        <Flex vertical gap={8} style={{ minWidth: 240, flex: '0 1 320px' }}>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            block
            loading={labels.isPending}
            onClick={() => labels.mutate({ ids: [item.id] })}
            data-testid="item-print-label"
          >
            Print Label
          </Button>
          <LocalTestShopSale item={item} />
          <Flex vertical>
            <Typography.Text type="secondary">{store.isBuyingStore ? 'Seller' : 'Consigner'}</Typography.Text>
            <ConsignerSelect
              value={itemConsignerId(item) ?? undefined}
              onChange={(consigner) => update.mutate({ id: item.id, changes: { consigner } })}
              disabled={update.isPending}
              style={{ width: '100%' }}
              aria-label="Consigner"
              data-testid="item-consigner"
            />
          </Flex>
          <Flex vertical>
            <Typography.Text type="secondary">Status</Typography.Text>
            <Tooltip title={locked ? messages.statusLocked : undefined}>
              <Select
                value={item.status}
                disabled={locked || update.isPending}
                options={INVENTORY_STATUSES.map((s) => ({ value: s, label: inventoryStatusLabel(s) }))}
                onChange={(status) => {
                  if (status === item.status) return;
                  toast.info(messages.saving);
                  update.mutate({ id: item.id, changes: { status } });
                }}
                style={{ width: '100%' }}
                aria-label="Status"
                data-testid="item-status"
              />
            </Tooltip>
          </Flex>
        </Flex>
      </Flex>
      <ItemActions item={item} />
    </Card>
  );
}
