import type { MyProgress, ProgressDay, Readiness } from '@boardready/contracts';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import {
  BOTTOM_AXIS,
  CHART_HEIGHT,
  CHART_MARGIN,
  ChartBox,
  LEFT_AXIS,
  LegendKey,
} from '@/components/charts/chart-frame';
import { StackedColumns } from '@/components/charts/stacked-columns';
import { calendarWeeks, shade } from '../utils/progress-figures';

/**
 * My Progress's charts (issue 25, decision 1202): visx's scales, shapes and axes drawing SVG whose
 * colours are the palette's classes, so the dark theme needs nothing of its own. Pictures for
 * sighted readers (aria-hidden): each has its figures in a table beside it. Loaded with the
 * page alone.
 */

const MARGIN = CHART_MARGIN;
const HEIGHT = CHART_HEIGHT;
const LEFT = LEFT_AXIS;
const BOTTOM = BOTTOM_AXIS;
const shortDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  });

/** Questions and flash cards per day, stacked. */
export function DaysChart({ days }: { days: ProgressDay[] }) {
  return (
    <StackedColumns
      columns={days.map((d) => ({ key: d.day, values: [d.questions, d.cards] }))}
      series={[
        { label: 'Questions', fill: 'fill-brand-600', key: 'bg-brand-600' },
        { label: 'Flash cards', fill: 'fill-amber-500', key: 'bg-amber-500' },
      ]}
      tickKeys={days.filter((_, i) => (days.length - 1 - i) % 7 === 0).map((d) => d.day)}
      tickLabel={shortDate}
    />
  );
}

export interface Series {
  label: string;
  /** the line's colour class (stroke-…) and its key's (bg-…) */
  stroke: string;
  key: string;
  points: { x: number; y: number | null }[];
  /** a range around the line (low, high), drawn as a band */
  band?: { x: number; low: number; high: number }[];
}

/** Lines of percentages (0–100) over `xs`, labelled by `xLabel`. */
export function PercentLines({
  series,
  xLabel,
  xDomain,
}: {
  series: Series[];
  xLabel: (x: number) => string;
  xDomain: [number, number];
}) {
  return (
    <ChartBox
      legend={series.map((s) => <LegendKey key={s.label} className={s.key} label={s.label} />)}
    >
      {(width) => {
        const innerWidth = width - MARGIN.left - MARGIN.right;
        const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scaleLinear({ domain: xDomain, range: [0, innerWidth] });
        const y = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] });
        return (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {series.map(
              (s) =>
                s.band && (
                  <AreaClosed
                    key={`${s.label}-band`}
                    data={s.band}
                    x={(p) => x(p.x)}
                    y0={(p) => y(p.low)}
                    y1={(p) => y(p.high)}
                    yScale={y}
                    className="fill-brand-200 opacity-60"
                  />
                ),
            )}
            {series.map((s) => (
              <LinePath
                key={s.label}
                data={s.points}
                x={(p) => x(p.x)}
                y={(p) => y(p.y ?? 0)}
                defined={(p) => p.y !== null}
                className={`fill-none ${s.stroke}`}
                strokeWidth={2.5}
              />
            ))}
            <AxisLeft scale={y} numTicks={5} tickFormat={(v) => `${v}%`} {...LEFT} />
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={Math.max(2, Math.min(6, Math.floor(innerWidth / 80)))}
              tickFormat={(v) => xLabel(Number(v))}
              {...BOTTOM}
            />
          </Group>
        );
      }}
    </ChartBox>
  );
}

/** Each topic's estimate as a bar, its 80 % range as a line across it. */
export function TopicEstimates({ topics }: { topics: Readiness['topics'] }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2.5">
      {topics.map((t) => (
        <div key={t.topicId} className="flex flex-col gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="truncate font-medium text-slate-800">{t.name}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {Math.round(t.proficiencyPercent)}%
            </span>
          </div>
          <svg width="100%" height="12" role="presentation">
            <rect width="100%" height="8" y="2" rx="4" className="fill-slate-200" />
            <rect
              width={`${t.proficiencyPercent}%`}
              height="8"
              y="2"
              rx="4"
              className="fill-brand-600"
            />
            <rect
              x={`${t.lowPercent}%`}
              width={`${Math.max(0.5, t.highPercent - t.lowPercent)}%`}
              y="5"
              height="2"
              className="fill-slate-900"
            />
          </svg>
        </div>
      ))}
    </div>
  );
}

const SHADES = [
  'fill-slate-200',
  'fill-brand-200',
  'fill-brand-400',
  'fill-brand-600',
  'fill-brand-800',
];

/** The calendar of study days: a column a week, a row a weekday, darker for more work. */
export function StudyCalendar({ progress }: { progress: MyProgress }) {
  const weeks = calendarWeeks(progress);
  const busiest = Math.max(0, ...progress.days.map((d) => d.questions + d.cards));
  const cell = 14;
  const gap = 3;
  return (
    <div aria-hidden="true" className="overflow-x-auto">
      <svg
        width={weeks.length * (cell + gap) + 32}
        height={7 * (cell + gap) + 4}
        role="presentation"
      >
        {/* Monday, Wednesday, Friday and Sunday name their rows, as a calendar's margin does */}
        {(
          [
            ['Mon', 'M', 0],
            ['Wed', 'W', 2],
            ['Fri', 'F', 4],
            ['Sun', 'S', 6],
          ] as const
        ).map(([key, label, row]) => (
          <text
            key={key}
            x={0}
            y={row * (cell + gap) + cell - 2}
            className="fill-slate-600 text-[10px]"
          >
            {label}
          </text>
        ))}
        {weeks.map((week, column) =>
          week.days.map(
            (d, row) =>
              d && (
                <rect
                  key={d.day}
                  x={32 + column * (cell + gap)}
                  y={row * (cell + gap)}
                  width={cell}
                  height={cell}
                  rx={3}
                  className={d.studied ? SHADES[Math.max(1, shade(d.work, busiest))] : SHADES[0]}
                />
              ),
          ),
        )}
      </svg>
    </div>
  );
}
