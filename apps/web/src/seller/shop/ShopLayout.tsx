import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { StoreLogo } from '@web/shared/layout/StoreLogo';
import { useStore } from '@web/shared/store/store-context';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { CartDrawer } from './CartDrawer';
import { useCart } from './cart';

/** The public shop's frame: the store's name, the cart button and its drawer. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const store = useStore();
  const cart = useCart(store.handle);
  const [open, setOpen] = useState(false);
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }} data-testid="shop">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Link to="/shop">
          <Flex align="center" gap={8}>
            {store.logo && <StoreLogo />}
            <Typography.Title level={1} style={{ margin: 0 }}>
              {store.name}
            </Typography.Title>
          </Flex>
        </Link>
        <Badge count={cart.lines.length}>
          <Button icon={<ShoppingCartOutlined />} onClick={() => setOpen(true)} data-testid="open-cart">
            Cart
          </Button>
        </Badge>
      </Flex>
      {children}
      <CartDrawer
        handle={store.handle}
        currency={store.currency}
        open={open}
        onClose={() => setOpen(false)}
      />
    </main>
  );
}
