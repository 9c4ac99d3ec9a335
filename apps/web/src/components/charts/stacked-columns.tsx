import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import {
  BOTTOM_AXIS,
  CHART_HEIGHT,
  CHART_MARGIN,
  ChartBox,
  LEFT_AXIS,
  LegendKey,
} from './chart-frame';

export interface ColumnSeries {
  label: string;
  /** the bars' fill class and the legend key's background class */
  fill: string;
  key: string;
}

/**
 * Counts per column (a day, a week), each column's series stacked from the bottom in the order
 * given, whole numbers on the left axis; only `tickKeys` columns are named below (decision 1202).
 */
export function StackedColumns({
  columns,
  series,
  tickKeys,
  tickLabel,
  padding = 0.2,
}: {
  columns: readonly { key: string; values: readonly number[] }[];
  series: readonly ColumnSeries[];
  tickKeys: readonly string[];
  tickLabel: (key: string) => string;
  padding?: number;
}) {
  const most = Math.max(1, ...columns.map((c) => c.values.reduce((sum, v) => sum + v, 0)));
  return (
    <ChartBox
      legend={series.map((s) => <LegendKey key={s.label} className={s.key} label={s.label} />)}
    >
      {(width) => {
        const innerWidth = width - CHART_MARGIN.left - CHART_MARGIN.right;
        const innerHeight = CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;
        const x = scaleBand({ domain: columns.map((c) => c.key), range: [0, innerWidth], padding });
        const y = scaleLinear({ domain: [0, most], range: [innerHeight, 0], nice: true });
        return (
          <Group left={CHART_MARGIN.left} top={CHART_MARGIN.top}>
            {columns.map((column) => {
              let base = innerHeight;
              return (
                <g key={column.key}>
                  {column.values.map((value, i) => {
                    const height = innerHeight - y(value);
                    base -= height;
                    return (
                      <Bar
                        key={series[i]!.label}
                        x={x(column.key)}
                        y={base}
                        width={x.bandwidth()}
                        height={height}
                        className={series[i]!.fill}
                      />
                    );
                  })}
                </g>
              );
            })}
            <AxisLeft
              scale={y}
              tickValues={y.ticks(4).filter(Number.isInteger)}
              tickFormat={(v) => String(v)}
              {...LEFT_AXIS}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={[...tickKeys]}
              tickFormat={(key) => tickLabel(String(key))}
              {...BOTTOM_AXIS}
            />
          </Group>
        );
      }}
    </ChartBox>
  );
}
