import { type InventoryStatus, inventoryStatusLabel } from '@backroom/domain/statuses';
import { FallbackImage } from '@web/shared/layout/FallbackImage';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ScanItem } from './api/scans';

/** Scanned or result items as compact cards (fine under 768 px), paged for locations with thousands. */
export function ScanResultList({
  items,
  empty,
  onRemove,
  testId,
}: {
  items: ScanItem[];
  empty: string;
  onRemove?: (id: number) => void;
  testId: string;
}) {
  return (
    <List
      data-testid={testId}
      dataSource={items}
      locale={{ emptyText: empty }}
      pagination={items.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          data-testid={`${testId}-row`}
          actions={
            onRemove
              ? [
                  <Button key="remove" size="small" danger onClick={() => onRemove(item.id)}>
                    Remove
                  </Button>,
                ]
              : undefined
          }
        >
          <List.Item.Meta
            avatar={
              <FallbackImage
                src={item.image}
                alt={item.title}
                width={48}
                height={48}
                style={{ fontSize: 20 }}
              />
            }
            title={
              <span>
                {item.title} <Typography.Text type="secondary">{item.code}</Typography.Text>
              </span>
            }
            description={
              <span>
                <Tag>{inventoryStatusLabel(item.status as InventoryStatus)}</Tag>
                {[
                  item.sku,
                  item.option1Value && `Size ${item.option1Value}`,
                  item.option2Value,
                  item.subLocation,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
