import { MAX_REPORT_RANGE_DAYS } from '@backroom/domain/constants';
import { type DateRange, daysBetween } from '@backroom/domain/dates';
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

/** Days the picker greys out once a start is chosen: those the server would refuse as too long a range. */
export function beyondReportRange(day: string, from: string): boolean {
  return Math.abs(daysBetween(from, day)) >= MAX_REPORT_RANGE_DAYS;
}

/** The reports' date range: YYYY-MM-DD, cannot be cleared (spec 3 §2.10), at most three years. */
export function ReportRangePicker({
  value,
  onChange,
  autoFocus,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Take the focus when drawn (ReportRangeField draws the picker when one of its fields gets it). */
  autoFocus?: boolean;
}) {
  return (
    <span data-testid="report-range">
      <DatePicker.RangePicker
        aria-label="Date range"
        autoFocus={autoFocus}
        format={FORMAT}
        allowClear={false}
        disabledDate={(current, info) =>
          info?.from ? beyondReportRange(current.format(FORMAT), info.from.format(FORMAT)) : false
        }
        value={[dayjs(value.start), dayjs(value.end)]}
        onChange={(dates) => {
          if (dates?.[0] && dates[1])
            onChange({ start: dates[0].format(FORMAT), end: dates[1].format(FORMAT) });
        }}
      />
    </span>
  );
}
