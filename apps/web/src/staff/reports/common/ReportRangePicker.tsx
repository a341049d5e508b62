import type { DateRange } from '@backroom/domain/dates';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

/** The reports' date range: YYYY-MM-DD, cannot be cleared (spec 3 §2.10). */
export function ReportRangePicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <span data-testid="report-range">
      <DatePicker.RangePicker
        aria-label="Date range"
        format={FORMAT}
        allowClear={false}
        value={[dayjs(value.start), dayjs(value.end)]}
        onChange={(dates) => {
          if (dates?.[0] && dates[1])
            onChange({ start: dates[0].format(FORMAT), end: dates[1].format(FORMAT) });
        }}
      />
    </span>
  );
}
