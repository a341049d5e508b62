import { messages } from '@backroom/domain/messages';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useModalLayout } from '@web/shared/layout/use-modal-layout';
import { ProductRequestForm } from '@web/shared/products/ProductRequestForm';
import { useSubmitProductRequest } from '@web/shared/products/submit-product-request';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Collapse from 'antd/es/collapse';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProductCard as CatalogueProduct, SavedProduct } from './api/product';
import { productImages } from './api/product';
import { type ProductInput, useCreateProduct, useUpdateProduct } from './api/save-product';
import { ProductForm } from './ProductForm';
import { prefillFromQuery } from './product-prefill';
import { productTexts } from './product-texts';
import { SubmittedProductsTable } from './SubmittedProductsTable';

/**
 * /products/create: Products Submitted For Review (Fill copies one into the form), the product form with
 * Create product, and a request from a template, folded away so the page has one obvious button (spec 3 §2.3,
 * issue 33). Duplicate prefills through the URL.
 */
export function CreateProductPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = useMemo(() => prefillFromQuery(params), [params]);
  const [form] = Form.useForm<ProductInput>();
  const [submitted, setSubmitted] = useState(false);
  // A submitted product copied into the form with Fill: saving approves it instead of creating a twin.
  const [filled, setFilled] = useState<CatalogueProduct | null>(null);
  const templates = useProductTemplates();
  const open = (product: SavedProduct) => navigate(`/products/${product.id}`);
  const create = useCreateProduct({ onSuccess: open });
  const approve = useUpdateProduct({ meta: { successMessage: 'Product approved' }, onSuccess: open });
  const request = useSubmitProductRequest({ onSuccess: () => setSubmitted(true) });
  const modalLayout = useModalLayout(420);

  const fill = (product: CatalogueProduct) => {
    setFilled(product);
    form.setFieldsValue({
      title: product.title,
      sku: product.sku,
      brand: product.brand,
      category: product.category,
      gender: product.gender ?? undefined,
      productTemplateId: product.productTemplateId ?? undefined,
      images: productImages(product),
    });
    document.getElementById('product-form-card')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader title="Create Product" />
      <Card title={productTexts.submittedTitle} style={{ marginBottom: 16 }}>
        <SubmittedProductsTable onFill={fill} />
      </Card>
      <Card title="Product" id="product-form-card" style={{ marginBottom: 16 }}>
        <ProductForm
          form={form}
          name="createProduct"
          templates={templates.data ?? []}
          templatesLoading={templates.isPending}
          initialValues={prefill}
          onFinish={(values) =>
            filled ? approve.mutate({ id: filled.id, values, approve: true }) : create.mutate(values)
          }
        >
          {filled && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={`Reviewing "${filled.title}": saving adds it to the catalogue.`}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    setFilled(null);
                    form.resetFields();
                  }}
                >
                  Clear
                </Button>
              }
              data-testid="filled-notice"
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || approve.isPending}
            data-testid="submit-product"
          >
            {filled ? productTexts.approveProduct : productTexts.createProduct}
          </Button>
        </ProductForm>
      </Card>
      <Collapse
        items={[
          {
            key: 'request',
            label: productTexts.requestTitle,
            children: (
              <ProductRequestForm
                templates={templates.data ?? []}
                loading={request.isPending}
                onSubmit={(values) => request.mutate(values)}
              />
            ),
          },
        ]}
        data-testid="product-request-section"
      />
      <Modal open={submitted} footer={null} closable={false} {...modalLayout}>
        <Result
          status="success"
          title={messages.productSubmitted}
          extra={
            <Button
              type="primary"
              onClick={() => navigate('/products/')}
              data-testid="product-submitted-back"
            >
              Back
            </Button>
          }
          data-testid="product-submitted"
        />
      </Modal>
    </>
  );
}
