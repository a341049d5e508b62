import type { DateRange } from '@backroom/domain/dates';
import { lazy, Suspense, useState } from 'react';

const loadPicker = () => import('./ReportRangePicker');
const ReportRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.ReportRangePicker })));

const box = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 32,
  padding: '0 11px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
} as const;
const input = {
  border: 0,
  padding: 0,
  width: '10ch',
  font: 'inherit',
  color: 'rgba(0, 0, 0, 0.88)',
} as const;

/**
 * The reports' date range as two plain fields until someone reaches for it: antd's range picker (dayjs and
 * rc-picker, 33 KB brotli) loads when the pointer comes near or a field gets focus, then takes the focus, so a
 * first visit to the dashboard does not wait for it (issue 32). The fields look like the picker's, at its size.
 */
export function ReportRangeField({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const fields = (
    <span data-testid="report-range" style={box} onPointerEnter={() => void loadPicker()}>
      <input aria-label="Start date" readOnly value={value.start} onFocus={want} style={input} />
      <span aria-hidden="true">→</span>
      <input aria-label="End date" readOnly value={value.end} onFocus={want} style={input} />
    </span>
  );
  if (!wanted) return fields;
  return (
    <Suspense fallback={fields}>
      <ReportRangePicker value={value} onChange={onChange} autoFocus />
    </Suspense>
  );
}
