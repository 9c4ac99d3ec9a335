import type { CmsQuestion } from '@boardready/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useQuestionVersion } from '../api/get-question-version';
import { diffVersions } from '../utils/content-diff';

const PART_STYLES = {
  same: 'text-slate-800',
  removed: 'mx-0.5 rounded-sm bg-red-100 px-0.5 text-red-900 line-through decoration-red-700',
  added: 'mx-0.5 rounded-sm bg-green-100 px-0.5 text-green-900 underline decoration-green-700',
} as const;

/** A readable diff of any two versions: removed words struck out in red, added ones in green. */
export function VersionDiff({ question }: { question: CmsQuestion }) {
  const numbers = question.versions.map((v) => v.version);
  const [to, setTo] = useState(numbers[0] ?? 1);
  const [from, setFrom] = useState(numbers[1] ?? numbers[0] ?? 1);
  const a = useQuestionVersion(question.questionId, from);
  const b = useQuestionVersion(question.questionId, to);
  const options = numbers.map((n) => ({ value: String(n), label: `Version ${n}` }));
  const diff = a.data && b.data ? diffVersions(a.data, b.data) : undefined;
  const failure = a.error ?? b.error;
  return (
    <Panel
      title="Compare versions"
      description="What changed between two versions, field by field: removed words are struck through, added ones underlined."
    >
      {numbers.length < 2 ? (
        <p className="text-sm text-slate-600">There is one version: nothing to compare yet.</p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="From"
              value={String(from)}
              options={options}
              onChange={(event) => setFrom(Number(event.target.value))}
            />
            <SelectField
              label="To"
              value={String(to)}
              options={options}
              onChange={(event) => setTo(Number(event.target.value))}
            />
          </div>
          {failure && <Alert tone="error">{failure.message}</Alert>}
          {!diff && !failure && <LoadingState label="Loading the versions…" />}
          {diff && diff.length === 0 && (
            <p className="text-sm text-slate-600" role="status">
              Versions {from} and {to} have the same content.
            </p>
          )}
          {diff && diff.length > 0 && (
            <dl
              className="flex flex-col gap-3"
              aria-label={`Changes from version ${from} to ${to}`}
            >
              {diff.map((field) => (
                <div key={field.field} className="rounded-lg border border-slate-200 p-3">
                  <dt className="text-sm font-semibold text-slate-800">{field.field}</dt>
                  <dd className="mt-1 text-sm leading-6 break-words whitespace-pre-wrap">
                    {field.parts.map((part, i) =>
                      part.kind === 'same' ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
                        <span key={i} className={PART_STYLES.same}>
                          {part.text}
                        </span>
                      ) : part.kind === 'removed' ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
                        <del key={i} className={PART_STYLES.removed}>
                          <span className="sr-only">removed: </span>
                          {part.text}
                        </del>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
                        <ins key={i} className={PART_STYLES.added}>
                          <span className="sr-only">added: </span>
                          {part.text}
                        </ins>
                      ),
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </Panel>
  );
}
