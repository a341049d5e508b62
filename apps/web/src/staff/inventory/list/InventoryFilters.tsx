import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { INVENTORY_SORT_OPTIONS, type InventorySortOption } from '@backroom/domain/constants';
import {
  ADMIN_STATUS_FILTER_OPTIONS,
  ALL_STATUSES_OPTION,
  type InventoryStatus,
  inventoryStatusLabel,
} from '@backroom/domain/statuses';
import { useIsMobile } from '@web/shared/layout/use-is-mobile';
import { useModalLayout } from '@web/shared/layout/use-modal-layout';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { InventoryFilterChoices } from '../api/inventory';
import type { InventoryQuery } from '../api/inventory-query';
import { type ListConfig, SORT_LABELS } from './list-kinds';

/** Every status the Find list's "All" stands for: the admin options but All and PendingSale. */
const ALL_STATUSES = ADMIN_STATUS_FILTER_OPTIONS.filter(
  (s) => s !== ALL_STATUSES_OPTION,
) as InventoryStatus[];

interface FiltersProps {
  config: ListConfig;
  query: InventoryQuery;
  options: InventoryFilterChoices | undefined;
  optionNames: string[];
  onChange: (changes: Partial<InventoryQuery>) => void;
  activeCount: number;
  /** A consigner's own page fixes the consigner. */
  hideConsigner?: boolean;
}

/** The list's filters: inline on desktop; under 768 px in a full-screen dialog applied with Apply. */
export function InventoryFilters(props: FiltersProps) {
  const isMobile = useIsMobile();
  const layout = useModalLayout(480);
  const [draft, setDraft] = useState<Partial<InventoryQuery> | null>(null);
  if (!isMobile) return <FilterControls {...props} />;
  const merged = { ...props.query, ...draft };
  return (
    <>
      <Button icon={<FilterOutlined />} onClick={() => setDraft({})} data-testid="open-filters">
        Filters{props.activeCount > 0 ? ` (${props.activeCount})` : ''}
      </Button>
      <Modal
        open={draft !== null}
        title="Filters"
        onCancel={() => setDraft(null)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              if (draft) props.onChange(draft);
              setDraft(null);
            }}
            data-testid="apply-filters"
          >
            Apply
          </Button>
        }
        {...layout}
      >
        <FilterControls
          {...props}
          query={merged}
          onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))}
          vertical
        />
      </Modal>
    </>
  );
}

function FilterControls({
  config,
  query,
  options,
  optionNames,
  onChange,
  hideConsigner,
  vertical,
}: FiltersProps & { vertical?: boolean }) {
  const width = vertical ? '100%' : 180;
  const subLocations = (options?.subLocations ?? []).filter((s) => s.locationName === query.location);
  const valueLists = [options?.option1Values, options?.option2Values, options?.option3Values];
  const keys = ['option1Value', 'option2Value', 'option3Value'] as const;
  const isAll = query.statuses.length === ALL_STATUSES.length;
  return (
    <Flex wrap gap={8} align="center" vertical={vertical} data-testid="inventory-filters">
      {config.statusFilter && (
        <Select<string[]>
          mode="multiple"
          aria-label="Status"
          placeholder="Status"
          value={isAll ? [ALL_STATUSES_OPTION] : [...query.statuses]}
          onChange={(values) => {
            const all = values.includes(ALL_STATUSES_OPTION) && !isAll;
            const statuses = all ? ALL_STATUSES : values.filter((v) => v !== ALL_STATUSES_OPTION);
            onChange({ statuses: statuses.length > 0 ? statuses : config.statuses });
          }}
          options={ADMIN_STATUS_FILTER_OPTIONS.map((s) => ({
            value: s,
            label: s === ALL_STATUSES_OPTION ? s : inventoryStatusLabel(s),
          }))}
          maxTagCount="responsive"
          style={{ width: vertical ? '100%' : 240 }}
          data-testid="filter-status"
        />
      )}
      {!hideConsigner && (
        <Select<number>
          aria-label="Consigner"
          placeholder="Consigner"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={query.consigner ?? undefined}
          onChange={(value) => onChange({ consigner: value ?? null })}
          options={(options?.consigners ?? []).map((c) => ({ value: Number(c.value), label: c.label }))}
          style={{ width }}
          data-testid="filter-consigner"
        />
      )}
      <Select<string>
        aria-label="Location"
        placeholder="Location"
        allowClear
        value={query.location ?? undefined}
        onChange={(value) => onChange({ location: value ?? null, subLocation: null })}
        options={(options?.locations ?? []).map((l) => ({ value: l.name, label: l.label || l.name }))}
        style={{ width }}
        data-testid="filter-location"
      />
      <Select<string>
        aria-label="Sublocation"
        placeholder="Sublocation"
        allowClear
        disabled={!query.location || subLocations.length === 0}
        value={query.subLocation ?? undefined}
        onChange={(value) => onChange({ subLocation: value ?? null })}
        options={subLocations.map((s) => ({ value: s.name, label: s.name }))}
        style={{ width }}
        data-testid="filter-sublocation"
      />
      {keys.map((key, i) => {
        const values = valueLists[i] ?? [];
        // Spec 2 §2.8: an option filter appears only when there is more than one value to choose from.
        if (values.length <= 1) return null;
        const name = optionNames[i] ?? `Option ${i + 1}`;
        return (
          <Select<string>
            key={key}
            aria-label={name}
            placeholder={name}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={query[key] ?? undefined}
            onChange={(value) => onChange({ [key]: value ?? null })}
            options={values.map((v) => ({ value: v, label: v }))}
            style={{ width: vertical ? '100%' : 140 }}
            data-testid={`filter-${key}`}
          />
        );
      })}
      {(options?.categories.length ?? 0) > 0 && (
        <Select<string>
          aria-label="Category"
          placeholder="Category"
          allowClear
          value={query.category ?? undefined}
          onChange={(value) => onChange({ category: value ?? null })}
          options={(options?.categories ?? []).map((c) => ({ value: c, label: c }))}
          style={{ width }}
          data-testid="filter-category"
        />
      )}
      {config.printed === undefined && (
        <Select<'yes' | 'no'>
          aria-label="Printed"
          placeholder="Printed"
          allowClear
          value={query.printed === null ? undefined : query.printed ? 'yes' : 'no'}
          onChange={(value) => onChange({ printed: value === undefined ? null : value === 'yes' })}
          options={[
            { value: 'yes', label: 'Printed' },
            { value: 'no', label: 'Not printed' },
          ]}
          style={{ width: vertical ? '100%' : 130 }}
          data-testid="filter-printed"
        />
      )}
      <DatePicker.RangePicker
        aria-label="Date range"
        value={query.dateRange ? [dayjs(query.dateRange.start), dayjs(query.dateRange.end)] : null}
        onChange={(range) =>
          onChange({
            dateRange:
              range?.[0] && range[1]
                ? { start: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') }
                : null,
          })
        }
        allowClear
        style={{ width: vertical ? '100%' : 250 }}
        data-testid="filter-dates"
      />
      <Select<InventorySortOption>
        aria-label="Sort"
        value={query.sortOption}
        onChange={(sortOption) => onChange({ sortOption })}
        options={INVENTORY_SORT_OPTIONS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        style={{ width: vertical ? '100%' : 170 }}
        data-testid="filter-sort"
      />
    </Flex>
  );
}
