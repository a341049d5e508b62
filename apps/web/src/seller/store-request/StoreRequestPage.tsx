import { LoadError } from '@web/shared/layout/LoadError';
import { MobileFilters } from '@web/shared/layout/MobileFilters';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useSellerFilterOptions } from '../api/get-filter-options';
import { type StoreRequestProduct, type StoreRequestSize, useStoreRequests } from '../api/store-requests';
import { AcceptRequestDialog } from './AcceptRequestDialog';
import { StoreRequestCard } from './StoreRequestCard';
import { useDeclinedRequests } from './use-declined';

/**
 * `/storeRequest` (spec 2 §2.7): what the store asks sellers for, by location and type of sale, as product
 * cards; accepting a request makes it the seller's drop off pending item.
 */
export function StoreRequestPage() {
  const isMobile = useIsMobile();
  const [location, setLocation] = useState('');
  const [saleType, setSaleType] = useState<'' | 'Buying' | 'Consignment'>('');
  const [search, setSearch] = useState('');
  const [accepting, setAccepting] = useState<{ product: StoreRequestProduct; size: StoreRequestSize } | null>(
    null,
  );
  const declined = useDeclinedRequests();
  const options = useSellerFilterOptions();
  const requests = useStoreRequests({
    location: location || undefined,
    saleType: saleType || undefined,
    search: search || undefined,
  });
  const products = (requests.data?.products ?? [])
    .map((p) => ({ ...p, sizes: p.sizes.filter((s) => !declined.has(s.id)) }))
    .filter((p) => p.sizes.length > 0);

  return (
    <>
      <PageHeader title="Store Request" />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Search by title or SKU"
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: isMobile ? '100%' : 300 }}
          aria-label="Search requests"
          data-testid="request-search"
        />
        <MobileFilters active={(location ? 1 : 0) + (saleType ? 1 : 0)}>
          <Select
            value={location}
            onChange={setLocation}
            options={[
              { value: '', label: 'All locations' },
              ...(options.data?.locations ?? []).map((l) => ({ value: l.name, label: l.name })),
            ]}
            style={{ minWidth: 180 }}
            aria-label="Location"
            data-testid="request-location"
          />
          <Select
            value={saleType}
            onChange={setSaleType}
            options={[
              { value: '', label: 'All' },
              { value: 'Buying', label: 'Buying' },
              { value: 'Consignment', label: 'Consignment' },
            ]}
            style={{ minWidth: 160 }}
            aria-label="Type of sale"
            data-testid="request-sale-type"
          />
        </MobileFilters>
        <Typography.Text type="secondary" data-testid="request-count">
          {products.length} product{products.length === 1 ? '' : 's'}
        </Typography.Text>
      </Flex>
      {requests.isError && (
        <LoadError what="store requests" error={requests.error} onRetry={() => void requests.refetch()} />
      )}
      {requests.isPending ? (
        <Skeleton active />
      ) : products.length === 0 ? (
        <Empty description="The store has no open requests right now" />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: `repeat(auto-fill, minmax(${isMobile ? 280 : 360}px, 1fr))`,
          }}
          data-testid="request-grid"
        >
          {products.map((product) => (
            <StoreRequestCard
              key={product.id}
              product={product}
              onAccept={(size) => setAccepting({ product, size })}
              onDecline={(size) => declined.add(size.id)}
            />
          ))}
        </div>
      )}
      {accepting && <AcceptRequestDialog {...accepting} onClose={() => setAccepting(null)} />}
    </>
  );
}
