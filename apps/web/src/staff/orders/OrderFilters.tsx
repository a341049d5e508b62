import { QUICK_RANGES, type QuickRange, quickRange, todayIn } from '@backroom/domain/dates';
import { orderSourceLabel } from '@backroom/domain/schemas/linnworks';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useOrderConsigners } from './api/get-order-consigners';
import type { OrdersFilters } from './api/types';

const QUICK_LABELS: Record<QuickRange, string> = {
  '24': '24',
  '1W': '1W',
  '1M': '1M',
  '3M': '3M',
  '1Y': '1Y',
  ALL: 'ALL',
};

interface Props {
  value: OrdersFilters;
  onChange: (next: OrdersFilters) => void;
  /** The store's zone (its days are the ranges' days); the browser's when not given. */
  timeZone?: string;
}

/** Find Orders' filters: search, consigner, quick ranges (ending tomorrow), a date range and "flagged only". */
export function OrderFilters({ value, onChange, timeZone }: Props) {
  const consigners = useOrderConsigners();
  // The box follows the filter, so Clear filters empties it too.
  const [text, setText] = useState(value.search);
  useEffect(() => setText(value.search), [value.search]);
  const range =
    value.dateRangeStart && value.dateRangeEnd
      ? [dayjs(value.dateRangeStart), dayjs(value.dateRangeEnd)]
      : null;
  // Quick ranges end tomorrow in the store's zone; the browser's only when the page passes none.
  const today = todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const setQuick = (key: QuickRange) => {
    const r = quickRange(key, today);
    onChange({ ...value, dateRangeStart: r?.start, dateRangeEnd: r?.end });
  };
  // Controlled, so no range reads ALL and "24" can be clicked first (an uncontrolled Segmented starts on "24"
  // and ignores a click on it); a custom range highlights none.
  const activeQuick: QuickRange | null = !value.dateRangeStart
    ? 'ALL'
    : (QUICK_RANGES.find((k) => {
        const r = quickRange(k, today);
        return r?.start === value.dateRangeStart && r?.end === value.dateRangeEnd;
      }) ?? null);
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-testid="order-filters">
      <Input.Search
        placeholder="Order, customer, item code or title"
        aria-label="Search orders"
        allowClear
        enterButton="Search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(search) => onChange({ ...value, search: search.trim() })}
        style={{ maxWidth: 360 }}
        data-testid="order-search"
      />
      <Select<number>
        placeholder="Consigner"
        aria-label="Consigner"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={consigners.isPending}
        value={value.consigner}
        onChange={(consigner) => onChange({ ...value, consigner })}
        options={(consigners.data ?? []).map((c) => ({ value: c.id, label: c.name || c.email }))}
        style={{ minWidth: 200 }}
        data-testid="order-consigner"
      />
      <Select<NonNullable<OrdersFilters['source']>>
        placeholder="Source"
        aria-label="Source"
        allowClear
        value={value.source}
        onChange={(source) => onChange({ ...value, source })}
        options={(['local', 'shopify', 'linnworks', 'register'] as const).map((s) => ({
          value: s,
          label: orderSourceLabel(s),
        }))}
        style={{ minWidth: 130 }}
        data-testid="order-source-filter"
      />
      <Segmented<QuickRange>
        aria-label="Quick range"
        options={QUICK_RANGES.map((k) => ({ value: k, label: QUICK_LABELS[k] }))}
        value={activeQuick as QuickRange}
        onChange={setQuick}
        data-testid="order-quick-range"
      />
      <DatePicker.RangePicker
        aria-label="Order dates"
        value={range as never}
        onChange={(dates) =>
          onChange({
            ...value,
            dateRangeStart: dates?.[0]?.format('YYYY-MM-DD'),
            dateRangeEnd: dates?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
      <Checkbox
        checked={value.flagged === true}
        onChange={(e) => onChange({ ...value, flagged: e.target.checked || undefined })}
      >
        Flagged only
      </Checkbox>
      {(value.search || value.consigner || value.source || value.dateRangeStart || value.flagged) && (
        <Button type="link" onClick={() => onChange({ search: '' })}>
          Clear filters
        </Button>
      )}
    </Flex>
  );
}
