// What stands between the catalogue and going live: every fact that is still a sample, a
// placeholder or unconfirmed. `npm run launch-check` prints the list and fails until it is empty.
import { defaultCatalogueDir } from "../load/catalogue-dir";
import { loadCatalogue } from "../load/load";
import { articleAuthorFindings } from "./article-authors";
import { articleDateFindings } from "./article-dates";
import { businessFindings } from "./business-findings";
import type { AddFinding, LaunchFinding } from "./launch-finding";
import { mapFindings, officePointFindings } from "./listing-findings";
import { offerFindings } from "./money-findings";
import { placeholderFindingsOf } from "./placeholder-findings";
import { recordFindings } from "./record-findings";
import { stockPhotoFindings } from "./stock-photo-findings";

/**
 * Every fact in the catalogue at `dir` still standing in for the real one: the launch list. The
 * catalogue must load (run content:check first); this only says what is not yet true.
 */
export function launchCheck(dir: string = defaultCatalogueDir()): LaunchFinding[] {
  const catalogue = loadCatalogue(dir, { drafts: false });
  const findings: LaunchFinding[] = [
    ...placeholderFindingsOf(dir),
    ...articleAuthorFindings(dir, catalogue.business.name),
    ...articleDateFindings(dir, catalogue.business.website?.since),
    ...officePointFindings(catalogue.business),
    ...mapFindings(catalogue),
  ];
  const add: AddFinding = (file, path, problem, fix) => findings.push({ file, path, problem, fix });
  businessFindings(catalogue.business, add);
  offerFindings(catalogue.offerPopup, add);
  recordFindings(dir, catalogue, add);
  stockPhotoFindings(dir, catalogue, add);
  if (!catalogue.booking.confirmedByOffice)
    add(
      "booking.json",
      "confirmedByOffice",
      "the arrival windows, jobs per window, lead time and closed dates are not confirmed by the office",
      'have the office confirm or correct them, then set "confirmedByOffice": true',
    );
  return findings;
}
