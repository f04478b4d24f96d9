import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/**
 * A deliberately small Markdown subset for catalogue text: paragraphs, `## headings`, `- bullets`,
 * `1. numbered` lines, `**bold**` and `[links](/path)`. It builds React elements, so nothing in
 * the text can ever become raw HTML.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const blocks: ReactNode[] = [];
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]?.trim() ?? "";
    if (line === "") {
      index++;
      continue;
    }
    const heading = /^(#{2,4})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]?.length ?? 2;
      const Tag = level === 2 ? "h2" : level === 3 ? "h3" : "h4";
      blocks.push(<Tag key={index}>{inline(heading[2] ?? "")}</Tag>);
      index++;
      continue;
    }
    const listKind = /^[-*]\s+/.test(line) ? "ul" : /^\d+\.\s+/.test(line) ? "ol" : null;
    if (listKind) {
      const pattern = listKind === "ul" ? /^[-*]\s+/ : /^\d+\.\s+/;
      const items: ReactNode[] = [];
      while (index < lines.length && pattern.test(lines[index]?.trim() ?? "")) {
        items.push(<li key={index}>{inline((lines[index] ?? "").trim().replace(pattern, ""))}</li>);
        index++;
      }
      blocks.push(listKind === "ul" ? <ul key={`l${index}`}>{items}</ul> : <ol key={`l${index}`}>{items}</ol>);
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index]?.trim() ?? "";
      if (next === "" || /^(#{2,4}\s|[-*]\s|\d+\.\s)/.test(next)) break;
      paragraph.push(next);
      index++;
    }
    blocks.push(<p key={`p${index}`}>{inline(paragraph.join(" "))}</p>);
  }
  return <div className={className}>{blocks}</div>;
}

const inlinePattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      parts.push(<strong key={start}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      parts.push(
        // One slash: a path of this site ("//host" and "/\\host" are another site to a browser).
        /^\/(?![/\\])/.test(href) ? (
          <Link key={start} to={href}>
            {label}
          </Link>
        ) : href.startsWith("https://") || href.startsWith("mailto:") || href.startsWith("tel:") ? (
          <a key={start} href={href} rel="noopener">
            {label}
          </a>
        ) : (
          label
        ),
      );
    }
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
