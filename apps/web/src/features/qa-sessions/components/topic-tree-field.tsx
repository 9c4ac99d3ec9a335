import type { TopicNode } from '@boardready/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import {
  type CheckState,
  checkState,
  describeTopicChoice,
  leafIds,
  toggleTopic,
} from '../utils/topic-selection';

function TriStateCheckbox({
  state,
  label,
  count,
  onToggle,
}: {
  state: CheckState;
  label: string;
  count: number;
  onToggle(): void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A native checkbox reports 'mixed' to assistive technology while indeterminate.
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label className="flex min-h-9 flex-1 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'checked'}
        onChange={onToggle}
        disabled={count === 0}
        className="size-4 accent-brand-700"
      />
      <span className="flex-1 text-sm text-slate-800">{label}</span>
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-700">
        {count}
      </span>
    </label>
  );
}

function TopicGroup({
  node,
  selected,
  onChange,
}: {
  node: TopicNode;
  selected: ReadonlySet<number>;
  onChange(next: Set<number>): void;
}) {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const hasChildren = node.children.length > 0;
  return (
    <li>
      <div className="flex items-center gap-1">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={`${expanded ? 'Hide' : 'Show'} the topics of ${node.name}`}
            onClick={() => setExpanded((value) => !value)}
            className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <Icon
              name="chevron"
              className={`size-5 transition-transform ${expanded ? 'rotate-90' : ''}`}
            />
          </button>
        ) : (
          <span className="size-8" />
        )}
        <TriStateCheckbox
          state={checkState(node, selected)}
          label={node.name}
          count={node.questionCount}
          onToggle={() => onChange(toggleTopic(node, selected))}
        />
      </div>
      {hasChildren && (
        <ul id={childrenId} hidden={!expanded} className="ml-9 border-l border-slate-200 pl-1">
          {node.children.map((child) => (
            <li key={child.id}>
              <TriStateCheckbox
                state={checkState(child, selected)}
                label={child.name}
                count={child.questionCount}
                onToggle={() => onChange(toggleTopic(child, selected))}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The core-content topic tree with question counts. A parent's checkbox is checked when all its
 * topics are, mixed when some are; nothing chosen means every topic.
 */
export function TopicTreeField({
  topics,
  value,
  onChange,
}: {
  topics: TopicNode[];
  value: number[];
  onChange(ids: number[]): void;
}) {
  const selected = new Set(value);
  const change = (next: Set<number>) => onChange([...next].sort((a, b) => a - b));
  const legendId = useId();
  // Named by id: a legend inside the row with the buttons is not the fieldset's legend.
  return (
    <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={legendId} className="text-sm font-semibold text-slate-900">
          Topics
        </span>
        <div className="flex gap-1 text-sm">
          <button
            type="button"
            className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
            onClick={() => change(new Set(topics.flatMap(leafIds)))}
          >
            Select all
          </button>
          <button
            type="button"
            className="rounded px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
            disabled={value.length === 0}
            onClick={() => change(new Set())}
          >
            Clear
          </button>
        </div>
      </div>
      {/* The badges' sum is no total: a question can sit in two topics (the total is below). */}
      <p className="text-xs text-slate-600">
        {describeTopicChoice(topics, selected)} The number beside a topic counts its questions; a
        question can belong to more than one topic.
      </p>
      <ul className="flex max-h-96 flex-col overflow-auto rounded-lg border border-slate-200 bg-white p-1">
        {topics.map((topic) => (
          <TopicGroup key={topic.id} node={topic} selected={selected} onChange={change} />
        ))}
      </ul>
    </fieldset>
  );
}
