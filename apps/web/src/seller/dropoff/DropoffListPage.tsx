import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { formatShortDate } from '@backroom/domain/dates';
import { skuForTable } from '@backroom/domain/format';
import { messages } from '@backroom/domain/messages';
import { dropoffStatusColor } from '@backroom/domain/statuses';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { tablePagination } from '@web/shared/layout/table-pagination';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { manifestFailedText, usePrintManifest } from '@web/shared/manifest/print-manifest';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSellerFilterOptions } from '../api/get-filter-options';
import { useSellerItems } from '../api/get-seller-inventories';
import { useSellerAction } from '../api/seller-actions';
import { payoutText, type SellerItem } from '../api/seller-item';
import { ItemImage, ItemName } from '../common/ItemThumb';
import { SellerStatusTag } from '../common/SellerStatusTag';
import { ItemCard } from '../inventory/ItemCard';

/**
 * `/dropoff` (Requested) and `/dropoffPending` (Pending): search, location filter, table or cards, select-all,
 * page size, cancel the checked items or one, Print Manifest of the checked (or all) rows (spec 2 §2.6).
 */
export function DropoffListPage({ status, title }: { status: 'Requested' | 'Pending'; title: string }) {
  const { currency } = useStore();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [pager, setPager] = useState({ current: 1, pageSize: 10 });
  const options = useSellerFilterOptions();
  const items = useSellerItems({ status, search: search || undefined, location: location || undefined });
  const rows = items.data ?? [];
  const cancel = useSellerAction({
    meta: { successMessage: messages.dropoffCancelled },
    // A selection of more than 100 runs as a job: every selected item is on its way out of the list.
    onSuccess: (result) =>
      setSelected((ids) => ('jobId' in result ? [] : ids.filter((id) => !result.ids.includes(id)))),
  });
  const cancelIds = (ids: number[]) => cancel.mutateAsync({ action: 'cancelDropoff', ids });
  const manifest = usePrintManifest({
    meta: { silent: true },
    onError: (error) => toast.error(manifestFailedText(error)),
  });
  // The checked rows, or every row of this list (its status and the search and location it is filtered by).
  const print = () =>
    manifest.mutate(
      selected.length
        ? { ids: selected }
        : { status, search: search || undefined, location: location || undefined },
    );

  const columns: ColumnsType<SellerItem> = [
    { key: 'image', title: 'Image', width: 64, render: (_, item) => <ItemImage item={item} /> },
    { key: 'name', title: 'Name', render: (_, item) => <ItemName item={item} /> },
    { key: 'sku', title: 'SKU', render: (_, item) => skuForTable(item.product.sku) },
    { key: 'location', title: 'Location', dataIndex: 'location' },
    { key: 'size', title: 'Size', dataIndex: 'option1Value' },
    { key: 'condition', title: 'Condition', dataIndex: 'option2Value' },
    {
      key: 'status',
      title: 'Status',
      render: (_, item) => <SellerStatusTag status={item.status} color={dropoffStatusColor(item.status)} />,
    },
    { key: 'date', title: 'Date', render: (_, item) => formatShortDate(item.createdAt) },
    { key: 'price', title: 'Price', render: (_, item) => payoutText(item.price, currency) },
    { key: 'payout', title: 'Payout', render: (_, item) => payoutText(item.payoutAmount, currency) },
    {
      key: 'cancel',
      title: 'Cancel',
      render: (_, item) => (
        <Popconfirm title={messages.confirmCancelDropoff} onConfirm={() => cancelIds([item.id])}>
          <Button
            type="text"
            danger
            icon={<CloseCircleOutlined />}
            aria-label={`Cancel drop-off of ${item.code}`}
            data-testid={`cancel-one-${item.id}`}
          />
        </Popconfirm>
      ),
    },
  ];
  const pageRows = rows.slice((pager.current - 1) * pager.pageSize, pager.current * pager.pageSize);
  const allChecked = rows.length > 0 && selected.length === rows.length;

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Flex gap={8} wrap>
            <Popconfirm
              title={messages.confirmCancelChecked}
              onConfirm={() => cancelIds(selected)}
              disabled={selected.length === 0}
            >
              <Button
                danger
                disabled={selected.length === 0}
                loading={cancel.isPending}
                data-testid="cancel-checked"
              >
                Cancel{selected.length ? ` (${selected.length})` : ''}
              </Button>
            </Popconfirm>
            <Button
              icon={<PrinterOutlined />}
              onClick={print}
              disabled={rows.length === 0}
              loading={manifest.isPending}
              data-testid="print-manifest-button"
            >
              Print Manifest{selected.length ? ` (${selected.length})` : ''}
            </Button>
          </Flex>
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Search by name, SKU or item code"
          onSearch={(value) => {
            setSearch(value.trim());
            setPager((p) => ({ ...p, current: 1 }));
            // Checked rows the new filter hides would be cancelled or printed unseen.
            setSelected([]);
          }}
          style={{ width: isMobile ? '100%' : 320 }}
          aria-label="Search"
          data-testid="dropoff-search"
        />
        <Select
          value={location}
          onChange={(value) => {
            setLocation(value);
            setPager((p) => ({ ...p, current: 1 }));
            setSelected([]);
          }}
          options={[
            { value: '', label: 'All' },
            ...(options.data?.locations ?? []).map((l) => ({ value: l.name, label: l.name })),
          ]}
          style={{ minWidth: 180 }}
          aria-label="Location"
          data-testid="dropoff-location"
        />
      </Flex>
      {items.isError && <LoadError what="items" error={items.error} onRetry={() => void items.refetch()} />}
      {isMobile ? (
        <Flex vertical gap={8} data-testid="dropoff-cards">
          <Checkbox
            checked={allChecked}
            indeterminate={selected.length > 0 && !allChecked}
            onChange={(e) => setSelected(e.target.checked ? rows.map((r) => r.id) : [])}
            data-testid="select-all"
          >
            Select all
          </Checkbox>
          {rows.length === 0 && !items.isPending && <Empty description="Nothing here" />}
          {pageRows.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              now={new Date()}
              statusColor={dropoffStatusColor(item.status)}
              extra={
                <>
                  <Checkbox
                    checked={selected.includes(item.id)}
                    onChange={(e) =>
                      setSelected((ids) =>
                        e.target.checked ? [...ids, item.id] : ids.filter((id) => id !== item.id),
                      )
                    }
                    aria-label={`Select ${item.code}`}
                  >
                    Select
                  </Checkbox>
                  <Popconfirm title={messages.confirmCancelDropoff} onConfirm={() => cancelIds([item.id])}>
                    <Button size="small" danger data-testid={`cancel-one-${item.id}`}>
                      Cancel Dropoff
                    </Button>
                  </Popconfirm>
                </>
              }
            />
          ))}
          <Pagination
            {...tablePagination}
            current={pager.current}
            pageSize={pager.pageSize}
            total={rows.length}
            size="small"
            showQuickJumper={false}
            hideOnSinglePage
            onChange={(current, pageSize) => setPager({ current, pageSize })}
          />
        </Flex>
      ) : (
        <Table<SellerItem>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={items.isFetching}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={{
            ...tablePagination,
            current: pager.current,
            pageSize: pager.pageSize,
            onChange: (current, pageSize) => setPager({ current, pageSize }),
          }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="Nothing here" /> }}
          data-testid="dropoff-table"
        />
      )}
    </>
  );
}
