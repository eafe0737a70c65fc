import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

export type ResponsiveColumn<Row> = {
  /** The column's heading, and the cell's label in a card. */
  header: string
  cell: (row: Row) => ReactNode
  /** What a card shows instead of `cell` (a row header without what the table adds under it). */
  cardCell?: (row: Row) => ReactNode
  /** The row's name: a row header in the table, the card's heading. */
  rowHeader?: boolean
  /** In a card, the cell alone without its label (a status, a button that names itself). */
  bare?: boolean
  /** Shown in the card only (the table shows it elsewhere, e.g. under the row header). */
  cardOnly?: boolean
  /** The header is read to screen readers only (an actions column). */
  srOnlyHeader?: boolean
  className?: string
  headerClassName?: string
}

type Props<Row> = {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  columns: readonly ResponsiveColumn<Row>[]
  /** Names the table's region and the list of cards: a label, or the id of a heading. */
  label?: string
  labelledBy?: string
  /** The id of what explains the figures (terms, units): described by it in both layouts. */
  describedBy?: string
  /** A row that sums the others: the table's footer, the last card, set apart in both. */
  footer?: Row
  caption?: { text: string; className?: string }
  /** Where the table takes over from the cards (default sm, 640 px). */
  breakpoint?: 'sm' | 'md'
  cardHeading?: 'h3' | 'h4' | 'h5'
  /** Pass-through for the region (e.g. a data-testid). */
  testId?: string
  tableClassName?: string
  headClassName?: string
  /** The table's box from the breakpoint up (a border, a background). */
  boxClassName?: string
  cellClassName?: string
  className?: string
}

const layouts = {
  sm: { cards: 'sm:hidden', table: 'hidden sm:block' },
  md: { cards: 'md:hidden', table: 'hidden md:block' },
}

/**
 * A table from 640 px (or 768); below, one card a row with each cell under its column's name, so that on a
 * phone every column is read down the page instead of hidden off to the side of a table scrolled sideways.
 * Both layouts are in the page (CSS picks one): it works before hydration and without JavaScript.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  labelledBy,
  describedBy,
  footer,
  caption,
  breakpoint = 'sm',
  cardHeading: Heading = 'h3',
  testId,
  tableClassName,
  headClassName,
  boxClassName,
  cellClassName = 'px-3 py-2',
  className,
}: Props<Row>) {
  const layout = layouts[breakpoint]
  const tableColumns = columns.filter((column) => !column.cardOnly)
  return (
    <div data-testid={testId} className={cn('relative', className)}>
      {caption ? <p className={cn(caption.className, layout.cards)}>{caption.text}</p> : null}
      <ul
        className={cn('grid gap-3', layout.cards)}
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {rows.map((row) => (
          <Card key={rowKey(row)} row={row} columns={columns} heading={Heading} />
        ))}
        {footer ? <Card row={footer} columns={columns} heading={Heading} footer /> : null}
      </ul>
      {/* `relative`: sr-only texts in cells scroll with the table rather than widen the page. */}
      <div
        className={cn('relative overflow-x-auto', layout.table, boxClassName)}
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        <table className={cn('w-full text-left text-sm', tableClassName)} aria-describedby={describedBy}>
          {caption ? <caption className={caption.className}>{caption.text}</caption> : null}
          <thead className={headClassName}>
            <tr>
              {tableColumns.map((column) => (
                <th key={column.header} scope="col" className={cn(cellClassName, column.headerClassName)}>
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} row={row} columns={tableColumns} cellClassName={cellClassName} />
            ))}
          </tbody>
          {footer ? (
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <TableRow row={footer} columns={tableColumns} cellClassName={cellClassName} />
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  )
}

function Card<Row>({
  row,
  columns,
  heading: Heading,
  footer = false,
}: {
  row: Row
  columns: readonly ResponsiveColumn<Row>[]
  heading: 'h3' | 'h4' | 'h5'
  footer?: boolean
}) {
  return (
    <li
      className={cn(
        'grid min-w-0 gap-1 rounded-lg border p-3 text-sm',
        footer ? 'border-slate-400 bg-slate-50' : 'border-slate-200 bg-white',
      )}
    >
      {columns.map((column) => {
        const content = (column.cardCell ?? column.cell)(row)
        if (column.rowHeader)
          return (
            <Heading key={column.header} className="font-semibold text-slate-900">
              {content}
            </Heading>
          )
        if (column.bare)
          return (
            <div key={column.header} className={cn('min-w-0 break-words', column.className)}>
              {content}
            </div>
          )
        return (
          <dl key={column.header} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
            <dt className="font-semibold text-slate-700">{column.header}</dt>
            <dd className="min-w-0 break-words">{content}</dd>
          </dl>
        )
      })}
    </li>
  )
}

function TableRow<Row>({
  row,
  columns,
  cellClassName,
}: {
  row: Row
  columns: readonly ResponsiveColumn<Row>[]
  cellClassName: string
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.header} scope="row" className={cn(cellClassName, column.className)}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.header} className={cn(cellClassName, column.className)}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  )
}
