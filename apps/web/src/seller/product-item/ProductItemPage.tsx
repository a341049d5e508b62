import { skuForCard } from '@backroom/domain/format';
import { inventoryStatusLabel, PRODUCT_ITEM_STATUS_FILTER } from '@backroom/domain/statuses';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { PriceHistory } from '@web/shared/price-history/PriceHistory';
import { useStore } from '@web/shared/store/store-context';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import FloatButton from 'antd/es/float-button';
import QRCode from 'antd/es/qr-code';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useProduct } from '../api/get-products';
import { useSellerItems } from '../api/get-seller-inventories';
import type { SellerItem } from '../api/seller-item';
import { SellerStatusTag } from '../common/SellerStatusTag';
import { ItemActions, PriceRequestCell, payoutLine } from './ItemActions';
import { ItemFees } from './ItemFees';
import { ItemTerm } from './ItemTerm';

/**
 * `/productItem/{id}` (spec 1 §2.3, spec 2 §2.5): the consigner's listings of one product with a QR code each
 * (65 px on mobile, 100 on desktop), a status filter, price-change requests, withdraw and cancel by status.
 */
export function ProductItemPage() {
  const id = Number(useParams().id);
  const isMobile = useIsMobile();
  const { currency } = useStore();
  const [status, setStatus] = useState<string>('All');
  const product = useProduct(id);
  const all = useSellerItems({ productId: id, status: 'All' });
  const items = (all.data ?? []).filter((item) => status === 'All' || item.status === status);
  const qrSize = isMobile ? 65 : 100;

  const columns: ColumnsType<SellerItem> = [
    {
      key: 'qr',
      title: 'QR code',
      render: (_, item) => (
        <QRCode value={item.code} size={qrSize} bordered={false} aria-label={`QR code of ${item.code}`} />
      ),
    },
    {
      key: 'item',
      title: 'Item',
      render: (_, item) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{item.code}</Typography.Text>
          <Typography.Text type="secondary">
            Size {item.option1Value ?? '—'} · {item.option2Value ?? '—'} · {item.location ?? 'No location'}
          </Typography.Text>
          <Typography.Text>
            Payout {payoutLine(item, currency)} <ItemFees item={item} currency={currency} />
          </Typography.Text>
          <ItemTerm item={item} currency={currency} />
          <PriceHistory id={item.id} mine />
        </Flex>
      ),
    },
    { key: 'status', title: 'Status', render: (_, item) => <SellerStatusTag status={item.status} /> },
    { key: 'price', title: 'Price-change request', render: (_, item) => <PriceRequestCell item={item} /> },
    { key: 'action', title: 'Action', render: (_, item) => <ItemActions item={item} /> },
  ];

  if (product.isError)
    return <LoadError what="product" error={product.error} onRetry={() => void product.refetch()} />;
  return (
    <>
      {product.isPending ? (
        <Skeleton active avatar />
      ) : (
        <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
          <FallbackImage
            src={product.data.image}
            alt={product.data.title}
            width={isMobile ? 72 : 120}
            height={isMobile ? 72 : 120}
          />
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: isMobile ? 20 : undefined }}>
              {product.data.title}
            </Typography.Title>
            <Typography.Text type="secondary">{skuForCard(product.data.sku)}</Typography.Text>
            <div>
              <Typography.Text data-testid="listing-count">
                {all.data?.length ?? 0} listing{all.data?.length === 1 ? '' : 's'}
              </Typography.Text>
            </div>
          </div>
        </Flex>
      )}
      <Segmented
        value={status}
        onChange={(value) => setStatus(String(value))}
        options={[
          { value: 'All', label: 'All' },
          ...PRODUCT_ITEM_STATUS_FILTER.map((s) => ({ value: s, label: inventoryStatusLabel(s) })),
        ]}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        aria-label="Status"
        data-testid="product-item-status"
      />
      {all.isError && <LoadError what="listings" error={all.error} onRetry={() => void all.refetch()} />}
      {isMobile ? (
        <Flex vertical gap={8} data-testid="product-item-cards">
          {items.length === 0 && !all.isPending && <Empty description="No listings" />}
          {items.map((item) => (
            <Card size="small" key={item.id} data-testid={`listing-${item.id}`}>
              <Flex gap={12}>
                <QRCode
                  value={item.code}
                  size={qrSize}
                  bordered={false}
                  aria-label={`QR code of ${item.code}`}
                />
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Typography.Text strong>{item.code}</Typography.Text>
                  <Typography.Text style={{ fontSize: 12 }}>
                    Size {item.option1Value ?? '—'} · {item.option2Value ?? '—'} · Payout{' '}
                    {payoutLine(item, currency)} <ItemFees item={item} currency={currency} />
                  </Typography.Text>
                  <SellerStatusTag status={item.status} />
                  <ItemTerm item={item} currency={currency} />
                  <PriceHistory id={item.id} mine />
                </Flex>
              </Flex>
              <Flex vertical gap={8} style={{ marginTop: 8 }}>
                <PriceRequestCell item={item} />
                <ItemActions item={item} />
              </Flex>
            </Card>
          ))}
        </Flex>
      ) : (
        <Table<SellerItem>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={all.isFetching}
          pagination={{ ...tablePagination, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No listings" /> }}
          data-testid="product-item-table"
        />
      )}
      <FloatButton.BackTop visibilityHeight={5000} />
    </>
  );
}
