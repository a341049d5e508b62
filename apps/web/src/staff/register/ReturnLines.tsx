import { RETURN_STATUSES, type ReturnStatus } from '@backroom/domain/register-returns';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import type { RegisterSaleAnswer } from './api/register-api';
import { useMoney } from './money';
import { returnPlan } from './return-plan';

const STATUS_WORDS: Record<ReturnStatus, string> = {
  Active: 'On sale again (Active)',
  Withdrawn: 'Withdrawn (back to the consigner)',
  Pending: 'Pending (to check first)',
};

/**
 * The sale's items to return, every one not yet returned ticked at first; the refund and the tenders it goes back
 * to follow the ticks, worked out as the server will (return-plan.ts).
 */
export function ReturnLines({
  sale,
  pending,
  onRefund,
}: {
  sale: RegisterSaleAnswer;
  pending: boolean;
  onRefund: (lines: number[], status: ReturnStatus) => void;
}) {
  const { currency, format } = useMoney();
  const [chosen, setChosen] = useState<number[]>(() =>
    sale.lines.flatMap((l) =>
      l.inventoryId !== null && !sale.returnedItems.includes(l.inventoryId) ? [l.inventoryId] : [],
    ),
  );
  const [status, setStatus] = useState<ReturnStatus>('Active');
  const plan = returnPlan(sale, chosen, currency);
  if (plan.open.length === 0)
    return (
      <Alert type="info" showIcon message="Every item of this sale was already returned and refunded." />
    );
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  return (
    <Flex vertical gap={12}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 16, marginBottom: 4 }}>
          Items to return from sale {sale.orderName}
        </legend>
        <Flex vertical gap={6}>
          {plan.open.map((l) => (
            <Checkbox
              key={l.inventoryId}
              checked={chosen.includes(l.inventoryId)}
              onChange={(e) => toggle(l.inventoryId, e.target.checked)}
            >
              {l.title} · {format(l.refund)}
            </Checkbox>
          ))}
          {plan.returned.map((l) => (
            <Flex key={l.inventoryId} gap={8} align="center">
              <Checkbox checked disabled aria-label={`${l.title}, already returned`} />
              <span>{l.title}</span>
              <Tag>Returned</Tag>
            </Flex>
          ))}
        </Flex>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 16, marginBottom: 4 }}>The items go back as</legend>
        <Radio.Group value={status} onChange={(e) => setStatus(e.target.value)}>
          <Flex vertical gap={4}>
            {RETURN_STATUSES.map((s) => (
              <Radio key={s} value={s}>
                {STATUS_WORDS[s]}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </fieldset>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'total', label: 'Refund', children: format(plan.refund) },
          { key: 'card', label: 'To the card', children: format(plan.card) },
          ...(plan.credit > 0
            ? [{ key: 'credit', label: 'To store credit', children: format(plan.credit) }]
            : []),
          { key: 'cash', label: 'In cash', children: format(plan.cash) },
        ]}
      />
      <Button
        type="primary"
        danger
        disabled={chosen.length === 0}
        loading={pending}
        onClick={() => onRefund(chosen, status)}
      >
        {chosen.length === 0
          ? 'Tick an item to return'
          : `Refund ${format(plan.refund)} for ${chosen.length} item${chosen.length === 1 ? '' : 's'}`}
      </Button>
    </Flex>
  );
}
