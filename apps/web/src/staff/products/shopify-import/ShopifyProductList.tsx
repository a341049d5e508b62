import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Image from 'antd/es/image';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ShopifyProduct } from './api/shopify-products';

interface Props {
  products: ShopifyProduct[];
  loading: boolean;
  selected: ReadonlyMap<string, ShopifyProduct>;
  onToggle(products: ShopifyProduct[], checked: boolean): void;
  search: string;
}

/** Where the Shopify product stands in Backroom. */
function StatusTag({ product }: { product: ShopifyProduct }) {
  if (product.productId) return <Tag color="green">Imported</Tag>;
  if (product.skuMatch) return <Tag color="gold">SKU in Backroom: {product.skuMatch.title}</Tag>;
  return <Tag>New</Tag>;
}

const sizesText = (p: ShopifyProduct) =>
  p.sizes.length > 0 ? p.sizes.join(', ') : `${p.variantCount} variant${p.variantCount === 1 ? '' : 's'}`;

const Thumb = ({ src }: { src: string | null }) =>
  src ? (
    <Image src={src} width={56} height={56} style={{ objectFit: 'contain' }} alt="" preview={false} />
  ) : (
    <div style={{ width: 56, height: 56, background: '#f5f5f5' }} />
  );

/** A page of the shop's products to tick: a table on desktop, cards under 768 px. */
export function ShopifyProductList({ products, loading, selected, onToggle, search }: Props) {
  const mobile = useIsMobile();
  const empty = (
    <Empty
      description={search ? `No Shopify products match "${search}"` : 'The Shopify shop has no products'}
    />
  );
  if (mobile) {
    if (!loading && products.length === 0) return empty;
    return (
      <Flex vertical gap={8} data-testid="shopify-products">
        {products.map((p) => (
          <Card key={p.id} size="small" data-testid={`shopify-product-${p.id}`}>
            <Flex gap={12} align="center">
              <Checkbox
                checked={selected.has(p.id)}
                onChange={(e) => onToggle([p], e.target.checked)}
                aria-label={`Select ${p.title}`}
              />
              <Thumb src={p.image} />
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {p.title}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {p.vendor} · {p.sku || 'no SKU'}
                </Typography.Text>
                <Typography.Text type="secondary">{sizesText(p)}</Typography.Text>
                <StatusTag product={p} />
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Table<ShopifyProduct>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={products}
      pagination={false}
      locale={{ emptyText: empty }}
      data-testid="shopify-products"
      onRow={(p) => ({ 'data-testid': `shopify-product-${p.id}` }) as React.HTMLAttributes<HTMLElement>}
      rowSelection={{
        selectedRowKeys: products.filter((p) => selected.has(p.id)).map((p) => p.id),
        onSelect: (p, checked) => onToggle([p], checked),
        onSelectAll: (checked, _rows, changed) => onToggle(changed, checked),
        getCheckboxProps: (p) => ({ 'aria-label': `Select ${p.title}` }),
      }}
      columns={[
        { key: 'image', title: 'Image', width: 80, render: (_, p) => <Thumb src={p.image} /> },
        {
          key: 'title',
          title: 'Title',
          render: (_, p) => (
            <Flex vertical>
              <Typography.Text strong>{p.title}</Typography.Text>
              <Typography.Text type="secondary">
                {[p.vendor, p.productType].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'sku', title: 'SKU', dataIndex: 'sku', render: (sku: string) => sku || '—' },
        { key: 'variants', title: 'Variants', render: (_, p) => sizesText(p) },
        { key: 'status', title: 'In Backroom', render: (_, p) => <StatusTag product={p} /> },
      ]}
    />
  );
}
