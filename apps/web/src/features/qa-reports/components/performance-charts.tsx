import type { QaTopicPerformance, QaTrendWeek } from '@boardready/contracts';
import { percentText, scoreText } from '@boardready/contracts/learner-figures';

/**
 * Hand-made charts of the performance report (decision 0903): plain HTML bars and one small SVG,
 * no charting library. They are pictures for sighted readers (aria-hidden); the tables beside
 * them carry the same figures for everyone else.
 */

const pct = (value: number | null) => (value === null ? 0 : Math.max(0, Math.min(100, value)));

/**
 * Per topic: the learner's score above the average of all learners on the same questions. A topic
 * not answered yet says so and draws no bar, so that it never looks like a 0 % one (issue 22),
 * which keeps its empty bar and the counts behind it.
 */
export function TopicBars({ topics }: { topics: QaTopicPerformance[] }) {
  if (!topics.some((t) => t.answeredQuestions > 0)) return null;
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
      {topics.map((topic) => (
        <div key={topic.topicId} data-testid="topic-bar" className="flex flex-col gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="truncate font-medium text-slate-800">{topic.name}</span>
            {topic.answeredQuestions === 0 ? (
              <span className="shrink-0 text-slate-600 italic">not answered yet</span>
            ) : (
              <span className="shrink-0 tabular-nums text-slate-700">
                {scoreText(topic.correctQuestions, topic.answeredQuestions)} · all{' '}
                {percentText(topic.peerScorePercent)}
              </span>
            )}
          </div>
          {topic.answeredQuestions > 0 && (
            <>
              <Bar percent={topic.scorePercent} height="h-2.5" fill="bg-brand-600" />
              <Bar percent={topic.peerScorePercent} height="h-1.5" fill="bg-slate-400" />
            </>
          )}
        </div>
      ))}
    </div>
  );
}

/** A share as a filled part of a track; 0 % leaves the track empty, still seen in either theme. */
function Bar({ percent, height, fill }: { percent: number | null; height: string; fill: string }) {
  return (
    <div className={`${height} rounded-full bg-slate-200`}>
      <div className={`${height} ${fill} rounded-full`} style={{ width: `${pct(percent)}%` }} />
    </div>
  );
}

const H = 180;
const TOP = 8;
const BOTTOM = 8;

/**
 * Score per week as a line over bars of the questions answered that week. x runs in percent, so
 * the drawing stretches to its card while the labels (HTML) keep their size at 375px and on desktop.
 */
export function TrendChart({ weeks }: { weeks: QaTrendWeek[] }) {
  if (weeks.length === 0) return null;
  const innerH = H - TOP - BOTTOM;
  const step = 100 / weeks.length;
  const x = (i: number) => step * (i + 0.5);
  const y = (score: number) => TOP + innerH * (1 - score / 100);
  const most = Math.max(...weeks.map((w) => w.answeredQuestions));
  const label = (weekStart: string) =>
    new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <div aria-hidden="true" className="flex flex-col gap-1 text-xs text-slate-600">
      <div className="flex gap-2">
        <div className="relative w-9 shrink-0" style={{ height: H }}>
          {[100, 50, 0].map((g) => (
            <span key={g} className="absolute right-0 -translate-y-1/2" style={{ top: y(g) }}>
              {g}%
            </span>
          ))}
        </div>
        <svg aria-hidden="true" width="100%" height={H} className="min-w-0 flex-1 overflow-visible">
          {[0, 50, 100].map((g) => (
            <line
              key={g}
              x1="0%"
              x2="100%"
              y1={y(g)}
              y2={y(g)}
              className="stroke-slate-200"
              strokeDasharray={g === 0 ? undefined : '4 4'}
            />
          ))}
          {weeks.map((w, i) => {
            const h = (innerH * 0.35 * w.answeredQuestions) / most;
            return (
              <rect
                key={w.weekStart}
                x={`${x(i) - Math.min(step * 0.3, 4)}%`}
                width={`${Math.min(step * 0.6, 8)}%`}
                y={TOP + innerH - h}
                height={h}
                rx={2}
                className="fill-slate-200"
              />
            );
          })}
          {weeks.slice(1).map((w, i) => (
            <line
              key={w.weekStart}
              x1={`${x(i)}%`}
              y1={y(weeks[i]!.scorePercent)}
              x2={`${x(i + 1)}%`}
              y2={y(w.scorePercent)}
              strokeWidth={2.5}
              strokeLinecap="round"
              className="stroke-brand-600"
            />
          ))}
          {weeks.map((w, i) => (
            <circle
              key={w.weekStart}
              cx={`${x(i)}%`}
              cy={y(w.scorePercent)}
              r={3.5}
              className="fill-brand-700"
            />
          ))}
        </svg>
      </div>
      <div className="flex justify-between pl-11">
        <span>{label(weeks[0]!.weekStart)}</span>
        {weeks.length > 1 && <span>{label(weeks[weeks.length - 1]!.weekStart)}</span>}
      </div>
    </div>
  );
}
