import type { PageEntry } from "@brightwater/content/types";
import type { MetaDescriptor } from "react-router";

/** Title, description, canonical link and social cards, the same for every page. */
export function pageMeta(
  page: Pick<PageEntry, "seo" | "noindex">,
  canonicalUrl: string,
  siteName: string,
): MetaDescriptor[] {
  const { seo } = page;
  return [
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonicalUrl },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
}
