// What a visitor did before the page was live, kept by its start-up script (apps/web/scripts/
// defer-hydration): a press on a button only the script works (`window.bwPresses`), a
// contact form sent (`window.bwSends`). Each block takes up its own as it goes live: React
// would drop an act replayed on a block it has not yet hydrated (each block is hydrated on its own).

declare global {
  interface Window {
    /** Buttons pressed before the page was live. */
    bwPresses?: HTMLElement[];
    /** Contact forms sent before they were live. */
    bwSends?: HTMLFormElement[];
  }
}

/** Whether `element` was acted on before it was live; the act is taken off the list (taken up once). */
export function takeHeld<T extends Element>(held: T[] | undefined, element: T | null): boolean {
  const index = element && held ? held.indexOf(element) : -1;
  if (index < 0) return false;
  held?.splice(index, 1);
  return true;
}
