import { messages } from '@backroom/domain/messages';
import { useProductTemplates } from '@web/shared/api/get-product-templates';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { ProductRequestForm } from '@web/shared/products/ProductRequestForm';
import { useSubmitProductRequest } from '@web/shared/products/submit-product-request';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** `/products/create`: a product missing from the catalogue, requested from a template (spec 1 §2.3). */
export function RequestProductPage() {
  const navigate = useNavigate();
  const templates = useProductTemplates();
  const [submitted, setSubmitted] = useState(false);
  // Spec 1 §8: a failed request only clears the loading state (no toast).
  const request = useSubmitProductRequest({ meta: { silent: true }, onSuccess: () => setSubmitted(true) });
  return (
    <>
      <PageHeader title="Request product" />
      <Card style={{ maxWidth: 880 }}>
        <ProductRequestForm
          templates={templates.data ?? []}
          loading={request.isPending}
          onSubmit={request.mutate}
        />
      </Card>
      <Modal open={submitted} footer={null} closable={false} centered data-testid="request-submitted">
        <Result
          status="success"
          title={messages.productSubmitted}
          subTitle="It shows on Products as Pending review until the store approves it; then you can add your items."
          extra={
            <Button type="primary" onClick={() => navigate('/products/')} data-testid="request-back">
              Back
            </Button>
          }
        />
      </Modal>
    </>
  );
}
