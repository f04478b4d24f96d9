import type { IconName } from "@brightwater/content/types";

// 24×24 stroke icons. The map is exhaustive: a name added to the catalogue schema without a
// drawing here does not compile.
const paths: Record<IconName, string> = {
  badge: "M12 2l2.4 4.8 5.3.8-3.8 3.7.9 5.3L12 14.1 7.2 16.6l.9-5.3L4.3 7.6l5.3-.8z M8 16l-2 6 6-3 6 3-2-6",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  calendar: "M3 5h18v16H3z M3 10h18 M8 3v4 M16 3v4",
  camera: "M3 7h4l2-3h6l2 3h4v13H3z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  check: "M4 12l5 5L20 6",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z M12 6v6l4 2",
  dollar: "M12 2v20 M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6",
  drop: "M12 2.7l5.7 5.7a8 8 0 1 1-11.4 0z",
  family: "M9 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 21v-2a6 6 0 0 1 12 0v2 M17 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M17 14a4 4 0 0 1 4 4v3",
  flame: "M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-3 3-5 5-5 8a7 7 0 0 0 7 7z",
  home: "M3 11l9-8 9 8 M5 9.5V21h14V9.5 M10 21v-6h4v6",
  leaf: "M5 21c0-9 6-15 16-16-1 10-7 16-16 16z M5 21l8-8",
  "map-pin": "M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z",
  pipe: "M2 8h8v4h6a4 4 0 0 1 4 4v6h-4v-6h-6v4H2z M10 8V4 M2 4h8",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z M9 12l2 2 4-4",
  snowflake: "M12 2v20 M4.9 7l14.2 10 M4.9 17L19.1 7 M9 4l3 2 3-2 M9 20l3-2 3 2",
  star: "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z",
  "thumbs-up": "M7 10v12 M15 5.9L14 10h5.8a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.4 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9z",
  toilet: "M7 2h10v7H7z M4 9h16a8 8 0 0 1-8 8 8 8 0 0 1-8-8z M9 17l-1 5h8l-1-5",
  tools: "M14.7 6.3a4 4 0 0 0 5 5L22 14l-8 8-2.3-2.3a4 4 0 0 0-5-5L2 10l8-8z M6 18l-4 4",
  truck: "M1 4h14v12H1z M15 8h4l4 4v4h-8 M5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  users: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8",
  wrench: "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z",
};

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
      <path d={paths[name]} />
    </svg>
  );
}
