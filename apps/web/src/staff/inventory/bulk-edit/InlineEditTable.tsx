import { UI } from '@backroom/domain/constants';
import { statusDropdownDisabled } from '@backroom/domain/inventory-buttons';
import { messages } from '@backroom/domain/messages';
import { INVENTORY_STATUSES, inventoryStatusLabel } from '@backroom/domain/statuses';
import { useStore } from '@web/shared/store/store-context';
import type { ProductTemplate } from '@web/staff/common/api/types';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Table, { type ColumnsType, type TablePaginationConfig } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import { useFilterOptions } from '../api/get-filter-options';
import {
  type InventoryItem,
  isStoreOwned,
  itemConsignerName,
  itemPayout,
  itemTitle,
  OPTION_KEYS,
} from '../api/inventory';
import { type InventoryChanges, useUpdateInventory } from '../api/update-inventory';
import { ItemImage } from '../common/ItemImage';
import { LocationSelect, SubLocationSelect } from '../common/LocationSelects';
import { payoutText } from '../common/money';
import { useInventorySettings } from '../common/use-inventory-settings';
import { PayoutCell, PriceCell, SelectCell } from './cells';

interface InlineEditTableProps {
  items: InventoryItem[];
  loading: boolean;
  pagination: TablePaginationConfig;
  optionNames: string[];
  templates: ProductTemplate[];
}

const amount = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The admins' inline editing table (spec 2 §2.8): each cell saves its own change. A new price requotes the fees
 * and fills the payout; a store account's payout is its cost.
 */
export function InlineEditTable({
  items,
  loading,
  pagination,
  optionNames,
  templates,
}: InlineEditTableProps) {
  const store = useStore();
  const settings = useInventorySettings();
  const filterOptions = useFilterOptions();
  const update = useUpdateInventory({ meta: { successMessage: messages.saved } });

  const save = (item: InventoryItem, changes: InventoryChanges) => update.mutate({ id: item.id, changes });

  // The server requotes the fees of a new price (or a store account's cost) and answers the new payout.
  const savePrice = (item: InventoryItem, price: number) => save(item, { price });

  const valuesFor = (item: InventoryItem, i: number): string[] => {
    const template =
      item.productTemplate ??
      templates.find((t) => t.id === (item.productTemplateId ?? item.product?.productTemplateId));
    const own = [template?.option1Values, template?.option2Values, template?.option3Values][i];
    const all = [
      filterOptions.data?.option1Values,
      filterOptions.data?.option2Values,
      filterOptions.data?.option3Values,
    ][i];
    return own && own.length > 0 ? own : (all ?? []);
  };

  const optionColumns: ColumnsType<InventoryItem> = OPTION_KEYS.slice(0, Math.max(1, optionNames.length)).map(
    (key, i) => ({
      title: optionNames[i] ?? `Option ${i + 1}`,
      key,
      width: 130,
      render: (_, item) => (
        <SelectCell
          title={optionNames[i] ?? `Option ${i + 1}`}
          value={item[key]}
          options={valuesFor(item, i)}
          testId={`edit-${key}-${item.id}`}
          onSave={(value) => save(item, { [key]: value })}
        />
      ),
    }),
  );

  const columns: ColumnsType<InventoryItem> = [
    {
      title: 'Image',
      key: 'image',
      fixed: 'left',
      width: 64,
      render: (_, item) => <ItemImage item={item} size={40} />,
    },
    {
      title: 'Title',
      key: 'title',
      fixed: 'left',
      width: 220,
      render: (_, item) => (
        <Link to={`/inventories/${item.id}`}>
          <Typography.Text strong ellipsis style={{ maxWidth: 200 }}>
            {itemTitle(item)}
          </Typography.Text>
        </Link>
      ),
    },
    {
      title: store.isBuyingStore ? 'Seller' : 'Consigner',
      key: 'consigner',
      width: 160,
      render: (_, item) => itemConsignerName(item),
    },
    {
      title: 'Status',
      key: 'status',
      width: 170,
      render: (_, item) => (
        <Select
          size="small"
          aria-label="Status"
          value={item.status}
          disabled={statusDropdownDisabled(item.status, settings.safeInventoryStatusMode)}
          options={INVENTORY_STATUSES.map((s) => ({ value: s, label: inventoryStatusLabel(s) }))}
          onChange={(status) => status !== item.status && save(item, { status })}
          style={{ width: '100%' }}
          data-testid={`edit-status-${item.id}`}
        />
      ),
    },
    ...optionColumns,
    {
      title: 'Location',
      key: 'location',
      width: 160,
      render: (_, item) => (
        <LocationSelect
          size="small"
          aria-label="Location"
          value={item.location ?? undefined}
          onChange={(location) =>
            location && location !== item.location && save(item, { location, subLocation: null })
          }
          style={{ width: '100%' }}
          data-testid={`edit-location-${item.id}`}
        />
      ),
    },
    {
      title: 'Sublocation',
      key: 'subLocation',
      width: 150,
      render: (_, item) => (
        <SubLocationSelect
          size="small"
          aria-label="Sublocation"
          location={item.location}
          value={item.subLocation ?? undefined}
          onChange={(subLocation) => save(item, { subLocation: subLocation ?? null })}
          style={{ width: '100%' }}
          data-testid={`edit-sublocation-${item.id}`}
        />
      ),
    },
    {
      title: 'Price',
      key: 'price',
      width: 170,
      render: (_, item) => (
        <PriceCell
          value={amount(item.price)}
          saving={update.isPending && update.variables?.id === item.id}
          testId={`edit-price-${item.id}`}
          onSave={(price) => savePrice(item, price)}
        />
      ),
    },
    {
      title: 'Payout',
      key: 'payout',
      fixed: 'right',
      width: 130,
      render: (_, item) => {
        // A consigner's payout follows from the price (the fee engine); a store account's is its cost.
        if (!isStoreOwned(item)) {
          return (
            <span data-testid={`edit-payout-${item.id}`}>
              {payoutText(itemPayout(item), store.currency, 'table')}
            </span>
          );
        }
        return (
          <PayoutCell
            title="Cost"
            value={amount(item.cost ?? itemPayout(item))}
            testId={`edit-payout-${item.id}`}
            onSave={(cost) => save(item, { payout: cost, cost })}
          />
        );
      },
    },
  ];

  return (
    <Table<InventoryItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
      scroll={UI.inlineTableScroll}
      locale={{ emptyText: <Empty description="No items to edit" /> }}
      data-testid="inline-edit-table"
    />
  );
}
