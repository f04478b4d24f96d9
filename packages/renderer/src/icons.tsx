import type { IconName } from "@brightwater/content/types";
import sprite from "./icons.svg?url";

// 24×24 stroke icons, drawn once in icons.svg (a hashed, forever-cached asset) and referenced by
// name, so neither the page script nor each page's HTML carries the drawings. icons.test.ts
// checks that every name the catalogue may use has its symbol there.
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  // The strokes are the stylesheet's (.icon, base.css), not repeated on every icon of the page.
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
