import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import {
  BOTTOM_AXIS,
  CHART_MARGIN,
  ChartBox,
  LEFT_AXIS,
  LegendKey,
} from '@/components/charts/chart-frame';
import { StackedColumns } from '@/components/charts/stacked-columns';
import { shortDay } from '../utils/dashboard-figures';

/**
 * The program dashboard's charts (decision 1403, on decision 1202's visx and chart frame):
 * pictures for sighted readers (aria-hidden), each beside a table of the same figures.
 */

export interface BarSeries {
  label: string;
  /** the bars' fill class and the legend key's background class */
  fill: string;
  key: string;
}

const BAR = 9;
const ROW_GAP = 14;
const LABEL_WIDTH = 150;

/**
 * Percents (0–100) of each row, one bar per series side by side, the rows' names on the left:
 * topics, with the cohort beside all learners (or a resident beside the program and everyone).
 */
export function PercentBars({
  rows,
  series,
}: {
  rows: readonly { id: number; label: string; values: readonly (number | null)[] }[];
  series: readonly BarSeries[];
}) {
  const rowHeight = series.length * BAR + ROW_GAP;
  const height = rows.length * rowHeight + CHART_MARGIN.bottom + 4;
  return (
    <ChartBox
      height={height}
      legend={series.map((s) => <LegendKey key={s.label} className={s.key} label={s.label} />)}
    >
      {(width) => {
        const left = Math.min(LABEL_WIDTH, width * 0.4);
        const innerWidth = Math.max(10, width - left - CHART_MARGIN.right);
        const innerHeight = rows.length * rowHeight;
        const x = scaleLinear({ domain: [0, 100], range: [0, innerWidth] });
        const y = scaleBand({
          domain: rows.map((r) => String(r.id)),
          range: [0, innerHeight],
        });
        // about 6.6 px a character at the axis' 11 px, and room for the tick's gap
        const shortened = (label: string) => {
          const fits = Math.floor((left - 10) / 6.6);
          return label.length > fits ? `${label.slice(0, fits - 1)}…` : label;
        };
        return (
          <Group left={left} top={2}>
            {rows.map((row) => (
              <Group key={row.id} top={(y(String(row.id)) ?? 0) + ROW_GAP / 2}>
                {row.values.map((value, i) => (
                  <Bar
                    key={series[i]!.label}
                    x={0}
                    y={i * BAR}
                    width={value === null ? 0 : Math.max(1, x(value))}
                    height={BAR - 1}
                    className={series[i]!.fill}
                  />
                ))}
              </Group>
            ))}
            <AxisLeft
              scale={y}
              tickFormat={(id) => shortened(rows.find((r) => String(r.id) === id)?.label ?? '')}
              hideTicks
              {...LEFT_AXIS}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={Math.max(2, Math.min(5, Math.floor(innerWidth / 70)))}
              tickFormat={(v) => `${v}%`}
              {...BOTTOM_AXIS}
            />
          </Group>
        );
      }}
    </ChartBox>
  );
}

/** First answers per week as columns: the right ones, and the missed ones above them. */
export function WeeksChart({
  weeks,
}: {
  weeks: readonly { weekStart: string; answered: number; correct: number }[];
}) {
  return (
    <StackedColumns
      columns={weeks.map((w) => ({
        key: w.weekStart,
        values: [w.correct, w.answered - w.correct],
      }))}
      series={[
        { label: 'Right the first time', fill: 'fill-brand-700', key: 'bg-brand-700' },
        { label: 'Missed the first time', fill: 'fill-sky-300', key: 'bg-sky-300' },
      ]}
      tickKeys={weeks.filter((_, i) => i % 2 === (weeks.length - 1) % 2).map((w) => w.weekStart)}
      tickLabel={(week) => shortDay(week).replace(/, \d{4}$/, '')}
      padding={0.25}
    />
  );
}

/** A resident's weeks as a row of small columns (the table's cell says the figures). */
export function WeeksSparkline({ weeks }: { weeks: readonly number[] }) {
  const width = 72;
  const height = 22;
  const x = scaleBand({ domain: weeks.map((_, i) => i), range: [0, width], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...weeks)], range: [height, 0] });
  return (
    <svg width={width} height={height} aria-hidden="true" className="shrink-0">
      <rect x={0} y={height - 1} width={width} height={1} className="fill-slate-300" />
      {weeks.map((n, i) => (
        <Bar
          // the weeks are positions, in order: their index is their identity
          // biome-ignore lint/suspicious/noArrayIndexKey: a week's place is its key
          key={i}
          x={x(i)}
          y={y(n)}
          width={x.bandwidth()}
          height={height - y(n)}
          className={i === weeks.length - 1 ? 'fill-brand-700' : 'fill-sky-400'}
        />
      ))}
    </svg>
  );
}
