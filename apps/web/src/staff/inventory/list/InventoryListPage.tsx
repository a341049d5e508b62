import { hiddenByRangeNote } from '@backroom/domain/dates';
import { templateOptionNames } from '@backroom/domain/schemas/product-template';
import { useSignedInUser } from '@web/shared/auth/auth-context';
import { LoadError } from '@web/shared/layout/LoadError';
import { PageHeader } from '@web/shared/layout/PageHeader';
import { RangeNote } from '@web/shared/layout/RangeNote';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useStore } from '@web/shared/store/store-context';
import { storeToday } from '@web/shared/store/store-time-zone';
import { useProductTemplates } from '@web/staff/common/api/get-product-templates';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { useExportInventory } from '../api/export-inventory';
import { useFilterOptions } from '../api/get-filter-options';
import { useInventories } from '../api/get-inventories';
import { useWithStock } from '../api/get-lowest-prices';
import type { InventoryItem } from '../api/inventory';
import { InlineEditTable } from '../bulk-edit/InlineEditTable';
import { BulkToolbar } from './BulkToolbar';
import { InventoryCards } from './InventoryCards';
import { InventoryFilters } from './InventoryFilters';
import { InventoryTable, type ItemViewProps } from './InventoryTable';
import { LIST_CONFIGS, type ListKind } from './list-kinds';
import { NestedInventoryView } from './NestedInventoryView';
import { activeFilterCount, useInventoryQuery } from './use-inventory-query';
import { useListActions } from './use-list-actions';

interface InventoryListProps {
  kind: ListKind;
  /** A consigner's own list (the consigner page): the consigner filter is fixed and hidden. */
  consignerId?: number;
  /** Embedded in another screen: no page heading. */
  embedded?: boolean;
}

type View = 'table' | 'nested';

/** Every staff inventory list (spec 2 §2.8, §2.9): search, filters, selection, bulk actions, three layouts. */
export function InventoryListPage({ kind, consignerId, embedded }: InventoryListProps) {
  const config = LIST_CONFIGS[kind];
  const store = useStore();
  const user = useSignedInUser();
  const isMobile = useIsMobile();
  const { query, update, pagination } = useInventoryQuery(config, consignerId ?? null);
  const list = useInventories(query);
  const filterOptions = useFilterOptions();
  const templates = useProductTemplates();
  const exporter = useExportInventory();
  const [view, setView] = useState<View>('table');
  const [bulkEditing, setBulkEditing] = useState(false);
  const [selected, setSelected] = useState<Map<number, InventoryItem>>(new Map());

  const rows = list.isError ? [] : (list.data?.rows ?? []);
  const items = useWithStock(rows, kind === 'Requested');
  const total = list.isError ? 0 : (list.data?.count ?? 0);
  // The page's first item's template names the option filters and columns (a store usually has one).
  const templateIds = items.map((i) => i.productTemplateId ?? i.product?.productTemplateId);
  const template =
    templates.data?.find((t) => templateIds.includes(t.id)) ?? templates.data?.[0] ?? undefined;
  const optionNames = template ? templateOptionNames(template) : ['Size'];
  const categories = [...new Set((templates.data ?? []).map((t) => t.category).filter(Boolean))];
  const options = filterOptions.data && { ...filterOptions.data, categories };
  const sellerWord = store.isBuyingStore ? 'Seller' : 'Consigner';

  const select = (picked: InventoryItem[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of picked) {
        if (on) next.set(item.id, item);
        else next.delete(item.id);
      }
      return next;
    });
  const clear = () => setSelected(new Map());
  const actions = useListActions({ optionNames, onDone: clear });

  const selectedItems = [...selected.values()];
  const onBulk = (action: (typeof config.bulk)[number]) => {
    if (action === 'export') {
      exporter.mutate(query);
    } else if (action === 'bulkEdit') {
      setBulkEditing((on) => !on);
    } else {
      actions.run(action, selectedItems, { confirm: true });
    }
  };

  const range = query.dateRange;
  const page = list.isError || list.isPlaceholderData ? undefined : list.data;
  const rangeNote =
    range && page && page.undatedCount !== null
      ? hiddenByRangeNote({
          shown: page.count,
          shownCapped: page.countCapped,
          total: page.undatedCount,
          totalCapped: page.undatedCountCapped,
          range,
          today: storeToday(),
          verb: 'added',
        })
      : null;
  const emptyText = (
    <Flex vertical align="center" gap={8}>
      <span>
        {query.search ? `No items match "${query.search}"` : `No items in ${config.title}`}
        {range ? ` created between ${range.start} and ${range.end}` : ''}
      </span>
      {range && (
        <Button size="small" onClick={() => update({ dateRange: null })} data-testid="clear-dates">
          Show every date
        </Button>
      )}
    </Flex>
  );
  const viewProps: ItemViewProps = {
    config,
    items,
    currency: store.currency,
    optionNames,
    sellerWord,
    selected: new Set(selected.keys()),
    onSelect: select,
    onAction: actions.run,
    busy: actions.busy,
  };
  const pager = pagination(total);
  const loading = list.isFetching;

  return (
    <div data-testid={`inventory-list-${kind}`}>
      {!embedded && (
        <PageHeader
          title={config.title}
          extra={
            !isMobile &&
            !bulkEditing && (
              <Segmented<View>
                value={view}
                onChange={setView}
                options={[
                  { value: 'table', label: 'Table' },
                  { value: 'nested', label: 'Nested' },
                ]}
                aria-label="View"
                data-testid="view-toggle"
              />
            )
          }
        />
      )}
      <Flex vertical gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          autoFocus={!embedded && !isMobile}
          placeholder="Search by title, SKU, code or consigner"
          aria-label="Search inventory"
          allowClear
          enterButton="Search"
          onSearch={(search) => update({ search: search.trim() })}
          style={{ maxWidth: 520 }}
          data-testid="inventory-search"
        />
        <InventoryFilters
          config={config}
          query={query}
          options={options}
          optionNames={optionNames}
          onChange={update}
          activeCount={activeFilterCount(query, config)}
          hideConsigner={consignerId !== undefined}
        />
      </Flex>
      <BulkToolbar
        actions={config.bulk}
        selectedCount={selected.size}
        pageCount={items.length}
        busy={actions.busy}
        exporting={exporter.isPending}
        // The inline editing table needs a wide screen.
        isAdmin={user.role === 'Admin' && !isMobile}
        bulkEditing={bulkEditing}
        onSelectPage={() => select(items, true)}
        onClear={clear}
        onAction={onBulk}
      />
      {actions.progress}
      <RangeNote note={rangeNote} onShowAll={() => update({ dateRange: null })} />
      {list.isError && <LoadError what="inventory" error={list.error} onRetry={() => void list.refetch()} />}
      {bulkEditing && !isMobile ? (
        <InlineEditTable
          items={items}
          loading={loading}
          pagination={pager}
          optionNames={optionNames}
          templates={templates.data ?? []}
        />
      ) : isMobile ? (
        <InventoryCards {...viewProps} loading={loading} emptyText={emptyText} />
      ) : view === 'nested' ? (
        <NestedInventoryView {...viewProps} loading={loading} emptyText={emptyText} />
      ) : (
        <InventoryTable {...viewProps} loading={loading} pagination={pager} emptyText={emptyText} />
      )}
      {!bulkEditing && (isMobile || view === 'nested') && total > 0 && (
        <Pagination
          {...pager}
          align="end"
          size={isMobile ? 'small' : undefined}
          showQuickJumper={!isMobile}
          style={{ marginTop: 12 }}
        />
      )}
      {actions.dialogs}
    </div>
  );
}
