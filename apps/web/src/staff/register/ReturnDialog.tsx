import { toMinor } from '@backroom/domain/money';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import {
  findSale,
  type RegisterReturnAnswer,
  type RegisterSaleAnswer,
  useReturnSale,
} from './api/register-api';
import { useMoney } from './money';
import { ReturnLines } from './ReturnLines';
import { newSaleKey } from './use-register-sale';

/**
 * Return a sale or some of its items (within the store's window): find it by its receipt number, tick the items,
 * see what goes back to which tender, confirm. The key is made when the sale is found, so pressing Refund twice (or again after a dropped
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
              message={`Sale ${done.orderName}: ${done.items.length} item${done.items.length === 1 ? '' : 's'} returned. Refund ${m(done.refundTotal)}: ${m(done.cardRefund)} to the card, ${m(done.creditRefund)} to store credit, ${m(done.cashRefund)} in cash.`}
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
            {sale && (
              <ReturnLines
                sale={sale}
                pending={refund.isPending}
                onRefund={(lines, status) => refund.mutate({ id: sale.id, key, lines, status })}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
