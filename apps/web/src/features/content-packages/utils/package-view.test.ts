import type { ImportPreview } from '@boardready/contracts/content-packages';
import { describe, expect, test } from 'vitest';
import {
  base64OfDataUrl,
  changesAnything,
  countRows,
  describeCounts,
  fileProblem,
  problemsOf,
} from './package-view';

const counts = { created: 0, updated: 0, retagged: 0, unchanged: 40, retired: 0, deleted: 0 };
const preview = (over: Partial<ImportPreview> = {}): ImportPreview => ({
  kind: 'bank',
  code: 'im',
  title: 'Internal Medicine',
  sha256: 'x',
  counts,
  changes: [],
  forms: { created: 0, updated: 0, unchanged: 1 },
  warnings: [],
  applied: false,
  ...over,
});

describe('the import screen’s rules', () => {
  test('an archive the database already holds changes nothing; a form or a question does', () => {
    expect(changesAnything(preview())).toBe(false);
    expect(changesAnything(preview({ counts: { ...counts, updated: 1 } }))).toBe(true);
    expect(changesAnything(preview({ forms: { created: 1, updated: 0, unchanged: 0 } }))).toBe(
      true,
    );
  });

  test('the sentence names only what happened', () => {
    expect(describeCounts({ ...counts, created: 2, updated: 1 }, 'questions')).toBe(
      'Questions: 2 new, 1 new version.',
    );
    expect(describeCounts(counts, 'cards')).toBe('No cards changed.');
    expect(countRows(counts).map((r) => r.label)).toEqual([
      'New',
      'New versions',
      'Topics, links or status changed',
      'Unchanged',
      'Retired',
      'Deleted',
    ]);
  });

  test('a file is refused before upload when it is not a zip, empty or too large', () => {
    expect(fileProblem({ name: 'bank.yaml', size: 10 })).toMatch(/\.zip/);
    expect(fileProblem({ name: 'bank-im.zip', size: 0 })).toMatch(/empty/);
    expect(fileProblem({ name: 'bank-im.ZIP', size: 20 * 1024 * 1024 })).toBe(
      'This file is 20.0 MB; an archive may be at most 16 MB.',
    );
    expect(fileProblem({ name: 'bank-im.zip', size: 1000 })).toBeNull();
  });

  test('the base64 of a data URL, and problems sorted by file and numbered item', () => {
    expect(base64OfDataUrl('data:application/zip;base64,UEsDBA==')).toBe('UEsDBA==');
    expect(
      problemsOf({
        'im/questions/a.yaml: IM-0010: choices': 'x',
        'im/questions/a.yaml: IM-0009: stem': 'y',
      }).map((p) => p.where),
    ).toEqual(['im/questions/a.yaml: IM-0009: stem', 'im/questions/a.yaml: IM-0010: choices']);
  });
});
