import { skuForCard } from '@backroom/domain/format';
import { showsOrderInfo } from '@backroom/domain/inventory-buttons';
import { formatAmount } from '@backroom/domain/money-format';
import { Spinner } from '@web/shared/layout/Spinner';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type InventoryItem, itemConsignerName, itemPayout, itemTitle } from '../api/inventory';
import { ItemImage } from '../common/ItemImage';
import { itemDaysActive, itemPriceText, shortDate } from '../common/item-text';
import { payoutText } from '../common/money';
import { StatusTag } from '../common/StatusTag';
import type { ItemViewProps } from './InventoryTable';
import { RowActions } from './RowActions';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text ellipsis>{children}</Typography.Text>
    </Flex>
  );
}

/** One item as a card (spec 2 §2.8 "Card layout"). */
export function InventoryCard({
  item,
  currency,
  optionNames,
  sellerWord,
  config,
  selected,
  onSelect,
  onAction,
  busy,
}: Omit<ItemViewProps, 'items'> & { item: InventoryItem }) {
  const days = itemDaysActive(item);
  const isSelected = selected.has(item.id);
  return (
    <Card size="small" data-testid={`inventory-card-${item.id}`} styles={{ body: { padding: 12 } }}>
      <Flex gap={12} align="start">
        <Checkbox
          checked={isSelected}
          onChange={(event) => onSelect([item], event.target.checked)}
          aria-label={`Select ${itemTitle(item)} ${item.code ?? item.id}`}
          data-testid={`select-item-${item.id}`}
        />
        <ItemImage item={item} size={64} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Link to={`/inventories/${item.id}`} data-testid={`item-link-${item.id}`}>
            <Typography.Text strong>{itemTitle(item)}</Typography.Text>
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.code ?? `#${item.id}`} · {skuForCard(item.product?.sku)}
          </Typography.Text>
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            <Tag>{item.saleType ?? 'Consignment'}</Tag>
            <StatusTag status={item.status} />
          </Flex>
        </Flex>
      </Flex>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4px 12px', marginTop: 8 }}>
        <Line label={optionNames[0] ?? 'Size'}>{item.option1Value || '—'}</Line>
        {optionNames[1] && <Line label={optionNames[1]}>{item.option2Value || '—'}</Line>}
        {optionNames[2] && <Line label={optionNames[2]}>{item.option3Value || '—'}</Line>}
        <Line label="Location">
          {item.location ?? '—'}
          {item.subLocation ? ` · ${item.subLocation}` : ''}
        </Line>
        {days !== null && <Line label="Days Active">{days}</Line>}
        <Line label="Price">{itemPriceText(item, currency)}</Line>
        {config.showRequestedPrice && (
          <Line label="Requested">{formatAmount(item.requestedPrice, currency)}</Line>
        )}
        <Line label={item.consigner?.isStoreAccount ? 'Cost' : 'Payout'}>
          {item.consigner?.isStoreAccount
            ? formatAmount(item.cost, currency)
            : payoutText(itemPayout(item), currency, 'card')}
        </Line>
        <Line label={sellerWord}>{itemConsignerName(item)}</Line>
        {showsOrderInfo(item.status) && (
          <>
            <Line label="Order">{item.orderId ?? '—'}</Line>
            <Line label="Sold">{shortDate(item.soldOn)}</Line>
          </>
        )}
        {item.status === 'Requested' && (
          <>
            <Line label="In Stock">{item.inStock ?? '—'}</Line>
            <Line label="Lowest Price">{formatAmount(item.lowestPrice, currency)}</Line>
          </>
        )}
      </div>
      {config.row.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <RowActions item={item} actions={config.row} onAction={onAction} busy={busy} />
        </div>
      )}
    </Card>
  );
}

/** The card list of the phone layout (under 768 px). */
export function InventoryCards(props: ItemViewProps & { loading: boolean; emptyText: ReactNode }) {
  const { items, loading, emptyText } = props;
  if (items.length === 0) {
    return loading ? (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spinner label="Loading inventory" />
      </Flex>
    ) : (
      <Empty description={emptyText} />
    );
  }
  return (
    <Flex vertical gap={8} data-testid="inventory-cards">
      {items.map((item) => (
        <InventoryCard key={item.id} {...props} item={item} />
      ))}
    </Flex>
  );
}
