import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import { useMoney } from './money';
import type { RegisterSale, SaleLine } from './use-register-sale';

/** The sale's items: price, the line discount (within the employee's limit, checked again by the server), net. */
export function SaleLines({ sale, disabled }: { sale: RegisterSale; disabled: boolean }) {
  const { format } = useMoney();
  if (sale.lines.length === 0)
    return <Empty description="No items yet. Scan an item to start a sale." data-testid="register-empty" />;
  return (
    <Table<SaleLine>
      size="small"
      pagination={false}
      rowKey={(l) => l.item.id}
      dataSource={sale.lines}
      data-testid="register-lines"
      columns={[
        {
          title: 'Item',
          key: 'item',
          render: (_, l) => (
            <>
              <div>
                {l.item.title}
                {l.item.option1Value ? ` (${l.item.option1Value})` : ''}
              </div>
              <div style={{ fontSize: 12, color: '#595959' }}>{l.item.code}</div>
            </>
          ),
        },
        {
          title: 'Price',
          key: 'price',
          align: 'right',
          render: (_, _l, i) => format(sale.totals.lines[i]?.price ?? 0),
        },
        {
          title: 'Discount',
          key: 'discount',
          width: 130,
          render: (_, l) => (
            <InputNumber
              aria-label={`Discount on ${l.item.code}`}
              min={0}
              max={l.item.price}
              step={1}
              precision={2}
              value={l.discount}
              disabled={disabled}
              onChange={(v) => sale.setDiscount(l.item.id, typeof v === 'number' ? v : null)}
              style={{ width: '100%' }}
            />
          ),
        },
        {
          title: 'Net',
          key: 'net',
          align: 'right',
          render: (_, _l, i) => format(sale.totals.lines[i]?.net ?? 0),
        },
        {
          title: 'Remove',
          key: 'remove',
          width: 80,
          render: (_, l) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${l.item.code}`}
              disabled={disabled}
              onClick={() => sale.remove(l.item.id)}
            />
          ),
        },
      ]}
    />
  );
}
