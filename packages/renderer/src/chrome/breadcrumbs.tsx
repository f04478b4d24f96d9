import type { Crumb } from "@brightwater/content/types";
import { useSite } from "../site-context";
import { SiteLink } from "./site-link";

/** Home › Service Areas › Greensboro: the trail the page's BreadcrumbList describes. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { navigation } = useSite();
  if (trail.length === 0) return null;
  const last = trail.length - 1;
  return (
    <nav className="breadcrumbs" aria-label={navigation.ui.breadcrumbLabel}>
      <ol className="container">
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index === last ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
