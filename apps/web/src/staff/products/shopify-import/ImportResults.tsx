import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Link } from 'react-router';
import type { ImportResult } from './api/shopify-products';

interface Props {
  result: ImportResult;
  /** Links the Shopify product to the existing Backroom product of the same SKU (a new import). */
  onLink(shopifyProductId: string, productId: number): void;
  linking: boolean;
}

const ACTION_WORDS = { created: 'New', updated: 'Updated', linked: 'Linked' } as const;

/** What an import did: the products written, those whose SKU is already here (offered for linking), errors. */
export function ImportResults({ result, onLink, linking }: Props) {
  const { imported, skuMatches, errors } = result;
  return (
    <Flex vertical gap={16} data-testid="import-results">
      <Alert
        type={errors.length > 0 ? 'warning' : 'success'}
        showIcon
        title={`${imported.length} of ${result.total} imported${
          skuMatches.length > 0 ? `, ${skuMatches.length} already in Backroom by SKU` : ''
        }${errors.length > 0 ? `, ${errors.length} not imported` : ''}.`}
      />
      {imported.length > 0 && (
        <Card size="small" title="Imported">
          <List
            size="small"
            dataSource={imported}
            data-testid="imported-list"
            renderItem={(row) => (
              <List.Item>
                <Flex vertical gap={2}>
                  <Flex gap={8} align="center" wrap>
                    <Tag color={row.action === 'created' ? 'green' : 'blue'}>{ACTION_WORDS[row.action]}</Tag>
                    <Link to={`/products/${row.productId}`}>{row.title}</Link>
                  </Flex>
                  {row.warnings.map((warning) => (
                    <Typography.Text key={warning} type="secondary">
                      {warning}
                    </Typography.Text>
                  ))}
                </Flex>
              </List.Item>
            )}
          />
        </Card>
      )}
      {skuMatches.length > 0 && (
        <Card size="small" title="Already in Backroom by SKU: link instead of copying">
          <List
            size="small"
            dataSource={skuMatches}
            data-testid="sku-matches"
            renderItem={(row) => (
              <List.Item
                actions={[
                  <Popconfirm
                    key="link"
                    title={`Link “${row.productTitle}” to this Shopify product?`}
                    description="Its title, brand, category, images and barcodes are then taken from Shopify."
                    okText="Link"
                    onConfirm={() => onLink(row.shopifyProductId, row.productId)}
                  >
                    <Button size="small" loading={linking} data-testid={`link-${row.shopifyProductId}`}>
                      Link
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Typography.Text>
                  {row.title} (SKU {row.sku}) →{' '}
                  <Link to={`/products/${row.productId}`}>{row.productTitle}</Link>
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
      {errors.length > 0 && (
        <Card size="small" title="Not imported">
          <List
            size="small"
            dataSource={errors}
            data-testid="import-errors"
            renderItem={(row) => (
              <List.Item>
                <Typography.Text>
                  <Typography.Text strong>
                    {row.title ?? `Shopify product ${row.shopifyProductId}`}
                  </Typography.Text>
                  : {row.reason}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
