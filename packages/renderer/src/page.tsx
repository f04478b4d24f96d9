import type { Crumb, PageEntry, PictureData } from "@brightwater/content/types";
import { isThankYouPath } from "@brightwater/contracts/thank-you";
import { Breadcrumbs } from "./chrome/breadcrumbs";
import { CallBar, RequestAnchorContext, requestAnchor } from "./chrome/call-bar";
import { OfferPopup } from "./chrome/offer-popup";
import { PicturesProvider } from "./lib/picture";
import { BlockView } from "./registry";
import { useSite } from "./site-context";

/**
 * A catalogue page: its breadcrumb trail (none on the home page), then its blocks, in order. The
 * chrome around it is the layout's job. `pictures` are the page's photographs as the build made
 * them (its loader passes them); without them (content:check reads a page's text) a photograph
 * is a plain image.
 */
export function Page({
  page,
  trail = [],
  pictures = null,
}: {
  page: PageEntry;
  trail?: readonly Crumb[];
  pictures?: Readonly<Record<string, PictureData>> | null;
}) {
  const { navigation } = useSite();
  const formAnchor = requestAnchor(page.blocks);
  // A visitor thanked for a request has made it: the bar offers the call alone.
  const thanked = isThankYouPath(page.path);
  return (
    <PicturesProvider pictures={pictures}>
      <Breadcrumbs trail={trail} />
      {/* Drafts exist only on the dev server; the badge says this page is not published. */}
      {page.draft ? <p className="draft-badge">{navigation.ui.draftBadge}</p> : null}
      <RequestAnchorContext value={formAnchor}>
        {page.blocks.map((block, index) => (
          // Blocks have no identity beyond their position in the page, so the index is the key.
          <BlockView key={index} block={block} index={index} />
        ))}
      </RequestAnchorContext>
      <CallBar formAnchor={thanked ? null : formAnchor} trackLabel="Mobile Call Bar" />
      {page.popupDelaySeconds ? <OfferPopup key={page.path} delaySeconds={page.popupDelaySeconds} /> : null}
    </PicturesProvider>
  );
}
