import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { NotFoundPage } from '@web/shared/pages/NotFoundPage';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useParams } from 'react-router';
import { useProductSummary } from '../api/get-product-summary';
import { WizardSteps } from './WizardSteps';

/** /addInventory/{id}: the staff's step-by-step add for one product (spec 2 §2.12). */
export function AddInventoryWizard() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <WizardLoader key={id} id={id} />;
}

function WizardLoader({ id }: { id: number }) {
  const product = useProductSummary(id);
  if (product.isPending) return <ContentSkeleton />;
  if (product.isError) {
    const notFound = product.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Product not found' : product.error.message}
        extra={<Button onClick={() => product.refetch()}>Retry</Button>}
      />
    );
  }
  return <WizardSteps product={product.data} />;
}
