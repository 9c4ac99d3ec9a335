import type { Key, ReactNode } from 'react';

/** positioned, so that the table's screen-reader-only text scrolls with it, not the page */
const KEYBOARD_SCROLLER = 'relative min-w-0 overflow-x-auto rounded-sm';

/**
 * One column of a DataTable: its header, and how a row fills its cell. A row-header column's
 * cells are <th scope="row">, so a screen reader names each row by it.
 */
export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  rowHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string | ((row: Row) => string | undefined);
  /** with bodies: shown once, on a body's first row, spanning all of that body's rows */
  spansBody?: boolean;
}

/** A group of rows in a <tbody> of its own (one lab test with its reference intervals). */
export interface DataTableBody<Row> {
  key: Key;
  rows: readonly Row[];
}

export interface DataTableProps<Row> {
  /** false/null leave a column out (a column only some data have) */
  columns: readonly (DataTableColumn<Row> | false | null | undefined)[];
  /** one body of rows, or several with `bodies` */
  rows?: readonly Row[];
  bodies?: readonly DataTableBody<Row>[];
  rowKey(row: Row): Key;
  caption?: ReactNode;
  captionClassName?: string;
  /** the classes below default to the house's plain table; '' leaves one without a class */
  className?: string;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  rowClassName?: string;
}

const PLAIN = {
  table: 'w-full text-left text-sm',
  headRow: 'border-b border-slate-200 text-slate-600',
  row: 'border-b border-slate-100',
};

/** '' means no class at all (not an empty attribute). */
const classOf = (value: string | undefined) => value || undefined;

/**
 * The design system's data table: a caption, column headers with scope="col", row headers with
 * scope="row", one or several bodies. Charts keep their figures in one beside them (sr-only).
 */
export function DataTable<Row>({
  columns,
  rows,
  bodies,
  rowKey,
  caption,
  captionClassName,
  className = PLAIN.table,
  headClassName,
  headRowClassName = PLAIN.headRow,
  bodyClassName,
  rowClassName = PLAIN.row,
}: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataTableColumn<Row> => !!column);
  const groups = bodies ?? [{ key: 'rows', rows: rows ?? [] }];
  const cell = (column: DataTableColumn<Row>, row: Row, span?: number) => {
    const cellClass =
      typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
    const props = { className: classOf(cellClass), rowSpan: span };
    return column.rowHeader ? (
      <th key={column.id} scope="row" {...props}>
        {column.cell(row)}
      </th>
    ) : (
      <td key={column.id} {...props}>
        {column.cell(row)}
      </td>
    );
  };
  return (
    <table className={classOf(className)}>
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr className={classOf(headRowClassName)}>
          {shown.map((column) => (
            <th key={column.id} scope="col" className={column.headerClassName}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => (
        <tbody key={group.key} className={bodyClassName}>
          {group.rows.map((row, index) => (
            <tr key={rowKey(row)} className={classOf(rowClassName)}>
              {shown.map((column) =>
                !column.spansBody
                  ? cell(column, row)
                  : index === 0
                    ? cell(column, row, group.rows.length)
                    : null,
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/**
 * A table of figures in a card: it scrolls sideways on a narrow screen rather than the page, and
 * its caption is for screen readers (the card's heading says what it is). A table of text only
 * names its scroller (`scrollLabel`): the scroller then takes the focus, so that a keyboard can
 * scroll it when nothing inside it could take the focus instead (WCAG 2.1.1).
 */
export function ScrollingDataTable<Row>({
  scrollLabel,
  ...props
}: DataTableProps<Row> & { scrollLabel?: string }) {
  const table = (
    <DataTable captionClassName="sr-only" className="w-full text-left text-sm" {...props} />
  );
  if (scrollLabel === undefined)
    return <div className="relative min-w-0 overflow-x-auto">{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller with nothing focusable in it must be reachable by keyboard to scroll (WCAG 2.1.1)
    <section aria-label={scrollLabel} tabIndex={0} className={KEYBOARD_SCROLLER}>
      {table}
    </section>
  );
}
