import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  test: string;
  range: string;
}

const columns: (DataTableColumn<Row> | false)[] = [
  { id: 'test', header: 'Test', rowHeader: true, spansBody: true, cell: (row) => row.test },
  false,
  { id: 'range', header: 'Range', cellClassName: 'tabular-nums', cell: (row) => row.range },
];

describe('DataTable', () => {
  test('caption, column headers and row headers carry their scope', () => {
    render(
      <DataTable
        caption="Lab values"
        columns={columns}
        rows={[{ test: 'Sodium', range: '135–145' }]}
        rowKey={(row) => row.test}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lab values' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Test', 'Range']);
    expect(within(table).getByRole('rowheader', { name: 'Sodium' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(within(table).getByRole('cell', { name: '135–145' })).toHaveClass('tabular-nums');
    expect(table).toHaveClass('w-full', 'text-left', 'text-sm');
  });

  test('grouped bodies: a spanning cell once per body; an empty class is no class', () => {
    const { container } = render(
      <DataTable
        columns={columns}
        bodies={[
          {
            key: 'glucose',
            rows: [
              { test: 'Glucose', range: 'fasting 70–99' },
              { test: 'Glucose', range: 'random < 140' },
            ],
          },
        ]}
        rowKey={(row) => row.range}
        rowClassName=""
      />,
    );
    const header = screen.getByRole('rowheader', { name: 'Glucose' });
    expect(header).toHaveAttribute('rowspan', '2');
    expect(container.querySelectorAll('tbody tr')[1]?.children).toHaveLength(1);
    expect(container.querySelector('tbody tr')).not.toHaveAttribute('class');
  });
});
