import { creditsOf, MOC_BATCH_COLUMNS, type MocBoard } from '@boardready/contracts/cme-rules';

/** What a line of the batch file takes of a report (the report's id is its completion ID). */
export interface BatchLine {
  id: number;
  activityCode: string;
  board: MocBoard;
  boardId: string;
  firstName: string;
  lastName: string;
  birthMonth: number;
  birthDay: number;
  completedOn: string;
  pointsQuarters: number;
}

/** A cell as PARS reads it: a tab or a line break typed into a name would split the row. */
const cell = (value: string) => value.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim();
const twoDigits = (n: number) => String(n).padStart(2, '0');
/** 2026-03-14 → 03/14/2026 */
const usDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/**
 * A batch as the board's tab-delimited upload (decision 1501): MOC_BATCH_COLUMNS as the header,
 * a line per report in the order given, CRLF line ends, dates MM/DD/YYYY, points as decimals of
 * quarter hours (1.75). Made from the stored rows alone, so every download is the same bytes.
 */
export function mocBatchFile(lines: readonly BatchLine[]): string {
  const rows = [
    [...MOC_BATCH_COLUMNS],
    ...lines.map((r) => [
      String(r.id),
      cell(r.activityCode),
      r.board,
      cell(r.boardId),
      cell(r.firstName),
      cell(r.lastName),
      twoDigits(r.birthMonth),
      twoDigits(r.birthDay),
      usDate(r.completedOn),
      creditsOf(r.pointsQuarters),
    ]),
  ];
  return rows.map((row) => `${row.join('\t')}\r\n`).join('');
}

/** BoardReady-ABIM-batch-12.txt: the brand as letters, digits and hyphens. */
export function mocBatchFilename(productName: string, board: MocBoard, batchId: number): string {
  const brand = productName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'MOC';
  return `${brand}-${board}-batch-${batchId}.txt`;
}
