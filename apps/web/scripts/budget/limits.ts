// The budgets `npm run budget` (scripts/budget.ts) holds every page to.

/** In KiB (1,024 bytes), the unit Lighthouse and Chrome's coverage report use for transfer sizes. */
export const budgets = {
  // All the script a page uses (decision 040): what it loads to go live, its blocks' chunks, and
  // what those load later (the enhanced form with its phone rule, the offer's dialog, the toasts).
  // React DOM with its scheduler (61.4 KiB), React Router (37.7) and React (2.5) are 101.5 KiB of
  // it, the enhanced form (Formik, Yup, the rules) 20 (decision 041). No higher than a form page used in 2026-11
  // (151 KiB); the headroom every page type should keep under it is `jsHeadroomKib`,
  // from less script, not a higher limit (`npm run budget` prints each type's).
  jsGzipKib: 150,
  jsHeadroomKib: 10,
  // The lead inbox is its script (the office's app, not a page to read): all of it loads at start.
  inboxJsGzipKib: 115,
  cssGzipKib: 20, // inline, and the whole sheet loaded once the hero is painted
  htmlGzipKib: 30,
  /** Every image the page shows, lazy ones too, on a 390 px phone at 3× (an iPhone 12 to 15). */
  imageKb: 200,
  /** Elements in the document before any script runs (decision 023). */
  domElements: 800,
} as const;
