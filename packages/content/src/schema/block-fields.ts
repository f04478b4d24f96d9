import { z } from "zod";
import { nonEmpty, offerWindow } from "./common";

// Every block may carry an id, which becomes the section's anchor (#services, #contact, …), and
// an offer window: a promotion block with startsOn / endsOn shows only on those days.
export const base = {
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  ...offerWindow,
  // A section a reader skims: it shows its title only and opens under it (a native <details>),
  // its words in the page all along. Only a titled section folds.
  folded: z.boolean().optional(),
};

/** The title, and the line under it, that most sections open with. */
export const heading = {
  title: nonEmpty,
  subtitle: z.string().optional(),
};
