import type { PageEntry } from "@brightwater/content/types";
import { CallBar, requestAnchor } from "./chrome/call-bar";
import { OfferPopup } from "./chrome/offer-popup";
import { BlockView } from "./registry";
import { useSite } from "./site-context";

/** A catalogue page: its blocks, in order. The chrome around it is the layout's job. */
export function Page({ page }: { page: PageEntry }) {
  const { navigation } = useSite();
  return (
    <>
      {/* Drafts exist only on the dev server; the badge says this page is not published. */}
      {page.draft ? <p className="draft-badge">{navigation.ui.draftBadge}</p> : null}
      {page.blocks.map((block, index) => (
        // Blocks have no identity beyond their position in the page, so the index is the key.
        <BlockView key={index} block={block} index={index} />
      ))}
      <CallBar formAnchor={requestAnchor(page.blocks)} trackLabel="Mobile Call Bar" />
      {page.popupDelaySeconds ? <OfferPopup key={page.path} delaySeconds={page.popupDelaySeconds} /> : null}
    </>
  );
}
