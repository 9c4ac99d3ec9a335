import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Section } from '@/components/ui/section';
import { Code } from './code';

interface SampleRow {
  topic: string;
  answered: number;
  correct: number;
}

const ROWS: SampleRow[] = [
  { topic: 'Cardiology', answered: 48, correct: 39 },
  { topic: 'Nephrology', answered: 30, correct: 21 },
  { topic: 'Infectious disease', answered: 25, correct: 22 },
];

const COLUMNS: DataTableColumn<SampleRow>[] = [
  { id: 'topic', header: 'Topic', cell: (row) => row.topic, rowHeader: true },
  { id: 'answered', header: 'Answered', cell: (row) => row.answered },
  {
    id: 'correct',
    header: 'Correct',
    cell: (row) => `${Math.round((100 * row.correct) / row.answered)} %`,
  },
];

/** DataTable: caption, column headers and row headers, as every table of the app. */
export function TableSection() {
  return (
    <Section
      title="Tables"
      description={
        <>
          <Code>DataTable</Code> from components/ui/data-table: columns declared once, a caption,
          headers a screen reader reads with each cell; several bodies for grouped rows.
        </>
      }
    >
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.topic}
        caption="Sample performance by topic"
        captionClassName="mb-2 text-left text-sm font-medium text-slate-700"
      />
    </Section>
  );
}
