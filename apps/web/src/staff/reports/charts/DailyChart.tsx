/**
 * Daily series as a chart (recharts, docs/decisions.md). Only report pages import this file, and they are lazy
 * routes, so the chart library never loads with other screens.
 */
import Empty from 'antd/es/empty';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  kind: 'line' | 'bar';
  /** A second axis for counts beside amounts. */
  right?: boolean;
}

interface DailyChartProps {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  formatLeft?: (v: number) => string;
  formatRight?: (v: number) => string;
  /** The hover figure of a left-axis series, when the ticks round it (exact amounts, not "$1.2K"). */
  exactLeft?: (v: number) => string;
  height?: number;
  label: string;
  /** The left axis counts things: whole numbers only. */
  countsLeft?: boolean;
}

export function DailyChart({
  data,
  series,
  formatLeft,
  formatRight,
  exactLeft,
  height = 280,
  label,
  countsLeft,
}: DailyChartProps) {
  if (data.length === 0) return <Empty description="No days in this range" />;
  const hasRight = series.some((s) => s.right);
  return (
    <figure aria-label={label} data-testid={`chart-${label}`} style={{ margin: 0, width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
          <YAxis yAxisId="left" tickFormatter={formatLeft} width={64} allowDecimals={!countsLeft} />
          {hasRight && (
            <YAxis yAxisId="right" orientation="right" allowDecimals={false} tickFormatter={formatRight} />
          )}
          <Tooltip
            formatter={(value, name, item) => {
              const s = series.find((x) => x.label === name || x.key === item.dataKey);
              const n = Number(value);
              const fmt = s?.right ? formatRight : (exactLeft ?? formatLeft);
              return [fmt ? fmt(n) : n, name];
            }}
          />
          <Legend />
          {series.map((s) =>
            s.kind === 'bar' ? (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                yAxisId={s.right ? 'right' : 'left'}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                type="monotone"
                yAxisId={s.right ? 'right' : 'left'}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
