import type { PublishRecord } from "@brightwater/contracts";

/** A publish the pull refused, as `publish-log.json` records it: a city file with a broken postal code. */
export function refusedPublish(subject = "Clemmons: new postal code"): PublishRecord {
  return {
    at: "2026-11-27T06:00:00.000Z",
    commit: "0123456789abcdef0123456789abcdef01234567",
    subject,
    outcome: "refused",
    stage: "publish",
    pages: [],
    removed: [],
    problems: [{ file: "cities/clemmons.json", path: "postalCode", message: "expected 5 digits" }],
    message: "the catalogue has 1 problem(s), each with its file and field; the site is unchanged",
  };
}
