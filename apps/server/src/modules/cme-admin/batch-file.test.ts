import { describe, expect, test } from 'vitest';
import { type BatchLine, mocBatchFile, mocBatchFilename } from './batch-file';

const line = (over: Partial<BatchLine> = {}): BatchLine => ({
  id: 41,
  activityCode: 'BRME-IM-QA-2026',
  board: 'ABIM',
  boardId: '204817',
  firstName: 'Alex',
  lastName: 'Rivera',
  birthMonth: 3,
  birthDay: 4,
  completedOn: '2026-11-05',
  pointsQuarters: 7,
  ...over,
});

describe('the MOC batch file', () => {
  test('a header, a line per report, tabs between cells, CRLF after every line', () => {
    expect(mocBatchFile([line(), line({ id: 42, pointsQuarters: 4 })])).toBe(
      'Completion ID\tActivity ID\tBoard\tBoard ID\tFirst Name\tLast Name\tDOB Month\tDOB Day\tCompletion Date\tMOC Points\r\n' +
        '41\tBRME-IM-QA-2026\tABIM\t204817\tAlex\tRivera\t03\t04\t11/05/2026\t1.75\r\n' +
        '42\tBRME-IM-QA-2026\tABIM\t204817\tAlex\tRivera\t03\t04\t11/05/2026\t1.00\r\n',
    );
  });

  test('tabs and line breaks typed into a name never split a row', () => {
    const file = mocBatchFile([
      line({ firstName: ' Mary\tJane ', lastName: "O'Neil\r\n\u2028Jr" }),
    ]);
    const rows = file.split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.split('\t').slice(4, 6)).toEqual(['Mary Jane', "O'Neil Jr"]);
  });

  test('an empty batch is its header alone', () => {
    expect(mocBatchFile([]).split('\r\n')).toHaveLength(2);
  });

  test('the file name: the brand in letters, digits and hyphens, the board, the batch', () => {
    expect(mocBatchFilename('BoardReady', 'ABP', 12)).toBe('BoardReady-ABP-batch-12.txt');
    expect(mocBatchFilename('Board "Ready" Pro', 'ABIM', 3)).toBe(
      'Board-Ready-Pro-ABIM-batch-3.txt',
    );
    expect(mocBatchFilename('"', 'ABIM', 3)).toBe('MOC-ABIM-batch-3.txt');
  });
});
