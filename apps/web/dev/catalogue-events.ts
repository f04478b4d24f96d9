/** The event the page listens for (app/root.tsx) to fetch its data again. */
export const catalogueUpdateEvent = "brightwater:catalogue";
/** The event a page sends once it listens. */
export const catalogueListeningEvent = "brightwater:catalogue-listening";
