import type { IconName } from "@brightwater/content/types";
import { Icon } from "../../icons";
import { useSite } from "../../site-context";

/**
 * The facts a homeowner checks before letting a plumber in, together under every hero: rating
 * with its count and source, license, insurance, guarantee, years and family ownership. Each
 * shows only when business.json states it.
 */
export function TrustStrip() {
  const { business, navigation } = useSite();
  const copy = navigation.ui.trust;
  const facts: [IconName, string, boolean][] = [
    ["star", copy.rating, true],
    ["license", copy.license, true],
    ["shield", copy.insured, business.insured],
    // Says in short what claims.guarantee says, whose source the launch check reads like every claim's.
    ["guarantee", copy.guarantee, true],
    ["calendar", copy.years, true],
    ["family", copy.familyOwned, business.familyOwned],
  ];
  return (
    <ul className="trust" aria-label={copy.label}>
      {facts
        .filter(([, , shown]) => shown)
        .map(([icon, text]) => (
          <li key={icon} className={icon === "star" ? "trust__rating" : undefined}>
            <Icon name={icon} size={18} />
            {text}
          </li>
        ))}
    </ul>
  );
}
