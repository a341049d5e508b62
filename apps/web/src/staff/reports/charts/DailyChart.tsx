/**
 * Daily series as an SVG chart: lines and grouped bars on a left axis (amounts or counts) and an optional right axis
 * (counts), dashed grid lines, a legend, and the day's figures under the pointer or the arrow keys. Drawn by hand
 * rather than with a chart library (docs/decisions.md): the dashboard is the staff app's first screen, and recharts
 * cost 97 KB brotli of the 350 KB budget of a cold sign-in (issue 32) for what fits in these few lines.
 */
import Empty from 'antd/es/empty';
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { labelEvery, niceTicks } from './chart-scale';

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

const AXIS_WIDTH = 64;
const RIGHT_AXIS_WIDTH = 48;
const X_AXIS_HEIGHT = 24;
const LEGEND_HEIGHT = 28;
const TOP = 8;
const TEXT = { fontSize: 12, fill: '#595959' };

/** The chart's width, measured before the first paint and on every resize of its box. */
function useWidth(drawn: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!drawn) return;
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [drawn]);
  return { ref, width };
}

const numberAt = (row: Record<string, string | number> | undefined, key: string) => Number(row?.[key] ?? 0);

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
  const { ref, width } = useWidth(data.length > 0);
  const [active, setActive] = useState<number | null>(null);
  if (data.length === 0) return <Empty description="No days in this range" />;

  const hasRight = series.some((s) => s.right);
  const left = series.filter((s) => !s.right);
  const right = series.filter((s) => s.right);
  const leftTicks = niceTicks(
    data.flatMap((row) => left.map((s) => numberAt(row, s.key))),
    Boolean(countsLeft),
  );
  const rightTicks = niceTicks(
    data.flatMap((row) => right.map((s) => numberAt(row, s.key))),
    true,
  );

  const plotLeft = AXIS_WIDTH;
  const plotWidth = Math.max(0, width - AXIS_WIDTH - (hasRight ? RIGHT_AXIS_WIDTH : 8));
  const plotHeight = Math.max(0, height - TOP - X_AXIS_HEIGHT - LEGEND_HEIGHT);
  const band = plotWidth / data.length;
  const xAt = (i: number) => plotLeft + band * (i + 0.5);
  const yScale = (ticks: number[]) => {
    const lo = ticks[0]!;
    const hi = ticks.at(-1)!;
    return (v: number) => TOP + plotHeight - ((v - lo) / (hi - lo)) * plotHeight;
  };
  const yLeft = yScale(leftTicks);
  const yRight = yScale(rightTicks);
  const yOf = (s: ChartSeries) => (s.right ? yRight : yLeft);
  const bars = series.filter((s) => s.kind === 'bar');
  const barWidth = Math.max(1, (band * 0.8) / Math.max(1, bars.length));
  const every = labelEvery(data.length, plotWidth, 40, 16);
  const figure = (s: ChartSeries, v: number) => {
    const format = s.right ? formatRight : (exactLeft ?? formatLeft);
    return format ? format(v) : String(v);
  };

  const dayAt = (clientX: number, svg: SVGSVGElement) => {
    const x = clientX - svg.getBoundingClientRect().left - plotLeft;
    return Math.min(data.length - 1, Math.max(0, Math.floor(x / band)));
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => setActive(dayAt(e.clientX, e.currentTarget));
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    setActive((i) => Math.min(data.length - 1, Math.max(0, (i ?? (step > 0 ? -1 : data.length)) + step)));
  };
  const activeRow = active === null ? undefined : data[active];

  return (
    <figure aria-label={label} data-testid={`chart-${label}`} style={{ margin: 0, width: '100%', height }}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: height - LEGEND_HEIGHT }}>
        {width > 0 && (
          <svg
            width={width}
            height={height - LEGEND_HEIGHT}
            role="application"
            aria-label={`${label}: the arrow keys move from day to day`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: role application, the arrow keys move through the days
            tabIndex={0}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
            style={{ display: 'block', outlineOffset: -2 }}
          >
            <g className="chart-grid">
              <rect x={plotLeft} y={TOP} width={plotWidth} height={plotHeight} fill="transparent" />
              {leftTicks.map((t) => (
                <line
                  key={t}
                  x1={plotLeft}
                  x2={plotLeft + plotWidth}
                  y1={yLeft(t)}
                  y2={yLeft(t)}
                  stroke="#e5e5e5"
                  strokeDasharray="3 3"
                />
              ))}
            </g>
            <g>
              {leftTicks.map((t) => (
                <text key={t} x={plotLeft - 6} y={yLeft(t)} dy="0.32em" textAnchor="end" {...TEXT}>
                  {formatLeft ? formatLeft(t) : t}
                </text>
              ))}
              {hasRight &&
                rightTicks.map((t) => (
                  <text key={t} x={plotLeft + plotWidth + 6} y={yRight(t)} dy="0.32em" {...TEXT}>
                    {formatRight ? formatRight(t) : t}
                  </text>
                ))}
              {data.map((row, i) =>
                i % every === 0 ? (
                  <text
                    key={String(row.date)}
                    x={xAt(i)}
                    y={TOP + plotHeight + 16}
                    textAnchor="middle"
                    {...TEXT}
                  >
                    {String(row.date).slice(5)}
                  </text>
                ) : null,
              )}
            </g>
            {active !== null && (
              <rect
                x={plotLeft + band * active}
                y={TOP}
                width={band}
                height={plotHeight}
                fill="rgba(0, 0, 0, 0.04)"
              />
            )}
            {bars.map((s, b) => {
              const y = yOf(s);
              const zero = y(0);
              return (
                <g key={s.key} className="chart-bars" fill={s.color}>
                  {data.map((row, i) => {
                    const v = numberAt(row, s.key);
                    if (!v) return null;
                    const x = xAt(i) - (barWidth * bars.length) / 2 + barWidth * b;
                    return (
                      <rect
                        key={String(row.date)}
                        className="chart-bar"
                        x={x}
                        y={Math.min(y(v), zero)}
                        width={barWidth}
                        height={Math.abs(zero - y(v))}
                      />
                    );
                  })}
                </g>
              );
            })}
            {series
              .filter((s) => s.kind === 'line')
              .map((s) => {
                const y = yOf(s);
                const d = data
                  .map(
                    (row, i) => `${i ? 'L' : 'M'}${xAt(i).toFixed(1)},${y(numberAt(row, s.key)).toFixed(1)}`,
                  )
                  .join('');
                return (
                  <g key={s.key} className="chart-line">
                    <path className="chart-line-curve" d={d} fill="none" stroke={s.color} strokeWidth={2} />
                  </g>
                );
              })}
          </svg>
        )}
        {activeRow && active !== null && (
          <div
            className="chart-tooltip"
            style={{
              position: 'absolute',
              top: TOP,
              left: xAt(active) < width / 2 ? xAt(active) + 12 : undefined,
              right: xAt(active) >= width / 2 ? width - xAt(active) + 12 : undefined,
              pointerEvents: 'none',
              background: '#fff',
              border: '1px solid #d9d9d9',
              borderRadius: 4,
              padding: '6px 10px',
              whiteSpace: 'nowrap',
              boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
            }}
          >
            <div>{String(activeRow.date)}</div>
            {series.map((s) => (
              <div key={s.key} style={{ color: '#262626' }}>
                <span aria-hidden="true" style={{ color: s.color }}>
                  ●{' '}
                </span>
                {s.label}: {figure(s, numberAt(activeRow, s.key))}
              </div>
            ))}
          </div>
        )}
      </div>
      <figcaption
        style={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap', lineHeight: '28px' }}
      >
        {series.map((s) => (
          <span key={s.key} style={{ color: '#262626' }}>
            <svg width={14} height={10} aria-hidden="true" style={{ marginRight: 4 }}>
              {s.kind === 'bar' ? (
                <rect width={14} height={10} fill={s.color} />
              ) : (
                <line x1={0} x2={14} y1={5} y2={5} stroke={s.color} strokeWidth={2} />
              )}
            </svg>
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
