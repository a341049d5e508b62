import { fromMinor, toMinor } from '@backroom/domain/money';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Typography from 'antd/es/typography';
import { CreditTender } from './CreditTender';
import { useMoney } from './money';
import type { RegisterSale } from './use-register-sale';

/**
 * Totals and payment: a sale discount, then card and cash amounts (split as the customer likes); cash over the
 * total is change. Complete sale is offered once the payments cover the total.
 */
export function PaymentPanel({
  sale,
  taxRate,
  limit,
  email,
  onEmail,
  busy,
  onComplete,
}: {
  sale: RegisterSale;
  taxRate: number;
  limit: number;
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  onComplete: () => void;
}) {
  const { currency, format } = useMoney();
  // The rest of what is due, added to what that tender already holds.
  const plusDue = (major: number | null) => fromMinor(sale.due + toMinor(major ?? 0, currency), currency);
  const t = sale.totals;
  const ready = sale.outcome?.ok === true;
  const message =
    sale.lines.length > 0 && sale.outcome && !sale.outcome.ok && sale.paid > 0 ? sale.outcome.error : null;
  return (
    <Flex vertical gap={12} data-testid="register-payment">
      <Flex vertical gap={4}>
        <label htmlFor="register-sale-discount">Sale discount (your limit {limit}%)</label>
        <InputNumber
          id="register-sale-discount"
          min={0}
          precision={2}
          value={sale.saleDiscount}
          disabled={busy || sale.lines.length === 0}
          onChange={(v) => sale.setSaleDiscount(typeof v === 'number' ? v : null)}
          style={{ width: '100%' }}
        />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'subtotal', label: 'Subtotal', children: format(t.subtotal) },
          {
            key: 'discount',
            label: 'Discounts',
            children: t.discount > 0 ? `-${format(t.discount)}` : format(0),
          },
          { key: 'tax', label: `Tax (${taxRate}%)`, children: format(t.tax) },
          {
            key: 'total',
            label: 'Total',
            children: (
              <Typography.Text strong data-testid="register-total">
                {format(t.total)}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Flex gap={8}>
        <Flex vertical gap={4} style={{ flex: 1 }}>
          <label htmlFor="register-card">Card</label>
          <InputNumber
            id="register-card"
            min={0}
            precision={2}
            value={sale.card}
            disabled={busy || sale.lines.length === 0}
            onChange={(v) => sale.setCard(typeof v === 'number' ? v : null)}
            style={{ width: '100%' }}
          />
        </Flex>
        <Flex vertical gap={4} style={{ flex: 1 }}>
          <label htmlFor="register-cash">Cash received</label>
          <InputNumber
            id="register-cash"
            min={0}
            precision={2}
            value={sale.cash}
            disabled={busy || sale.lines.length === 0}
            onChange={(v) => sale.setCash(typeof v === 'number' ? v : null)}
            style={{ width: '100%' }}
          />
        </Flex>
      </Flex>
      <Flex gap={8} wrap>
        <Button disabled={busy || sale.due === 0} onClick={() => sale.setCard(plusDue(sale.card))}>
          Rest by card
        </Button>
        <Button disabled={busy || sale.due === 0} onClick={() => sale.setCash(plusDue(sale.cash))}>
          Rest in cash
        </Button>
      </Flex>
      <CreditTender sale={sale} busy={busy} />
      <Typography.Text data-testid="register-due" aria-live="polite">
        {sale.outcome?.ok
          ? `Change due: ${format(sale.outcome.change)}`
          : `Still to pay: ${format(sale.due)}`}
      </Typography.Text>
      {message && <Typography.Text type="danger">{message}</Typography.Text>}
      <Flex vertical gap={4}>
        <label htmlFor="register-email">E-mail the receipt to (optional)</label>
        <Input
          id="register-email"
          type="email"
          autoComplete="off"
          value={email}
          disabled={busy}
          onChange={(e) => onEmail(e.target.value)}
        />
      </Flex>
      <Button type="primary" size="large" disabled={!ready} loading={busy} onClick={onComplete}>
        Complete sale
      </Button>
    </Flex>
  );
}
