import type { IconName } from "@brightwater/content/types";
import sprite from "./icons.svg?url";

// 24×24 stroke icons, drawn once in icons.svg (a hashed, forever-cached asset) and referenced by
// name, so neither the page script nor each page's HTML carries the drawings. icons.test.ts
// checks that every name the catalogue may use has its symbol there.
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ?? "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
