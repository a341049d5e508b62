import { useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import { LoadError } from '@web/shared/layout/LoadError';
import Skeleton from 'antd/es/skeleton';
import { Navigate, useParams } from 'react-router';

/** `/inventories/{id}` in the seller app: the item's own product screen, where its actions are. */
export function InventoryItemRedirect() {
  const id = Number(useParams().id);
  const item = useQuery({
    queryKey: queryKeys.inventories.detail(id),
    queryFn: ({ signal }) => api.get(`/api/inventories/${id}`, undefined, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (item.isError) return <LoadError what="item" error={item.error} onRetry={() => void item.refetch()} />;
  if (!item.data) return <Skeleton active />;
  return <Navigate to={`/productItem/${item.data.productId}`} replace />;
}
