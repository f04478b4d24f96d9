import { visibleTags } from "./format";

export function TagList({ tags }: { tags: readonly string[] }) {
  const { shown, more } = visibleTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className="tags">
      {shown.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
      {more > 0 ? <li className="tag tag--more">+{more}</li> : null}
    </ul>
  );
}
