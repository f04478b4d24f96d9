import type { BlockOf } from "@brightwater/content/types";
import { Section } from "../../lib/section";

/** Options side by side; on a phone the table scrolls within itself, never the page. */
export function Comparison({ block }: { block: BlockOf<"comparison"> }) {
  return (
    <Section id={block.id} title={block.title} subtitle={block.subtitle}>
      {/* Focusable: on phones the table scrolls sideways, and keyboards must reach it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to be scrolled by keyboard */}
      <div className="comparison" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <td />
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
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
    </Section>
  );
}
