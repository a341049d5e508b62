import { formatAmount } from '@backroom/domain/money-format';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useCancelBilling, useResumeBilling, useSetPaymentMethod } from './api/billing-actions';
import type { BillingSummary } from './api/types';
import { day, STATUS_COLORS } from './billing-words';
import { PaymentMethodModal } from './PaymentMethodModal';

/** The plan, its status, what happens next, the card on file; cancel and resume. */
export function SubscriptionCard({ billing }: { billing: BillingSummary }) {
  const [cardOpen, setCardOpen] = useState(false);
  const cancel = useCancelBilling();
  const resume = useResumeBilling();
  const stripeSetup = useSetPaymentMethod();
  const changeCard = async () => {
    if (billing.provider === 'sandbox') return setCardOpen(true);
    const answer = await stripeSetup.mutateAsync(undefined).catch(() => null);
    if (answer?.redirectUrl) window.location.assign(answer.redirectUrl);
  };
  const ended = billing.status === 'cancelled';
  return (
    <Card title="Subscription" data-testid="subscription-card">
      {billing.status === 'past_due' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            billing.readOnly
              ? 'The bill is overdue: catalogue and intake changes are paused until it is paid.'
              : `Payment failed. Update the payment method before ${day(billing.readOnlyFrom)} to keep changing the catalogue.`
          }
        />
      )}
      {billing.cancelAtPeriodEnd && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`The subscription ends on ${day(billing.currentPeriodEnd)}. Resume to keep it.`}
        />
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Plan">
          <span data-testid="current-plan">{billing.plan.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={STATUS_COLORS[billing.status]} data-testid="billing-status">
            {billing.statusLabel}
          </Tag>
        </Descriptions.Item>
        {billing.status === 'trialing' && (
          <Descriptions.Item label="Trial ends">{day(billing.trialEndsAt)}</Descriptions.Item>
        )}
        {billing.nextInvoice && (
          <Descriptions.Item label="Next invoice">
            <span data-testid="next-invoice">
              {formatAmount(billing.nextInvoice.total, billing.currency)} on {day(billing.nextInvoice.date)}
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Payment method">
          <span data-testid="payment-method">{billing.paymentMethod ?? 'None on file'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={changeCard} loading={stripeSetup.isPending} data-testid="change-card">
          {billing.paymentMethod ? 'Change payment method' : 'Add payment method'}
        </Button>
        {!ended && !billing.cancelAtPeriodEnd && (
          <Popconfirm
            title="Cancel the subscription?"
            description={`It stays active until ${day(billing.currentPeriodEnd)}; after that catalogue and intake changes stop.`}
            okText="Cancel at period end"
            cancelText="Keep it"
            okButtonProps={{ danger: true, loading: cancel.isPending, 'data-testid': 'confirm-cancel' }}
            onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
          >
            <Button danger data-testid="cancel-subscription">
              Cancel subscription
            </Button>
          </Popconfirm>
        )}
        {billing.cancelAtPeriodEnd && (
          <Button
            type="primary"
            loading={resume.isPending}
            onClick={() => resume.mutate()}
            data-testid="resume"
          >
            Resume subscription
          </Button>
        )}
      </Flex>
      <PaymentMethodModal open={cardOpen} onClose={() => setCardOpen(false)} />
    </Card>
  );
}
