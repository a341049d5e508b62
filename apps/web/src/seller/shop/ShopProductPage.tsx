import { formatAmount } from '@backroom/domain/money-format';
import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import { LoadError } from '@web/shared/layout/LoadError';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ShopSize, useShopProduct } from './api/shop-api';
import { useCart } from './cart';
import { ShopLayout } from './ShopLayout';

const sizeLabel = (s: ShopSize) => [s.option1Value, s.option2Value].filter(Boolean).join(' · ') || 'One size';

/** /shop/products/{id}: sizes at their lowest price; add one to the cart. */
export function ShopProductPage() {
  const id = Number(useParams().productId);
  const store = useStore();
  const cart = useCart(store.handle);
  const page = useShopProduct(id);
  const [chosen, setChosen] = useState<number | null>(null);
  if (page.isPending) return <ContentSkeleton />;
  if (page.isError)
    return (
      <ShopLayout>
        <LoadError what="this product" error={page.error} onRetry={() => page.refetch()} />
      </ShopLayout>
    );
  const { product, sizes } = page.data;
  const size = sizes.find((s) => s.inventoryId === chosen) ?? null;
  const add = () => {
    if (!size) return toast.error('Please choose a size');
    cart.add({
      inventoryId: size.inventoryId,
      productId: product.id,
      title: product.title,
      size: sizeLabel(size),
      price: size.price,
      image: product.image,
    });
    toast.success('Added to cart');
  };
  return (
    <ShopLayout>
      <Link to="/shop">← All products</Link>
      <Row gutter={[24, 24]} style={{ marginTop: 12 }}>
        <Col xs={24} md={12}>
          <FallbackImage src={product.image} alt={product.title} height={360} />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={2}>{product.title}</Typography.Title>
          <Typography.Text type="secondary">
            {product.brand} · {product.sku}
          </Typography.Text>
          {sizes.length === 0 ? (
            <Empty description="Sold out" style={{ marginTop: 24 }} />
          ) : (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                Size
              </Typography.Title>
              <Flex gap={8} wrap role="radiogroup" aria-label="Size">
                {sizes.map((s) => (
                  <Button
                    key={s.inventoryId}
                    role="radio"
                    aria-checked={chosen === s.inventoryId}
                    type={chosen === s.inventoryId ? 'primary' : 'default'}
                    disabled={cart.has(s.inventoryId)}
                    onClick={() => setChosen(s.inventoryId)}
                    data-testid={`shop-size-${s.option1Value ?? 'one'}`}
                  >
                    {sizeLabel(s)} · {formatAmount(s.price, store.currency)}
                  </Button>
                ))}
              </Flex>
              <Button
                type="primary"
                size="large"
                style={{ marginTop: 24 }}
                onClick={add}
                data-testid="add-to-cart"
              >
                Add to cart{size ? ` · ${formatAmount(size.price, store.currency)}` : ''}
              </Button>
            </>
          )}
        </Col>
      </Row>
    </ShopLayout>
  );
}
