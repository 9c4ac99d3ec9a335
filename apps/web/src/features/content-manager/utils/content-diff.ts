import type { CmsQuestionVersion } from '@boardready/contracts';
import { diffWords } from 'diff';

/**
 * A readable diff between two versions of a question: field by field, in the order the learner
 * reads them, each changed field as runs of kept, removed and added words (jsdiff's word diff).
 * Unchanged fields are left out.
 */

export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

/** The fields of a version as text, labelled, in reading order. */
export function versionFields(version: CmsQuestionVersion): [string, string][] {
  const { content } = version;
  return [
    ['Stem', content.stemHtml],
    ['Lead-in', content.leadIn],
    ...content.choices.map((c): [string, string] => [`Choice ${c.key}`, c.text]),
    ['Correct answer', content.correctKey ?? ''],
    ['Explanation', content.explanationSummary],
    ...content.choices.map((c): [string, string] => [`Why ${c.key}`, c.explanation]),
    ['Educational objective', content.educationalObjective],
    [
      'References',
      content.references
        .map((r) => `${r.citation} (${r.kind}, ${r.year})${r.url ? ` ${r.url}` : ''}`)
        .join('\n'),
    ],
    ['Topics', version.topics.map((t) => t.name).join(', ')],
    ['Curated review', content.curatedReview ? 'Yes' : 'No'],
  ];
}

export function diffVersions(from: CmsQuestionVersion, to: CmsQuestionVersion): FieldDiff[] {
  const before = new Map(versionFields(from));
  const after = new Map(versionFields(to));
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  return fields.flatMap((field) => {
    const a = before.get(field) ?? '';
    const b = after.get(field) ?? '';
    if (a === b) return [];
    return [
      {
        field,
        parts: diffWords(a, b).map((change) => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text: change.value,
        })),
      },
    ];
  });
}
