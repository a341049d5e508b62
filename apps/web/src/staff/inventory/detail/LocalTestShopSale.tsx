/**
 * Development only (issue 33): on an Active item of a store connected to the local test Shopify shop, a shopper
 * buys it there; the order comes in like a real Shopify shop's (Resync All Orders through the real adapter) and
 * the item turns Sold. Absent everywhere else: the connection says whether this is the local test shop.
 */
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { toast } from '@web/shared/toast/toast';
import { useShopifyConnection } from '@web/staff/products/shopify-import/api/shopify-products';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import type { InventoryItem } from '../api/inventory';
import { useInvalidateInventory } from '../api/inventory-actions';

/** The order arrives by a background job: the item is read again once it had time to run. */
const REFRESH_AFTER_MS = 2500;

export function LocalTestShopSale({ item }: { item: InventoryItem }) {
  const connection = useShopifyConnection();
  const invalidate = useInvalidateInventory();
  const sell = useMutation({
    mutationFn: () => api.post('/api/orders/localTestShopSale', { inventoryId: item.id }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setTimeout(() => void invalidate(), REFRESH_AFTER_MS);
    },
  });
  if (!connection.data?.testShop || item.status !== 'Active') return null;
  return (
    <Popconfirm
      title="Sell this item in the local test Shopify shop?"
      description="A made-up shopper buys it there; the order then comes in as from a real Shopify shop."
      okText="Sell it"
      onConfirm={() => sell.mutate()}
    >
      <Button
        block
        icon={<ShoppingCartOutlined />}
        loading={sell.isPending}
        data-testid="local-test-shop-sell"
      >
        Sell in the local test shop
      </Button>
    </Popconfirm>
  );
}
