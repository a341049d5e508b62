import { formatAmount } from '@backroom/domain/money-format';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Popconfirm from 'antd/es/popconfirm';
import Row from 'antd/es/row';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useChangePlan } from './api/billing-actions';
import type { BillingPlan, BillingSummary } from './api/types';

function consequence(billing: BillingSummary, plan: BillingPlan): string {
  if (billing.status === 'cancelled')
    return 'A new monthly period starts now and its first invoice is charged at once.';
  if (billing.status === 'trialing') return 'It applies at once; nothing is charged until the trial ends.';
  return (
    'It applies at once; the unused time on your current plan is credited and the rest of the period on ' +
    `${plan.name} charged, on the next invoice.`
  );
}

/** The operator's plans; the current one marked, the others one confirmed click away. */
export function PlansCard({ billing }: { billing: BillingSummary }) {
  const change = useChangePlan();
  return (
    <Card title="Plans">
      <Row gutter={[16, 16]}>
        {billing.plans.map((plan) => {
          const current = plan.current && billing.status !== 'cancelled';
          const choose = (
            <Button
              type={current ? 'default' : 'primary'}
              disabled={current || Boolean(plan.unavailableReason)}
              loading={change.isPending && change.variables === plan.id}
              data-testid={`choose-plan-${plan.id}`}
            >
              {current
                ? 'Current plan'
                : billing.status === 'cancelled'
                  ? 'Subscribe'
                  : 'Switch to this plan'}
            </Button>
          );
          return (
            <Col xs={24} md={12} key={plan.id}>
              <Card
                type="inner"
                title={plan.name}
                extra={current ? <Tag color="blue">Current</Tag> : null}
                data-testid={`plan-${plan.id}`}
              >
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {formatAmount(plan.pricePerLocation, billing.currency)}
                  <Typography.Text type="secondary"> per location a month</Typography.Text>
                </Typography.Title>
                <Typography.Paragraph type="secondary">
                  {plan.description}{' '}
                  {plan.maxLocations === null
                    ? 'Any number of locations.'
                    : `Up to ${plan.maxLocations} location${plan.maxLocations === 1 ? '' : 's'}.`}
                </Typography.Paragraph>
                {current ? (
                  choose
                ) : plan.unavailableReason ? (
                  <Tooltip title={plan.unavailableReason}>{choose}</Tooltip>
                ) : (
                  <Popconfirm
                    title={`Change to ${plan.name}?`}
                    description={consequence(billing, plan)}
                    okText="Change plan"
                    okButtonProps={{ 'data-testid': 'confirm-plan' }}
                    onConfirm={() => change.mutateAsync(plan.id).catch(() => undefined)}
                  >
                    {choose}
                  </Popconfirm>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
