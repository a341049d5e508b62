import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { toMinor } from '@backroom/domain/money';
import { formatAmount, formatMoney } from '@backroom/domain/money-format';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { type ShopOrder, useCheckout } from './api/shop-api';
import { useCart } from './cart';

interface Props {
  handle: string;
  currency: string;
  open: boolean;
  onClose: () => void;
}

/** The cart and checkout (name and e-mail): the built-in shop takes no payment, the order is paid at once. */
export function CartDrawer({ handle, currency, open, onClose }: Props) {
  const cart = useCart(handle);
  const checkout = useCheckout();
  const [checkoutId, setCheckoutId] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<ShopOrder | null>(null);
  const total = cart.lines.reduce((sum, l) => sum + toMinor(l.price, currency), 0);

  const submit = (values: { name: string; email: string }) =>
    checkout.mutate(
      { ...values, checkoutId, items: cart.lines.map((l) => l.inventoryId) },
      {
        onSuccess: (placed) => {
          setOrder(placed);
          cart.clear();
          setCheckoutId(crypto.randomUUID());
        },
      },
    );

  const close = () => {
    setOrder(null);
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} title="Your cart" size={420} data-testid="cart-drawer">
      {order ? (
        <Result
          status="success"
          title={`Thank you! Order ${order.name} is placed.`}
          subTitle={`${order.items.length} ${order.items.length === 1 ? 'item' : 'items'}, ${formatAmount(order.total, currency)}`}
          extra={<Button onClick={close}>Keep shopping</Button>}
          data-testid="order-placed"
        />
      ) : cart.lines.length === 0 ? (
        <Empty description="Your cart is empty." />
      ) : (
        <>
          <List
            dataSource={cart.lines}
            renderItem={(l) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    aria-label={`Remove ${l.title}`}
                    icon={<DeleteOutlined />}
                    onClick={() => cart.remove(l.inventoryId)}
                  />,
                ]}
              >
                <List.Item.Meta
                  avatar={<FallbackImage src={l.image} alt={l.title} width={48} height={48} />}
                  title={l.title}
                  description={`${l.size ? `Size ${l.size} · ` : ''}${formatAmount(l.price, currency)}`}
                />
              </List.Item>
            )}
          />
          <Typography.Title level={4}>Total {formatMoney(total, currency)}</Typography.Title>
          <Form layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="name"
              label="Name"
              rules={[{ required: true, whitespace: true, message: 'Please enter your name' }]}
            >
              <Input autoComplete="name" data-testid="checkout-name" />
            </Form.Item>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[{ required: true, type: 'email', message: 'Please enter a valid email' }]}
            >
              <Input autoComplete="email" data-testid="checkout-email" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={checkout.isPending}
              data-testid="place-order"
            >
              Place order
            </Button>
          </Form>
        </>
      )}
    </Drawer>
  );
}
