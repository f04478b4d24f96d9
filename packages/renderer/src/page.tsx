import type { Crumb, PageEntry } from "@brightwater/content/types";
import { Breadcrumbs } from "./chrome/breadcrumbs";
import { CallBar } from "./chrome/call-bar";
import { OfferPopup } from "./chrome/offer-popup";
import { BlockView } from "./registry";
import { useSite } from "./site-context";

/**
 * A catalogue page: its breadcrumb trail (none on the home page), then its blocks, in order. The
 * chrome around it is the layout's job.
 */
export function Page({ page, trail = [] }: { page: PageEntry; trail?: readonly Crumb[] }) {
  const { navigation } = useSite();
  return (
    <>
      <Breadcrumbs trail={trail} />
      {/* Drafts exist only on the dev server; the badge says this page is not published. */}
      {page.draft ? <p className="draft-badge">{navigation.ui.draftBadge}</p> : null}
      {page.blocks.map((block, index) => (
        // Blocks have no identity beyond their position in the page, so the index is the key.
        <BlockView key={index} block={block} index={index} />
      ))}
      {page.layout === "city" ? <CallBar formAnchor="#contact-form" trackLabel="Mobile Call Bar" /> : null}
      {page.popupDelaySeconds ? <OfferPopup key={page.path} delaySeconds={page.popupDelaySeconds} /> : null}
    </>
  );
}
