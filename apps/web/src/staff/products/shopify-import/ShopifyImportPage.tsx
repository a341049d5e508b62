import { MAX_SHOPIFY_IMPORT } from '@backroom/domain/schemas/shopify-import';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { Job } from '@web/shared/jobs/api/get-job';
import { JobProgress } from '@web/shared/jobs/JobProgress';
import { LinkButton } from '@web/shared/layout/LinkButton';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import {
  type ImportResult,
  type ShopifyProduct,
  useImportShopifyProducts,
  useShopifyConnection,
  useShopifyProducts,
} from './api/shopify-products';
import { ImportResults } from './ImportResults';
import { ShopifyProductList } from './ShopifyProductList';

/**
 * /products/shopify (from Add Products): search the connected Shopify shop, tick products, import them in the
 * background with progress; then the results, with same-SKU products offered for linking (issue 15 §2).
 */
export function ShopifyImportPage() {
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  // Cursors of the pages seen so far: Previous goes back without Shopify having to page backwards.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<Map<string, ShopifyProduct>>(new Map());
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const after = cursors.at(-1) ?? null;
  const page = useShopifyProducts({ search, after });
  const connection = useShopifyConnection();
  const templates = useProductTemplates();
  const chosenTemplate = templateId ?? templates.data?.[0]?.id ?? null;
  const importer = useImportShopifyProducts({
    onSuccess: ({ jobId }) => {
      setResult(null);
      setJobId(jobId);
    },
  });

  const toggle = (products: ShopifyProduct[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const p of products) {
        if (checked) next.set(p.id, p);
        else next.delete(p.id);
      }
      return next;
    });

  const start = (ids: string[], links: { shopifyProductId: string; productId: number }[] = []) => {
    if (chosenTemplate === null) return;
    importer.mutate({ shopifyProductIds: ids, productTemplateId: chosenTemplate, links });
  };

  const finished = useCallback(
    (job: Job) => {
      setJobId(null);
      if (job.status === 'done') {
        setResult(job.result as ImportResult);
        setSelected(new Map());
      }
      client.invalidateQueries({ queryKey: queryKeys.products.all });
      client.invalidateQueries({ queryKey: queryKeys.productTemplates.all });
    },
    [client],
  );

  const notConnected = page.error instanceof ApiError && page.error.status === 409;
  if (notConnected) {
    return (
      <>
        <PageHeader title="Import from Shopify" />
        <Alert
          type="info"
          showIcon
          data-testid="shopify-not-connected"
          title={page.error?.message}
          action={<LinkButton to="/products">Back to Products</LinkButton>}
        />
      </>
    );
  }

  const products = page.data?.products ?? [];
  const tooMany = selected.size > MAX_SHOPIFY_IMPORT;
  return (
    <>
      <PageHeader
        title="Import from Shopify"
        extra={<LinkButton to="/products">Back to Products</LinkButton>}
      />
      {connection.data?.testShop && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="shopify-test-shop"
          title="This is the local test Shopify shop, not a real one"
          description={`It runs on this machine (${connection.data.shop}) so the import can be tried without a Shopify account; its products are made up. To try a sale, open an Active item and choose "Sell in the local test shop": the order comes in as from a real shop.`}
        />
      )}
      <Typography.Paragraph type="secondary">
        Tick the products of your Shopify shop to bring into Backroom. Importing a product again updates it; a
        product whose SKU is already here is offered for linking instead of being copied.
      </Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="center">
          <Typography.Text strong data-testid="selected-count">
            {selected.size} selected
          </Typography.Text>
          <Select
            aria-label="Template for new products"
            style={{ minWidth: 220 }}
            placeholder="Template for new products"
            loading={templates.isPending}
            value={chosenTemplate ?? undefined}
            onChange={setTemplateId}
            options={(templates.data ?? []).map((t) => ({ value: t.id, label: `Template: ${t.title}` }))}
          />
          <Button
            type="primary"
            disabled={selected.size === 0 || tooMany || chosenTemplate === null || jobId !== null}
            loading={importer.isPending}
            onClick={() => start([...selected.keys()])}
            data-testid="import-selected"
          >
            Import {selected.size || ''} {selected.size === 1 ? 'product' : 'products'}
          </Button>
          {selected.size > 0 && <Button onClick={() => setSelected(new Map())}>Clear selection</Button>}
        </Flex>
        {tooMany && (
          <Typography.Text type="danger">
            Import at most {MAX_SHOPIFY_IMPORT} products at once.
          </Typography.Text>
        )}
        {templates.isSuccess && templates.data.length === 0 && (
          <Typography.Text type="danger">
            Add a product template first: new products need one.
          </Typography.Text>
        )}
      </Card>
      {jobId !== null && (
        <div style={{ marginBottom: 16 }}>
          <JobProgress
            jobId={jobId}
            title="Importing products from Shopify"
            doneText="Import finished"
            onFinished={finished}
            testId="import-progress"
          />
        </div>
      )}
      {result && (
        <div style={{ marginBottom: 16 }}>
          <ImportResults
            result={result}
            linking={importer.isPending}
            onLink={(shopifyProductId, productId) =>
              start([shopifyProductId], [{ shopifyProductId, productId }])
            }
          />
        </div>
      )}
      <Input.Search
        placeholder="Search Shopify by title, brand or SKU"
        aria-label="Search Shopify products"
        allowClear
        enterButton="Search"
        loading={page.isFetching}
        onSearch={(value) => {
          setSearch(value.trim());
          setCursors([null]);
        }}
        style={{ maxWidth: 520, marginBottom: 16 }}
        data-testid="shopify-search"
      />
      {page.isError ? (
        <LoadError what="Shopify products" error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <ShopifyProductList
          products={products}
          loading={page.isFetching}
          selected={selected}
          onToggle={toggle}
          search={search}
        />
      )}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Previous
        </Button>
        <Button
          disabled={!page.data?.nextCursor || page.isPlaceholderData}
          onClick={() => page.data?.nextCursor && setCursors((c) => [...c, page.data.nextCursor])}
          data-testid="shopify-next-page"
        >
          Next
        </Button>
      </Flex>
    </>
  );
}
