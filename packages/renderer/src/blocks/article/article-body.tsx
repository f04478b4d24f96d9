import type { BlockOf } from "@brightwater/content/types";
import { Markdown } from "../../lib/markdown";
import { ComparisonTable } from "../comparison/comparison-table";

type Part = BlockOf<"article">["post"]["body"][number];

/** A table the catalogue read from the article's Markdown: its first header cell sits over the rows' labels. */
function ArticleTable({ table }: { table: Extract<Part, { type: "table" }> }) {
  const [corner, ...columns] = table.columns;
  return <ComparisonTable caption={table.caption} corner={corner} columns={columns} rows={table.rows} />;
}

/**
 * The article's text and tables in their order. The tables were parsed when the catalogue loaded,
 * so the Markdown code, which town pages load too, carries no table syntax.
 */
export function ArticleBody({ body }: { body: readonly Part[] }) {
  return (
    <div className="prose article__body">
      {body.map((part, index) =>
        // The parts keep the article's order and never move: their place is their identity.
        part.type === "table" ? <ArticleTable key={index} table={part} /> : <Markdown key={index} text={part.text} />,
      )}
    </div>
  );
}
