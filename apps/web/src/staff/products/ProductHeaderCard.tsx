import BarcodeOutlined from '@ant-design/icons/BarcodeOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Product } from './api/product';
import { productImages } from './api/product';

interface ProductHeaderCardProps {
  product: Product;
  saving: boolean;
  resyncing: boolean;
  onDuplicate: () => void;
  onSave: () => void;
  onGtins: () => void;
  onResync: () => void;
  onAddInventory: () => void;
}

/** The product's header: image, title, SKU, and Add Inventory, Duplicate, Save, Manage GTINS, Resync. */
export function ProductHeaderCard(props: ProductHeaderCardProps) {
  const { product, saving, resyncing } = props;
  const image = productImages(product)[0];
  return (
    <Card style={{ marginBottom: 16 }} data-testid="product-header">
      <Flex gap={16} wrap align="center">
        <FallbackImage src={image} alt={product.title} width={96} height={96} style={{ borderRadius: 6 }} />
        <Flex vertical style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="product-title-heading">
            {product.title}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Typography.Text type="secondary" copyable={{ text: product.sku }}>
              SKU {product.sku}
            </Typography.Text>
            {product.brand && <Tag>{product.brand}</Tag>}
            {product.shopifyId ? <Tag color="green">On storefront</Tag> : <Tag>Not on storefront</Tag>}
            <Tag data-testid="product-gtin-count">{(product.GTIN ?? []).length} GTINs</Tag>
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={props.onAddInventory} data-testid="product-add-inventory">
            Add Inventory
          </Button>
          <Button icon={<CopyOutlined />} onClick={props.onDuplicate} data-testid="product-duplicate">
            Duplicate
          </Button>
          <Button icon={<BarcodeOutlined />} onClick={props.onGtins} data-testid="product-gtins">
            Manage GTINS
          </Button>
          <Button
            icon={<SyncOutlined />}
            onClick={props.onResync}
            loading={resyncing}
            data-testid="product-resync"
          >
            Resync
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={props.onSave}
            loading={saving}
            data-testid="product-save"
          >
            Save
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
