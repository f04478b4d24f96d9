/** One row of a comparison: what it compares, then each option's value in the columns' order. */
export interface ComparisonRow {
  label: string;
  values: readonly string[];
}

interface ComparisonTableProps {
  /** The options' headers, one a column after the rows' labels. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** The header over the rows' labels; none leaves that corner empty. */
  corner?: string | undefined;
  /** The table's name to a screen reader, where the heading over it is not part of it. */
  caption?: string | undefined;
}

/**
 * Options side by side, row by row: the comparison block's table, and an article's. On a phone it
 * scrolls sideways within its own box, never the page.
 */
export function ComparisonTable({ columns, rows, corner, caption }: ComparisonTableProps) {
  return (
    // Focusable: on phones the table scrolls sideways, and keyboards must reach it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard
    <div className="comparison" tabIndex={0}>
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {corner ? <th scope="col">{corner}</th> : <td />}
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                // Cells have no identity beyond their column.
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
