import type { QaTopicPerformance, QaTrendWeek } from '@boardready/contracts';

/**
 * Hand-made charts of the performance report (decision 0903): plain HTML bars and one small SVG,
 * no charting library. They are pictures for sighted readers (aria-hidden); the tables beside
 * them carry the same figures for everyone else.
 */

const pct = (value: number | null) => (value === null ? 0 : Math.max(0, Math.min(100, value)));

/** Per topic: the learner's score above the average of all learners on the same questions. */
export function TopicBars({ topics }: { topics: QaTopicPerformance[] }) {
  const shown = topics.filter((t) => t.answeredQuestions > 0);
  if (shown.length === 0) return null;
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-5 rounded-sm bg-brand-600" /> You
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-5 rounded-sm bg-slate-400" /> All learners
        </span>
      </div>
      {shown.map((topic) => (
        <div key={topic.topicId} className="flex flex-col gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="truncate font-medium text-slate-800">{topic.name}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {topic.scorePercent ?? 0}% · {topic.peerScorePercent ?? '—'}
              {topic.peerScorePercent === null ? '' : '%'}
            </span>
          </div>
          <div className="h-2.5 rounded-full bg-slate-100">
            <div
              className="h-2.5 rounded-full bg-brand-600"
              style={{ width: `${pct(topic.scorePercent)}%` }}
            />
          </div>
          <div className="h-1.5 rounded-full bg-slate-100">
            <div
              className="h-1.5 rounded-full bg-slate-400"
              style={{ width: `${pct(topic.peerScorePercent)}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  );
}

const W = 640;
const H = 220;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

/** Score per week as a line over bars of the questions answered that week. */
export function TrendChart({ weeks }: { weeks: QaTrendWeek[] }) {
  if (weeks.length === 0) return null;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / weeks.length;
  const x = (i: number) => PAD.left + step * (i + 0.5);
  const y = (score: number) => PAD.top + innerH * (1 - score / 100);
  const most = Math.max(...weeks.map((w) => w.answeredQuestions));
  const line = weeks.map((w, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(w.scorePercent)}`).join('');
  const label = (weekStart: string) =>
    new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid meet"
    >
      {[0, 50, 100].map((g) => (
        <g key={g}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(g)}
            y2={y(g)}
            className="stroke-slate-200"
            strokeDasharray={g === 0 ? undefined : '4 4'}
          />
          <text
            x={PAD.left - 6}
            y={y(g) + 4}
            textAnchor="end"
            className="fill-slate-600 text-[11px]"
          >
            {g}%
          </text>
        </g>
      ))}
      {weeks.map((w, i) => {
        const h = (innerH * 0.35 * w.answeredQuestions) / most;
        return (
          <rect
            key={w.weekStart}
            x={x(i) - Math.min(14, step * 0.3)}
            width={Math.min(28, step * 0.6)}
            y={PAD.top + innerH - h}
            height={h}
            rx={2}
            className="fill-slate-200"
          />
        );
      })}
      <path d={line} fill="none" strokeWidth={2.5} className="stroke-brand-600" />
      {weeks.map((w, i) => (
        <circle
          key={w.weekStart}
          cx={x(i)}
          cy={y(w.scorePercent)}
          r={3.5}
          className="fill-brand-700"
        />
      ))}
      <text x={x(0)} y={H - 8} textAnchor="start" className="fill-slate-600 text-[11px]">
        {label(weeks[0]!.weekStart)}
      </text>
      {weeks.length > 1 && (
        <text
          x={x(weeks.length - 1)}
          y={H - 8}
          textAnchor="end"
          className="fill-slate-600 text-[11px]"
        >
          {label(weeks[weeks.length - 1]!.weekStart)}
        </text>
      )}
    </svg>
  );
}
