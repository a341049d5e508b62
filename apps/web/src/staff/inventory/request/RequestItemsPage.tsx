import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { messages } from '@backroom/domain/messages';
import { LoadError } from '@web/shared/layout/LoadError';
import { Spinner } from '@web/shared/layout/Spinner';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { useLocations } from '@web/staff/common/api/get-locations';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useStoreProducts } from '../api/get-store-products';
import { useSendCatalogueEmail } from '../api/store-requests';
import { catalogueUrl, copyText } from './copy-text';
import { RequestProductCard } from './RequestProductCard';
import { type RequestTarget, StoreRequestDialog } from './StoreRequestDialog';

/** /request: sizes the store has no stock of at a location, and store requests for them (spec 2 §2.7). */
export function RequestItemsPage() {
  const store = useStore();
  const isMobile = useIsMobile();
  const locations = useLocations();
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  // The first location is preselected; clearing the selector leaves none.
  const location = chosen === undefined ? (locations.data?.[0]?.name ?? null) : chosen;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const products = useStoreProducts(location ? { search, location, ...page } : null);
  const [target, setTarget] = useState<RequestTarget | null>(null);
  const email = useSendCatalogueEmail();
  // The server's link names the location; without an answer yet, the store's catalogue.
  const link = products.data?.link ?? catalogueUrl(store);
  const list = products.data?.products ?? [];
  const count = products.data?.count ?? 0;

  const copy = async () => {
    await copyText(link);
    toast.success(messages.linkCopied);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            Request Items
          </Typography.Title>
          {location && <Tag data-testid="request-count">{products.isPending ? '…' : list.length}</Tag>}
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<LinkOutlined />} onClick={() => void copy()} data-testid="share-catalogue">
            Share catalogue link
          </Button>
          <Button
            icon={<MailOutlined />}
            loading={email.isPending}
            disabled={!location}
            onClick={() => location && email.mutate({ location })}
            data-testid="send-catalogue-email"
          >
            Send Email
          </Button>
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">{messages.zeroStockNote}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text type="secondary">Public catalogue: </Typography.Text>
        <a href={link} target="_blank" rel="noreferrer" data-testid="catalogue-link">
          {link}
        </a>
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }} vertical={isMobile}>
        <Select<string>
          aria-label="Store location"
          placeholder="Store location"
          allowClear
          loading={locations.isPending}
          value={location ?? undefined}
          onChange={(value) => {
            setChosen(value ?? null);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={(locations.data ?? []).map((l) => ({ value: l.name, label: l.name }))}
          style={{ minWidth: 220 }}
          data-testid="request-location"
        />
        <Input.Search
          autoFocus={!isMobile}
          placeholder="Search products"
          aria-label="Search products"
          allowClear
          enterButton="Search"
          onSearch={(value) => {
            setSearch(value.trim());
            setPage((p) => ({ ...p, page: 1 }));
          }}
          style={{ maxWidth: 420 }}
          data-testid="request-search"
        />
      </Flex>
      {!location ? (
        <Empty description={messages.selectStoreLocationToBegin} data-testid="request-no-location" />
      ) : products.isError ? (
        <LoadError what="products" error={products.error} onRetry={() => void products.refetch()} />
      ) : products.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spinner label="Loading products" />
        </Flex>
      ) : list.length === 0 ? (
        <Empty description={search ? `No products match "${search}"` : 'Nothing to request here'} />
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: `repeat(auto-fill, minmax(${isMobile ? 260 : 320}px, 1fr))`,
          }}
          data-testid="request-products"
        >
          {list.map((product) => (
            <RequestProductCard
              key={product.id}
              product={product}
              currency={store.currency}
              onRequest={(size) => setTarget({ productId: product.id, title: product.title, size, location })}
            />
          ))}
        </div>
      )}
      {location && count > page.pageSize && (
        <Pagination
          current={page.page}
          pageSize={page.pageSize}
          total={count}
          pageSizeOptions={[10, 20, 50, 100]}
          showSizeChanger
          showTotal={(total, [from, to]) => `${from}-${to} of ${total} items`}
          onChange={(p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size })}
          align="end"
          size={isMobile ? 'small' : undefined}
          style={{ marginTop: 16 }}
        />
      )}
      <StoreRequestDialog target={target} currency={store.currency} onClose={() => setTarget(null)} />
    </>
  );
}
