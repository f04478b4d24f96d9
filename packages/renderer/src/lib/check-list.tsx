import { Icon } from "../icons";

/** Short points, each with a green tick: the checklist block's and the careers hero's. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
