import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import { useSearchParams } from 'react-router';
import { useBilling } from './api/get-billing';
import { HistoryCard } from './HistoryCard';
import { InvoicesCard } from './InvoicesCard';
import { NextInvoiceCard } from './NextInvoiceCard';
import { PlansCard } from './PlansCard';
import { SubscriptionCard } from './SubscriptionCard';

/** Settings → Billing: the store's own subscription to Backroom (the owner only). */
export function BillingPage() {
  const billing = useBilling();
  const [params] = useSearchParams();
  const returned = params.get('paymentMethod');
  return (
    <>
      <PageHeader title="Billing" />
      {returned === 'saved' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="Card received. It shows here as soon as the payment provider confirms it."
        />
      )}
      {billing.isPending ? (
        <ContentSkeleton />
      ) : billing.isError ? (
        <LoadError what="billing details" error={billing.error} onRetry={() => billing.refetch()} />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <SubscriptionCard billing={billing.data} />
            </Col>
            <Col xs={24} lg={12}>
              <NextInvoiceCard billing={billing.data} />
            </Col>
          </Row>
          <PlansCard billing={billing.data} />
          <InvoicesCard />
          <HistoryCard />
        </Flex>
      )}
    </>
  );
}
