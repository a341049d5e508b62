import { toMinor } from '@backroom/domain/money';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useState } from 'react';
import { emailReceipt, printReceipt, type RegisterSaleAnswer } from './api/register-api';
import { useMoney } from './money';

/** The recorded sale: change due, the receipt to print (again) or e-mail, and a new sale. */
export function SaleDone({ sale, onNext }: { sale: RegisterSaleAnswer; onNext: () => void }) {
  const { currency, format } = useMoney();
  const [email, setEmail] = useState(sale.email ?? '');
  const print = useMutation({ mutationFn: printReceipt });
  const send = useMutation({
    mutationFn: emailReceipt,
    meta: { successMessage: `Receipt e-mailed` },
  });
  const change = toMinor(sale.change, currency);
  return (
    <Result
      status="success"
      title={`Sale ${sale.orderName} complete`}
      subTitle={
        <span data-testid="register-done-change">
          Total {format(toMinor(sale.total, currency))}
          {change > 0 ? ` · Change due ${format(change)}` : ''}
          {sale.email ? ` · Receipt e-mailed to ${sale.email}` : ''}
        </span>
      }
      extra={
        <Flex vertical gap={12} align="center">
          <Flex gap={8} wrap justify="center">
            <Button type="primary" size="large" autoFocus onClick={onNext}>
              New sale
            </Button>
            <Button size="large" loading={print.isPending} onClick={() => print.mutate(sale)}>
              Print receipt
            </Button>
          </Flex>
          <Flex gap={8} style={{ width: 360, maxWidth: '100%' }}>
            <Input
              aria-label="E-mail the receipt to"
              type="email"
              placeholder="customer@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button
              loading={send.isPending}
              disabled={!email.trim()}
              onClick={() => send.mutate({ id: sale.id, email: email.trim() })}
            >
              E-mail receipt
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
