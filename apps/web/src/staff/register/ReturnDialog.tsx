import { toMinor } from '@backroom/domain/money';
import { refundSplit } from '@backroom/domain/register';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import {
  findSale,
  type RegisterReturnAnswer,
  type RegisterSaleAnswer,
  useReturnSale,
} from './api/register-api';
import { useMoney } from './money';
import { newSaleKey } from './use-register-sale';

/**
 * Return a sale (within the store's window): find it by its receipt number, see what goes back to which tender,
 * confirm. The key is made when the sale is found, so pressing Refund twice (or again after a dropped
 * connection) refunds once.
 */
export function ReturnDialog({ returnDays, onClose }: { returnDays: number; onClose: () => void }) {
  const { currency, format } = useMoney();
  const m = (major: number) => format(toMinor(major, currency));
  const [receipt, setReceipt] = useState('');
  const [key, setKey] = useState(newSaleKey);
  const [done, setDone] = useState<RegisterReturnAnswer | null>(null);
  const find = useMutation({
    mutationFn: findSale,
    meta: { silent: true },
    onSuccess: () => setKey(newSaleKey()),
  });
  const refund = useReturnSale({ meta: { silent: true }, onSuccess: setDone });
  const sale: RegisterSaleAnswer | undefined = find.data;
  const split = sale
    ? refundSplit(
        toMinor(sale.total, currency),
        sale.tenders.map((t) => ({
          kind: t.kind,
          amount: toMinor(t.amount, currency),
          reference: t.reference,
        })),
      )
    : null;
  const error = find.error?.message ?? refund.error?.message ?? null;
  return (
    <Modal open title="Return a sale" onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        {done ? (
          <>
            <Alert
              type="success"
              showIcon
              data-testid="register-return-done"
              message={`Sale ${done.orderName} returned. Refund ${m(done.refundTotal)}: ${m(done.cardRefund)} to the card, ${m(done.cashRefund)} in cash.`}
            />
            <Button type="primary" onClick={onClose} autoFocus>
              Done
            </Button>
          </>
        ) : (
          <>
            <span>Returns are taken within {returnDays} days of the sale.</span>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (receipt.trim()) find.mutate(receipt);
              }}
            >
              <Flex gap={8} align="flex-end">
                <Flex vertical gap={4} style={{ flex: 1 }}>
                  <label htmlFor="register-return-receipt">Receipt number</label>
                  <Input
                    id="register-return-receipt"
                    autoFocus
                    placeholder="#1005"
                    value={receipt}
                    onChange={(e) => setReceipt(e.target.value)}
                  />
                </Flex>
                <Button htmlType="submit" loading={find.isPending}>
                  Find sale
                </Button>
              </Flex>
            </form>
            {error && <Alert type="error" showIcon role="alert" message={error} />}
            {sale && split && (
              <>
                <List
                  size="small"
                  bordered
                  header={`Sale ${sale.orderName}`}
                  dataSource={sale.lines}
                  renderItem={(l) => (
                    <List.Item>
                      {l.title} · {format(toMinor(l.price, currency) - toMinor(l.discount, currency))}
                    </List.Item>
                  )}
                />
                <Descriptions
                  size="small"
                  column={1}
                  bordered
                  items={[
                    { key: 'total', label: 'Refund', children: m(sale.total) },
                    {
                      key: 'card',
                      label: 'To the card',
                      children: format(split.card.reduce((s, c) => s + c.amount, 0)),
                    },
                    { key: 'cash', label: 'In cash', children: format(split.cash) },
                  ]}
                />
                {sale.returnedAt ? (
                  <Alert type="info" showIcon message="This sale was already returned and refunded." />
                ) : (
                  <Button
                    type="primary"
                    danger
                    loading={refund.isPending}
                    onClick={() => refund.mutate({ id: sale.id, key })}
                  >
                    Refund {m(sale.total)} and put the items back on sale
                  </Button>
                )}
              </>
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
