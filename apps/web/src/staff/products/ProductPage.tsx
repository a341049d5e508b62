import { templateOptionNames } from '@backroom/domain/schemas/product-template';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/shared/api/query-keys';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useStore } from '@web/shared/store/store-context';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import { AddInventoryDialog } from '@web/staff/inventory/public';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useProduct } from './api/get-product';
import { useMergeProducts } from './api/merge-products';
import type { ProductDetail } from './api/product';
import { productImages } from './api/product';
import { useResyncProduct } from './api/resync-product';
import {
  type ProductInput,
  useCreateProduct,
  useUpdateProduct,
  useUpdateProductGtins,
} from './api/save-product';
import { DuplicateProductsTable } from './DuplicateProductsTable';
import { GtinModal } from './GtinModal';
import { ProductForm, productFormValues } from './ProductForm';
import { ProductHeaderCard } from './ProductHeaderCard';
import { ProductInventoryTable } from './ProductInventoryTable';
import { duplicateUrl } from './product-prefill';
import { productTexts } from './product-texts';

/** /products/{id}: a numeric id is a saved product; anything else is a new product (spec 3 §2.2). */
export function ProductPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NewProduct />;
  return <SavedProduct key={id} id={Number(id)} />;
}

function NewProduct() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductInput>();
  const templates = useProductTemplates();
  const create = useCreateProduct({
    onSuccess: (product) => navigate(`/products/${product.id}`, { replace: true }),
  });
  return (
    <>
      <PageHeader title="New Product" />
      <Card>
        <ProductForm
          form={form}
          name="newProduct"
          templates={templates.data ?? []}
          templatesLoading={templates.isPending}
          onFinish={(values) => create.mutate(values)}
        >
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="product-create">
            Save
          </Button>
        </ProductForm>
      </Card>
    </>
  );
}

function SavedProduct({ id }: { id: number }) {
  const detail = useProduct(id);
  if (detail.isPending) {
    return (
      <Card role="status" aria-label="Loading product">
        <Skeleton avatar={{ shape: 'square', size: 96 }} active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (detail.isError) {
    return (
      <Result
        status={detail.error.status === 404 ? '404' : 'error'}
        title={detail.error.status === 404 ? 'Product not found' : detail.error.message}
        extra={<Button onClick={() => detail.refetch()}>Retry</Button>}
      />
    );
  }
  return <ProductEditor detail={detail.data} />;
}

function ProductEditor({ detail }: { detail: ProductDetail }) {
  const { product, duplicateProducts, inventories } = detail;
  const store = useStore();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProductInput>();
  const [gtinsOpen, setGtinsOpen] = useState(false);
  const [mergeJob, setMergeJob] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const templates = useProductTemplates();
  const template = templates.data?.find((t) => t.id === product.productTemplateId);
  const saved = productFormValues({ ...product, images: productImages(product) });

  const refreshAfterMerge = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.products.detail(product.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.products.lists() }),
    ]);

  const update = useUpdateProduct();
  const saveGtins = useUpdateProductGtins({ onSuccess: () => setGtinsOpen(false) });
  const resync = useResyncProduct();
  const merge = useMergeProducts({
    onSuccess: ({ jobId }) => {
      if (jobId) setMergeJob(jobId);
      else void refreshAfterMerge();
    },
  });

  return (
    <>
      <PageHeader title="Product" />
      <ProductHeaderCard
        product={product}
        saving={update.isPending}
        resyncing={resync.isPending}
        onDuplicate={() => window.open(duplicateUrl(product), '_blank', 'noopener')}
        onSave={() => form.submit()}
        onGtins={() => setGtinsOpen(true)}
        onResync={() => resync.mutate(product.id)}
        onAddInventory={() => setAdding(true)}
      />
      {mergeJob !== null && (
        <div style={{ marginBottom: 16 }}>
          <JobProgress
            jobId={mergeJob}
            title={productTexts.mergeRunning}
            doneText={productTexts.mergeDone}
            onFinished={() => void refreshAfterMerge()}
            testId="merge-progress"
          />
        </div>
      )}
      {duplicateProducts.length > 0 && (
        <Card title={productTexts.duplicatesTitle} style={{ marginBottom: 16 }}>
          <DuplicateProductsTable
            duplicates={duplicateProducts}
            merging={merge.isPending}
            onMerge={(duplicate) => merge.mutate({ fromProductId: duplicate.id, toProductId: product.id })}
          />
        </Card>
      )}
      <Card title="Details" style={{ marginBottom: 16 }}>
        <ProductForm
          form={form}
          name="product"
          templates={templates.data ?? []}
          templatesLoading={templates.isPending}
          initialValues={saved}
          onFinish={(values) => update.mutate({ id: product.id, values })}
        >
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="product-form-save">
            Save
          </Button>
        </ProductForm>
      </Card>
      <Card title={`Inventory (${inventories.length})`}>
        <ProductInventoryTable
          inventories={inventories}
          optionNames={template ? templateOptionNames(template) : ['Size']}
          currency={store.currency}
        />
      </Card>
      <GtinModal
        open={gtinsOpen}
        gtins={product.GTIN ?? []}
        template={template}
        saving={saveGtins.isPending}
        onCancel={() => setGtinsOpen(false)}
        onSave={(GTIN) => saveGtins.mutate({ id: product.id, GTIN })}
      />
      <AddInventoryDialog product={adding ? product : null} onClose={() => setAdding(false)} />
    </>
  );
}
